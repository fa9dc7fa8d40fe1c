import { z } from 'zod';
import { idSchema } from '../../platform/http/inputRules';
import { MAX_COUNT_PER_MATCH, MATCH_ENTRY_MESSAGES, PLAYER_EVENT_FIELDS } from '@vsf/engine';
import { seasonSchema } from '../../season';

const count = z.coerce
  .number({ error: MATCH_ENTRY_MESSAGES.negative })
  .int(MATCH_ENTRY_MESSAGES.negative)
  .min(0, MATCH_ENTRY_MESSAGES.negative)
  .max(MAX_COUNT_PER_MATCH, MATCH_ENTRY_MESSAGES.negative);
const flag = z.union([z.literal(0), z.literal(1), z.boolean().transform((value) => (value ? 1 : 0))]);
// Blank comes before count: coercion would otherwise read null and '' as 0.
const score = z.union([z.null(), z.literal('').transform(() => null), count]);

type EventField = (typeof PLAYER_EVENT_FIELDS)[number];
type FieldSchema<F extends EventField> = F extends { kind: 'flag' }
  ? z.ZodDefault<typeof flag>
  : z.ZodDefault<typeof count>;

/** Each of a player's events as its declared kind reads it; left out, it is 0. */
const eventSchemas = Object.fromEntries(
  PLAYER_EVENT_FIELDS.map((field) => [field.key, field.kind === 'flag' ? flag.default(0) : count.default(0)]),
) as { [F in EventField as F['key']]: FieldSchema<F> };

export const playerLineSchema = z.object({
  playerID: idSchema('Ukjent spiller.'),
  attendance: flag,
  ...eventSchemas,
});

const matchIDSchema = z.string().trim().min(1, 'Kampnummeret mangler.').max(64, 'Kampnummeret er for langt.');

export const saveMatchSchema = z.object({
  season: seasonSchema,
  round: z.coerce.number().int().min(1, 'Runden må være minst 1.').max(500, 'Ukjent runde.'),
  matchID: matchIDSchema,
  homeTeamScore: score,
  awayTeamScore: score,
  trivia: z.string().max(2000, 'Kampfakta kan være maks 2000 tegn.').default(''),
  players: z.array(playerLineSchema).max(60),
  /** The opponents' own goals: the club's score = its players' goals + these. */
  opponentOwnGoals: count.default(0),
});

export const reopenMatchSchema = z.object({ matchID: matchIDSchema });

/** As the route validates it; callers inside the API (live entry) may leave out the own goals (0). */
export type SaveMatchInput = Omit<z.output<typeof saveMatchSchema>, 'opponentOwnGoals'> & { opponentOwnGoals?: number };
export type PlayerLine = z.output<typeof playerLineSchema>;
