/**
 * The account fields' rules (001 §2, §5), once: their lengths, patterns and Norwegian
 * messages. The API's schemas refuse with these checks and the web's forms run the same
 * ones before sending, so both say the same words. A check answers the message of the
 * first rule a value breaks, or null when it keeps them all.
 */
import { PASSWORD_LENGTH, TEAM_NAME_LENGTH, USERNAME_LENGTH, isLengthWithin } from './limits';
import { USERNAME_CHARACTERS_MESSAGE, isUsernameAlphabet } from './textRules';

/** First and last names (001 §2): optional, so only a longest. */
export const PERSON_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;
/** Something@something.something with no spaces: the address is only ever shown, never mailed. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Birthdates from this year on; earlier ones are typing mistakes. */
export const BIRTH_YEAR_MIN = 1900;

/** The spec's words where it quotes them (001 §5, 002 §5), ours where it is silent. */
export const ACCOUNT_RULE_MESSAGES = {
  usernameLength: `Brukernavnet må være mellom ${USERNAME_LENGTH.min} og ${USERNAME_LENGTH.max} bokstaver/tegn.`,
  usernameCharacters: USERNAME_CHARACTERS_MESSAGE,
  usernameTaken: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.',
  teamNameLength: `Lagets navn må være mellom ${TEAM_NAME_LENGTH.min} og ${TEAM_NAME_LENGTH.max} bokstaver/tegn.`,
  passwordTooShort: 'Det nye passordet er ikke langt nok.',
  passwordTooLong: `Passordet kan være høyst ${PASSWORD_LENGTH.max} bokstaver/tegn.`,
  passwordMismatch: 'De to passordene du tastet stemmer ikke overens.',
  oldPasswordLength: `Passordet er minst ${PASSWORD_LENGTH.min} bokstaver/tegn`,
  nameTooLong: `Navnet kan være høyst ${PERSON_NAME_MAX_LENGTH} bokstaver/tegn.`,
  emailInvalid: 'E-postadressen er ikke gyldig.',
  birthdateInvalid: 'Fødselsdatoen må være en gyldig dato (åååå-mm-dd).',
} as const;

const M = ACCOUNT_RULE_MESSAGES;

/** A rule of an account field: the message of the broken rule, or null. */
export type AccountCheck = (value: string) => string | null;

/** A normalised username (normalizeUsername) of the spec's length. */
export const usernameLengthProblem: AccountCheck = (username) =>
  isLengthWithin(username, USERNAME_LENGTH) ? null : M.usernameLength;

/** A normalised username in the allowed alphabet, so no name can pass for another. */
export const usernameCharactersProblem: AccountCheck = (username) =>
  isUsernameAlphabet(username) ? null : M.usernameCharacters;

/** A trimmed team name of the spec's length. */
export const teamNameProblem: AccountCheck = (teamName) =>
  isLengthWithin(teamName, TEAM_NAME_LENGTH) ? null : M.teamNameLength;

function passwordLengthProblem(tooShort: string): AccountCheck {
  return (password) =>
    password.length < PASSWORD_LENGTH.min ? tooShort : password.length > PASSWORD_LENGTH.max ? M.passwordTooLong : null;
}

/** A trimmed new password of the spec's length. */
export const newPasswordProblem = passwordLengthProblem(M.passwordTooShort);

/** A trimmed current password: one shorter than any password can be is refused unsent. */
export const currentPasswordProblem = passwordLengthProblem(M.oldPasswordLength);

/** A trimmed first or last name. */
export const personNameProblem: AccountCheck = (name) => (name.length <= PERSON_NAME_MAX_LENGTH ? null : M.nameTooLong);

/** A trimmed e-mail address, or '' for none. */
export const emailProblem: AccountCheck = (email) =>
  email === '' || (email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)) ? null : M.emailInvalid;

/** A yyyy-mm-dd date that exists, from BIRTH_YEAR_MIN on, or '' for none. */
export const birthdateProblem: AccountCheck = (birthdate) =>
  birthdate === '' || isBirthdate(birthdate) ? null : M.birthdateInvalid;

function isBirthdate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= BIRTH_YEAR_MIN
  );
}
