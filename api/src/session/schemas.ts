import { z } from 'zod';
import { LOGIN_INPUT_MAX_LENGTH } from '@vsf/engine';

/**
 * 000 §5: login inputs are trimmed and ignored when longer than 20 characters; the
 * username is lower-cased. An ignored input counts as missing.
 */
const loginInput = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value.length > LOGIN_INPUT_MAX_LENGTH ? '' : value));

export const loginSchema = z.object({
  username: loginInput.transform((value) => value.toLowerCase()),
  password: loginInput,
});

export const emptySchema = z.object({}).passthrough();
