import { z } from 'zod';
import {
  PASSWORD_LENGTH,
  TEAM_NAME_LENGTH,
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_LENGTH,
  isLengthWithin,
  isUsernameAlphabet,
  normalizeUsername,
} from '@vsf/engine';
import { idSchema, oneLineText } from '../platform/http/inputRules';
import { USER_MESSAGES as M } from './messages';

/*
 * Length checks are refinements, so the browser gets the spec's sentence as it is
 * (a refinement's message is not prefixed with the field name).
 */

type Range = { min: number; max: number };
const within = (range: Range, msg: string) => (value: string) => isLengthWithin(value, range) || msg;
const orEmpty = (check: (value: string) => true | string) => (value: string) => value === '' || check(value);
const refined = (check: (value: string) => true | string) => (value: string, ctx: z.RefinementCtx) => {
  const verdict = check(value);
  if (verdict !== true) ctx.addIssue({ code: 'custom', message: verdict });
};

const text = () => z.string().trim();

const alphabet = (value: string) => isUsernameAlphabet(value) || USERNAME_CHARACTERS_MESSAGE;

/**
 * A new or changed username: lookalike forms folded and lower case (normalizeUsername), the
 * spec's length, then the allowed alphabet, so no name can pass for another (Cyrillic а in
 * 'admin', a zero-width space, a direction override).
 */
const newUsername = ({ emptyKeepsStored }: { emptyKeepsStored: boolean }) => {
  const rule = (check: (value: string) => true | string) => refined(emptyKeepsStored ? orEmpty(check) : check);
  return text()
    .transform(normalizeUsername)
    .superRefine(rule(within(USERNAME_LENGTH, M.usernameLength)))
    .superRefine(rule(alphabet));
};

export const usernameSchema = newUsername({ emptyKeepsStored: false });
export const teamNameSchema = oneLineText().superRefine(refined(within(TEAM_NAME_LENGTH, M.teamNameLength)));
/** An empty team name keeps the stored one (001 §5, 002 §5). */
const changedTeamNameSchema = oneLineText().superRefine(refined(orEmpty(within(TEAM_NAME_LENGTH, M.teamNameLength))));
/** Trimmed, as the login form trims it: a password with outer spaces could never be typed again. */
export const newPasswordSchema = text().superRefine(
  refined((value) =>
    value.length < PASSWORD_LENGTH.min
      ? M.passwordTooShort
      : value.length > PASSWORD_LENGTH.max
        ? M.passwordTooLong
        : true,
  ),
);
export const currentPasswordSchema = text().superRefine(
  refined((value) =>
    value.length < PASSWORD_LENGTH.min
      ? M.oldPasswordLength
      : value.length > PASSWORD_LENGTH.max
        ? M.passwordTooLong
        : true,
  ),
);

export const userIdSchema = idSchema(M.userIdInvalid);

/** A 0/1 flag; booleans and '0'/'1' are read too, as older clients sent them. */
export const flagSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: M.flagInvalid })
  .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0));

const NAME_MAX = { min: 0, max: 50 };
const nameSchema = oneLineText().superRefine(refined(within(NAME_MAX, M.nameTooLong)));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailSchema = text()
  .max(100, M.emailInvalid)
  .superRefine(refined(orEmpty((value) => EMAIL.test(value) || M.emailInvalid)));
const birthdateSchema = z
  .union([text(), z.null()])
  .transform((value) => value ?? '')
  .superRefine(refined(orEmpty((value) => isCalendarDate(value) || M.birthdateInvalid)));
const sexSchema = z
  .union([z.enum(['Male', 'Woman', 'Other', ''], { error: M.sexInvalid }), z.null()])
  .transform((value) => value ?? '');

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900;
}

/** The optional profile fields of 001 §2: '' (or null) means 'not given'. */
const profileFields = {
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  birthdate: birthdateSchema.optional(),
  sex: sexSchema.optional(),
  email: emailSchema.optional(),
};

/** 'owner' routes may name the acting user; the framework refuses any other userID with 403. */
const ownUserId = { userID: userIdSchema.optional() };

export const createNewUserSchema = z
  .object({
    username: usernameSchema,
    teamName: teamNameSchema,
    password: newPasswordSchema,
    /** The confirmation field of the form; the spec's payload has none, so it may be left out. */
    confirmPassword: text().optional(),
    ...profileFields,
    registerMatchID: z.union([text().max(100), z.null()]).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: M.passwordMismatch,
  });

export const checkIfUsernameExistsSchema = z.object({ username: text().max(100).transform(normalizeUsername) });

/** Every field may be empty: an empty field keeps the stored value (001 §5). */
export const updateUserInfoSchema = z.object({
  ...ownUserId,
  username: newUsername({ emptyKeepsStored: true }).optional(),
  teamName: changedTeamNameSchema.optional(),
  ...profileFields,
});

export const checkOldPasswordSchema = z.object({
  ...ownUserId,
  username: text().toLowerCase(),
  password: currentPasswordSchema,
});

export const changeUserPasswordSchema = z
  .object({
    ...ownUserId,
    username: text().toLowerCase(),
    oldPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: text().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: M.passwordMismatch,
  });

export const modalSettingSchema = z.object({ ...ownUserId, showModalAgain: flagSchema });

export const seasonFirstTimeLoginSchema = z.object({ ...ownUserId, status: flagSchema });

export const userIdBodySchema = z.object({ userID: userIdSchema });

export const searchUsersSchema = z.object({ searchString: z.string().trim().max(100) });

/** 002 §5: empty username or team name keeps the stored one; the flags are required. */
export const editUserDataSchema = z.object({
  userID: userIdSchema,
  username: newUsername({ emptyKeepsStored: true }).optional(),
  teamName: changedTeamNameSchema.optional(),
  isAdmin: flagSchema,
  isPoster: flagSchema,
  isPlayer: flagSchema,
});
