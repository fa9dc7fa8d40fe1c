import { z } from 'zod';
import { idSchema } from '../platform/http/inputRules';
import { LEAGUE_CODE_MIN_LENGTH, LEAGUE_NAME_LENGTH, ROUND_MIN } from '@vsf/engine';
import { matchIDSchema, roundSchema } from '../match';
import { seasonSchema } from '../season';
import { flagSchema, userIdSchema } from '../accounts';
import { LEAGUE_MESSAGES as M } from './messages';

/*
 * Lengths are refinements so the browser gets the spec's sentence as it is (a
 * refinement's message is not prefixed with the field name). Codes have an upper
 * bound of our own: hashing a megabyte with argon2 would be a cheap way to load the server.
 */

const CODE_MAX_LENGTH = 50;

const leagueIdSchema = idSchema(M.leagueIdInvalid);

const leagueNameSchema = z
  .string({ error: M.nameTooShort })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length < LEAGUE_NAME_LENGTH.min) ctx.addIssue({ code: 'custom', message: M.nameTooShort });
    else if (value.length > LEAGUE_NAME_LENGTH.max) ctx.addIssue({ code: 'custom', message: M.nameTooLong });
  });

/** A code as typed; whether it is needed, and long enough, depends on the privacy flag. */
const codeSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim())
  .superRefine((value, ctx) => {
    if (value.length > CODE_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: M.codeTooLong });
  });

const ownUserId = userIdSchema.optional();

export const newFantasyLeagueSchema = z
  .object({
    name: leagueNameSchema,
    season: seasonSchema.optional(),
    round: roundSchema.optional(),
    // The spec's spelling of the field (002 §7.7).
    privateLague: flagSchema,
    password: codeSchema,
    userAdminID: userIdSchema,
  })
  .superRefine((input, ctx) => {
    if (input.privateLague === 1 && input.password.length < LEAGUE_CODE_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.codeTooShort });
    }
  });

export const addMemberSchema = z.object({
  leagueID: leagueIdSchema,
  password: codeSchema,
  userID: ownUserId,
  season: seasonSchema.optional(),
  round: roundSchema.optional(),
});

export const removeMemberSchema = z.object({
  leagueID: leagueIdSchema,
  userID: ownUserId,
  season: seasonSchema,
});

export const leagueIdInput = z.object({ leagueID: leagueIdSchema });

export const reActivateSchema = z.object({
  leagueID: leagueIdSchema,
  season: seasonSchema.optional(),
  activeFromRound: z.coerce
    .number({ error: M.roundInvalid })
    .int(M.roundInvalid)
    .min(ROUND_MIN, M.roundInvalid)
    .max(500, M.roundInvalid),
  previousSeasons: z.array(seasonSchema).optional(),
});

export const updateLeagueSchema = z
  .object({
    leagueID: leagueIdSchema,
    season: seasonSchema.optional(),
    leagueName: leagueNameSchema,
    leaguePrivate: flagSchema,
    leagueCode: codeSchema,
  })
  .superRefine((input, ctx) => {
    if (input.leaguePrivate === 1 && input.leagueCode !== '' && input.leagueCode.length < LEAGUE_CODE_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['leagueCode'], message: M.profileCodeTooShort });
    }
  });

export const findLeagueSchema = z.object({
  searchString: z
    .string({ error: M.searchEmpty })
    .trim()
    .min(1, M.searchEmpty)
    .max(LEAGUE_NAME_LENGTH.max, M.nameTooLong),
  season: seasonSchema,
});

export const userLeaguesSchema = z.object({ season: seasonSchema, userID: ownUserId });

export const adminLeaguesSchema = z.object({ userID: ownUserId });

/** `matchID` is ours: the spec's call names no round, and a round is a match (docs/decisions/0006-a-fantasy-round-is-a-fixture.md). */
export const leagueMembersSchema = z.object({
  season: seasonSchema,
  leagueID: leagueIdSchema,
  matchID: matchIDSchema.optional(),
});

export const worldMembersSchema = z.object({
  userID: ownUserId,
  season: seasonSchema,
  round: roundSchema.optional(),
  previousRound: roundSchema.optional(),
  matchID: matchIDSchema.optional(),
  previousMatchID: matchIDSchema.optional(),
});
