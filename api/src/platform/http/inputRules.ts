import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, ID_MAX, hasControlCharacter, isBadOneLineText } from '@vsf/engine';

/**
 * A row's id, from a JSON number or a text (query strings, path parameters, forms): a whole
 * number from 1 to the `integer` column's largest value, so a larger one is a 400 with the
 * route's message instead of the database's out-of-range error.
 */
export const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** The same for the calls that take an id only as a JSON number. */
export const idNumberSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A one-line text (a name, a team name): no control character, line break or invisible character. */
export const oneLineText = () =>
  z
    .string()
    .trim()
    .refine((value) => !isBadOneLineText(value), CONTROL_CHARACTER_MESSAGE);

/**
 * The first text anywhere in a request's input holding a control character (other than tab
 * and line breaks), as a message naming its field; null when there is none. Checked for every
 * route before its schema, so no text field of any route can carry one to the database.
 */
export function controlCharacterProblem(input: unknown, path: string[] = []): string | null {
  if (typeof input === 'string') {
    if (!hasControlCharacter(input)) return null;
    return path.length > 0 ? `«${path.join('.')}»: ${CONTROL_CHARACTER_MESSAGE}` : CONTROL_CHARACTER_MESSAGE;
  }
  if (Array.isArray(input)) {
    for (const [index, item] of input.entries()) {
      const problem = controlCharacterProblem(item, [...path, String(index)]);
      if (problem) return problem;
    }
    return null;
  }
  if (isPlainObject(input)) {
    for (const [key, value] of Object.entries(input)) {
      const problem = controlCharacterProblem(key, path) ?? controlCharacterProblem(value, [...path, key]);
      if (problem) return problem;
    }
  }
  return null;
}

/** JSON objects, queries and form fields; uploaded files and buffers are not texts. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
