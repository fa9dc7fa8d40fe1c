import type { LoginRequest } from '@vsf/contract';

/** Longest username or password the login form sends (spec 000 §9). */
export const LOGIN_INPUT_MAX_LENGTH = 20;

function clean(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > LOGIN_INPUT_MAX_LENGTH ? '' : trimmed;
}

/**
 * The login request the form may send, or null when nothing is to be sent
 * (spec 000 §5: trimmed, over 20 characters ignored, username lower-cased,
 * both required).
 */
export function prepareLogin(username: string, password: string): LoginRequest | null {
  const cleanUsername = clean(username).toLowerCase();
  const cleanPassword = clean(password);
  if (cleanUsername === '' || cleanPassword === '') return null;
  return { username: cleanUsername, password: cleanPassword };
}
