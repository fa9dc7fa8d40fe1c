import { z } from 'zod';
import { LOGIN_INPUT_MAX_LENGTH, normalizeUsername } from '@vsf/engine';

/**
 * 000 §5: login inputs are trimmed and ignored when longer than 20 characters; the
 * username is lower-cased, after folding lookalike forms as usernames are stored
 * (normalizeUsername). An ignored input counts as missing. The alphabet of new usernames is
 * not checked here: a stored name from before it still logs in.
 */
const loginInput = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value.length > LOGIN_INPUT_MAX_LENGTH ? '' : value));

export const loginSchema = z.object({
  username: loginInput.transform(normalizeUsername),
  password: loginInput,
});

export const emptySchema = z.object({}).passthrough();
