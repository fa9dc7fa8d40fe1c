import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  birthdateProblem,
  currentPasswordProblem,
  emailProblem,
  newPasswordProblem,
  normalizeUsername,
  personNameProblem,
  teamNameProblem,
  usernameCharactersProblem,
  usernameLengthProblem,
  type AccountCheck,
} from '@vsf/engine';
import { idSchema, oneLineText } from '../platform/http/inputRules';
import { USER_MESSAGES as M } from './messages';

/*
 * Length checks are refinements, so the browser gets the spec's sentence as it is
 * (a refinement's message is not prefixed with the field name).
 */

const orEmpty =
  (check: AccountCheck): AccountCheck =>
  (value) =>
    value === '' ? null : check(value);
const refined = (check: AccountCheck) => (value: string, ctx: z.RefinementCtx) => {
  const problem = check(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
};

const text = () => z.string().trim();

/**
 * A new or changed username: lookalike forms folded and lower case (normalizeUsername), the
 * spec's length, then the allowed alphabet, so no name can pass for another (Cyrillic а in
 * 'admin', a zero-width space, a direction override).
 */
const newUsername = ({ emptyKeepsStored }: { emptyKeepsStored: boolean }) => {
  const rule = (check: AccountCheck) => refined(emptyKeepsStored ? orEmpty(check) : check);
  return text()
    .transform(normalizeUsername)
    .superRefine(rule(usernameLengthProblem))
    .superRefine(rule(usernameCharactersProblem));
};

export const usernameSchema = newUsername({ emptyKeepsStored: false });
export const teamNameSchema = oneLineText().superRefine(refined(teamNameProblem));
/** An empty team name keeps the stored one (001 §5, 002 §5). */
const changedTeamNameSchema = oneLineText().superRefine(refined(orEmpty(teamNameProblem)));
/** Trimmed, as the login form trims it: a password with outer spaces could never be typed again. */
export const newPasswordSchema = text().superRefine(refined(newPasswordProblem));
export const currentPasswordSchema = text().superRefine(refined(currentPasswordProblem));

export const userIdSchema = idSchema(M.userIdInvalid);

/** A 0/1 flag; booleans and '0'/'1' are read too, as older clients sent them. */
export const flagSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: M.flagInvalid })
  .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0));

const nameSchema = oneLineText().superRefine(refined(personNameProblem));
const emailSchema = text().max(EMAIL_MAX_LENGTH, M.emailInvalid).superRefine(refined(emailProblem));
const birthdateSchema = z
  .union([text(), z.null()])
  .transform((value) => value ?? '')
  .superRefine(refined(birthdateProblem));
const sexSchema = z
  .union([z.enum(['Male', 'Woman', 'Other', ''], { error: M.sexInvalid }), z.null()])
  .transform((value) => value ?? '');

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
