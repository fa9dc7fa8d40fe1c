/**
 * What a text typed by a person may hold, the same in the API's schemas and the web's fields.
 *
 * Control characters (NUL, escape sequences, the C1 block) are never typed: they come from
 * scripts, and PostgreSQL cannot even store NUL. Free texts (articles, comments, messages)
 * keep tab and line breaks; one-line texts (names, team names) refuse them too.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is what these are for
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** Invisible and direction-changing characters: zero-width spaces and joiners, bidi overrides. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Teksten inneholder tegn som ikke er tillatt.';

/** True when the text holds a control character other than tab and line breaks. */
export const hasControlCharacter = (text: string): boolean => CONTROL_EXCEPT_LINE_BREAKS.test(text);

/** True when a one-line text holds a control character (line breaks included) or an invisible one. */
export const isBadOneLineText = (text: string): boolean => CONTROL.test(text) || INVISIBLE.test(text);

/** The largest id an `integer` column holds; larger ids exist nowhere. */
export const ID_MAX = 2_147_483_647;

/**
 * Usernames are compared as typed lookalikes would be seen: NFKC folds fullwidth and other
 * compatibility forms to plain letters, then lower case (000 §5 lower-cases logins).
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').toLowerCase();

/**
 * a–z with æ, ø, å and the accented letters Nordic and continental names use, digits, '.',
 * '_', '-': no letter of another script that looks like a Latin one (Cyrillic а, dotless ı).
 */
const USERNAME_ALPHABET = /^[a-z0-9æøåäöüéèêëáàâóòôúùûíìîïñç._-]+$/u;

export const USERNAME_CHARACTERS_MESSAGE =
  'Brukernavnet kan bare inneholde bokstaver, tall, punktum, understrek og bindestrek.';

/** Whether a normalized username uses only the allowed alphabet. */
export const isUsernameAlphabet = (username: string): boolean => USERNAME_ALPHABET.test(username);
