import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE_MESSAGES as M,
  birthdateProblem,
  currentPasswordProblem,
  emailProblem,
  newPasswordProblem,
  personNameProblem,
  teamNameProblem,
  usernameCharactersProblem,
  usernameLengthProblem,
} from './accountRules';

describe('the account fields rules', () => {
  it('say the spec words, with the lengths the limits hold', () => {
    expect(M.usernameLength).toBe('Brukernavnet må være mellom 3 og 20 bokstaver/tegn.');
    expect(M.teamNameLength).toBe('Lagets navn må være mellom 3 og 30 bokstaver/tegn.');
    expect(M.passwordTooLong).toBe('Passordet kan være høyst 20 bokstaver/tegn.');
    expect(M.oldPasswordLength).toBe('Passordet er minst 5 bokstaver/tegn');
    expect(M.nameTooLong).toBe('Navnet kan være høyst 50 bokstaver/tegn.');
  });

  it('answer the first broken rule, or null', () => {
    expect(usernameLengthProblem('ab')).toBe(M.usernameLength);
    expect(usernameLengthProblem('abc')).toBeNull();
    expect(usernameCharactersProblem('a b')).toBe(M.usernameCharacters);
    expect(usernameCharactersProblem('ola.nordmann')).toBeNull();
    expect(teamNameProblem('x'.repeat(31))).toBe(M.teamNameLength);
    expect(newPasswordProblem('1234')).toBe(M.passwordTooShort);
    expect(newPasswordProblem('x'.repeat(21))).toBe(M.passwordTooLong);
    expect(newPasswordProblem('12345')).toBeNull();
    expect(currentPasswordProblem('1234')).toBe(M.oldPasswordLength);
    expect(personNameProblem('x'.repeat(51))).toBe(M.nameTooLong);
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('ola@vsf.no')).toBeNull();
    expect(emailProblem('ola@vsf')).toBe(M.emailInvalid);
    expect(birthdateProblem('')).toBeNull();
    expect(birthdateProblem('1990-02-28')).toBeNull();
    expect(birthdateProblem('1990-02-30')).toBe(M.birthdateInvalid);
    expect(birthdateProblem('1899-12-31')).toBe(M.birthdateInvalid);
  });
});
