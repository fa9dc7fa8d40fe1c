import {
  ACCOUNT_RULE_MESSAGES,
  USERNAME_LENGTH,
  currentPasswordProblem,
  newPasswordProblem,
  normalizeUsername,
  teamNameProblem,
  usernameCharactersProblem,
  usernameLengthProblem,
} from '@vsf/engine';

/** The spec's texts (001 §2, §5): the rules' alerts on submit, the hints under the fields. */
export const ACCOUNT_TEXTS = {
  ...ACCOUNT_RULE_MESSAGES,
  usernameTooShortHint: `Må være minst ${USERNAME_LENGTH.min} bokstaver/tegn`,
  usernameTakenHint: 'Dette brukernavnet er ikke ledig',
  passwordMismatchHint: 'De to passordene stemmer ikke overens',
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
  const usernameProblem = usernameLengthProblem(username) ?? usernameCharactersProblem(username);
  if (usernameProblem) return usernameProblem;
  if (form.usernameTaken) return ACCOUNT_TEXTS.usernameTaken;
  return (
    teamNameProblem(form.teamName.trim()) ??
    newPasswordProblem(form.password.trim()) ??
    (form.password !== form.confirmPassword ? ACCOUNT_TEXTS.passwordMismatch : null)
  );
}

/** The first problem of a password change; null when it may be sent. */
export function passwordChangeProblem(form: { oldPassword: string; password: string; confirmPassword: string }) {
  return (
    currentPasswordProblem(form.oldPassword.trim()) ??
    newPasswordProblem(form.password.trim()) ??
    (form.password !== form.confirmPassword ? ACCOUNT_TEXTS.passwordMismatch : null)
  );
}
