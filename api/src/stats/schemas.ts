import { z } from 'zod';
import { idSchema } from '../platform/http/inputRules';
import { MAX_COMBINATION_PLAYERS } from '@vsf/engine';
import { type CallInput } from '@vsf/contract';
import type { SameType } from '../platform/http/contractCheck';
import { fixtureDateSchema, matchIDSchema, roundSchema } from '../match';
import { seasonSchema } from '../season';

/** The statistics screens' 'Totalt' (every season together) as null, or a season year. */
export const TOTAL_SEASON = 'Totalt';

export const statsSeasonSchema = z.preprocess(
  (value) => (value === TOTAL_SEASON || value === '' ? null : value),
  seasonSchema.nullable(),
);

export const playerIDSchema = idSchema('Ugyldig spiller.');

export const playerIDListSchema = z
  .array(playerIDSchema, { error: 'Spillerlisten mangler.' })
  .max(500, 'For mange spillere på en gang.');

const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  fixtureDateSchema.optional(),
);

export const requestedStatsInput = z.object({
  season: statsSeasonSchema,
  thisDate: optionalDate,
  // Sent by the spec's client; the server counts the club's played matches itself.
  roundsPlayed: z.coerce.number().int().min(0).max(500).optional(),
  // false: the byDate parts stay empty (a list needs only totals; a fifth of the bytes).
  includeByDate: z.boolean({ error: 'includeByDate må være true eller false.' }).default(true),
  // false: description is answered as '' (the card text, a third of a list's bytes; the
  // statistics list never shows it, and the player modal loads its own player).
  includeDescription: z.boolean({ error: 'includeDescription må være true eller false.' }).default(true),
});

/** The spec sends 'a playerID list'; both `playerIDs` and a list under `playerID` are read. */
function withPlayerIDs<T extends z.ZodObject>(object: T) {
  return z.preprocess(
    (value) =>
      value &&
      typeof value === 'object' &&
      !('playerIDs' in value) &&
      Array.isArray((value as { playerID?: unknown }).playerID)
        ? { ...value, playerIDs: (value as { playerID: unknown }).playerID }
        : value,
    object,
  );
}

const playerStatsObject = z.object({ playerIDs: playerIDListSchema });
export const playerStatsInput = withPlayerIDs(playerStatsObject);

export const comboInput = z
  .object({
    season: statsSeasonSchema,
    mainPlayerID: playerIDSchema,
    comboPlayers: z
      .array(playerIDSchema, { error: 'Spillerlisten mangler.' })
      .max(MAX_COMBINATION_PLAYERS - 1, `Du kan velge høyst ${MAX_COMBINATION_PLAYERS} spillere.`),
  })
  .refine((input) => new Set([input.mainPlayerID, ...input.comboPlayers]).size === input.comboPlayers.length + 1, {
    message: 'En spiller kan bare velges én gang.',
  });

export const fantasySeasonInput = z.object({ season: statsSeasonSchema, thisDate: optionalDate });
export const fantasyUntilInput = z.object({ season: seasonSchema, date: optionalDate });
export const fantasyMatchInput = z.object({ season: seasonSchema, round: roundSchema, matchID: matchIDSchema });

const fantasyPlayersObject = z.object({
  seasons: z
    .union([z.array(seasonSchema).max(100), seasonSchema])
    .optional()
    .transform((value) => (value === undefined ? null : Array.isArray(value) ? value : [value])),
  playerIDs: playerIDListSchema,
});
export const fantasyPlayersInput = withPlayerIDs(fantasyPlayersObject);

/** Compiles only when T is true. */
type Assert<T extends true> = T;
/** The contract's form with `playerIDs`; the other form is the same list under the spec's `playerID`. */
type PlayerIDsForm<N extends 'loadPlayerStats' | 'loadFantasyPlayerPoints'> = Extract<
  CallInput<N>,
  { playerIDs: number[] }
>;
/**
 * z.preprocess makes these two schemas' input `unknown`, which defineRoute's contract check
 * cannot see into; their inner objects are checked against the contract here instead.
 */
export type PlayerIDListInputsMatchContract = [
  Assert<SameType<z.input<typeof playerStatsObject>, PlayerIDsForm<'loadPlayerStats'>>>,
  Assert<SameType<z.input<typeof fantasyPlayersObject>, PlayerIDsForm<'loadFantasyPlayerPoints'>>>,
];
export const fantasyPlayerRoundInput = fantasyMatchInput.extend({ playerID: playerIDSchema });
export const fantasyPlayerSeasonInput = z.object({
  playerID: playerIDSchema,
  season: seasonSchema,
  date: optionalDate,
});
export const fantasyPlayerAllTimeInput = z.object({ playerID: playerIDSchema });
