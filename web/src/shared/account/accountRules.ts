import {
  PASSWORD_LENGTH,
  TEAM_NAME_LENGTH,
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_LENGTH,
  isLengthWithin,
  isUsernameAlphabet,
  normalizeUsername,
} from '@vsf/engine';

/** The spec's texts (001 §2, §5): hints under the fields and alerts on submit. */
export const ACCOUNT_TEXTS = {
  usernameTooShortHint: 'Må være minst 3 bokstaver/tegn',
  usernameTakenHint: 'Dette brukernavnet er ikke ledig',
  passwordMismatchHint: 'De to passordene stemmer ikke overens',
  usernameLength: 'Brukernavnet må være mellom 3 og 20 bokstaver/tegn.',
  usernameTaken: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.',
  teamNameLength: 'Lagets navn må være mellom 3 og 30 bokstaver/tegn.',
  passwordTooShort: 'Det nye passordet er ikke langt nok.',
  passwordMismatch: 'De to passordene du tastet stemmer ikke overens.',
  oldPasswordTooShort: 'Passordet er minst 5 bokstaver/tegn',
  infoSaved: 'Din informasjon er blitt lagret.',
  passwordChanged: 'Passordet er oppdatert.',
} as const;

/** Sex as stored (001 §2) with the label a person reads. */
export const SEX_OPTIONS = [
  { value: 'Male', label: 'Mann' },
  { value: 'Woman', label: 'Kvinne' },
  { value: 'Other', label: 'Annet' },
] as const;

/** As the server stores it: lookalike forms folded, lower case. */
export const normaliseUsername = (value: string) => normalizeUsername(value.trim());

/** The first problem of a new account, as the alert says it; null when it may be sent. */
export function registrationProblem(form: {
  username: string;
  teamName: string;
  password: string;
  confirmPassword: string;
  usernameTaken: boolean;
}): string | null {
  const username = normaliseUsername(form.username);
  if (!isLengthWithin(username, USERNAME_LENGTH)) return ACCOUNT_TEXTS.usernameLength;
  if (!isUsernameAlphabet(username)) return USERNAME_CHARACTERS_MESSAGE;
  if (form.usernameTaken) return ACCOUNT_TEXTS.usernameTaken;
  if (!isLengthWithin(form.teamName.trim(), TEAM_NAME_LENGTH)) return ACCOUNT_TEXTS.teamNameLength;
  if (form.password.trim().length < PASSWORD_LENGTH.min) return ACCOUNT_TEXTS.passwordTooShort;
  if (form.password !== form.confirmPassword) return ACCOUNT_TEXTS.passwordMismatch;
  return null;
}

/** The first problem of a password change; null when it may be sent. */
export function passwordChangeProblem(form: { oldPassword: string; password: string; confirmPassword: string }) {
  if (form.oldPassword.trim().length < PASSWORD_LENGTH.min) return ACCOUNT_TEXTS.oldPasswordTooShort;
  if (form.password.trim().length < PASSWORD_LENGTH.min) return ACCOUNT_TEXTS.passwordTooShort;
  if (form.password !== form.confirmPassword) return ACCOUNT_TEXTS.passwordMismatch;
  return null;
}
