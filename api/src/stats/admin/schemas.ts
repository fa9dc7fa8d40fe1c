import { z } from 'zod';
import { idSchema } from '../../platform/http/inputRules';
import { fixtureDateSchema, matchIDSchema, roundSchema, playerLineSchema, scheduleRoundSchema } from '../../match';
import { seasonSchema } from '../../season';
import { playerIDSchema } from '../schemas';

export const statsTableIDSchema = idSchema('Ugyldig statistikkrad.');

/** A match as the spec's statistics calls name it. */
export const matchRefSchema = z.object({ season: seasonSchema, round: roundSchema, matchID: matchIDSchema });

/**
 * A player's line. The derived columns the spec's client also sends (cleanSheet, goalsFor,
 * wins …) are left out on purpose: the server derives them from the stored result.
 */
export const insertVSFStatsSchema = playerLineSchema.extend({
  season: seasonSchema,
  round: roundSchema,
  matchID: matchIDSchema,
});

export const updateVSFStatsSchema = playerLineSchema.omit({ playerID: true }).extend({
  statsTableID: statsTableIDSchema,
});

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(max).optional());

/** The spec's three 'MatchData' calls: a fixture's new round, date, number (and more), by its old number. */
export const matchDataSchema = z.object({
  season: seasonSchema,
  originalRound: roundSchema.optional(),
  originalMatchID: matchIDSchema,
  newRound: scheduleRoundSchema.optional(),
  newDate: fixtureDateSchema.optional(),
  newMatchID: matchIDSchema.optional(),
  newHomeTeamName: optionalText(60),
  newAwayTeamName: optionalText(60),
  newPitch: optionalText(100),
  newTournement: optionalText(100),
  newAside: z.coerce.number().int().min(3).max(11).optional(),
});

export const playerMatchSchema = z.object({ playerID: playerIDSchema, matchID: matchIDSchema });

/** The per-category points the spec's client sends are ignored: the engine computes them. */
export const fantasyPointsSchema = z.object({
  playerID: playerIDSchema,
  matchID: matchIDSchema,
  season: seasonSchema.optional(),
});

export type MatchDataInput = z.output<typeof matchDataSchema>;
