import { z } from 'zod';
import { idSchema } from '../../platform/http/inputRules';
import { END_OF_SEASON, ROUND_MIN, parseKickoffTime } from '@vsf/engine';
import { seasonSchema } from '../../season';
import { fixtureDate } from '../fixtures/schemas';

/** 002 §5: every schedule field is required. */
export const ALL_FIELDS = 'Alle felt må fylles ut!';
/** 002 §2.4: 'none' asks the server to generate a match number. */
export const NO_MATCH_NUMBER = 'none';

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: ALL_FIELDS }).trim().max(max, 'Teksten er for lang.'));

export const fixtureTableIDSchema = idSchema('Ugyldig kamp.');

export const scheduleRoundSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: ALL_FIELDS })
    .int('Runden må være et heltall.')
    .min(ROUND_MIN, `Runden må være minst ${ROUND_MIN}.`)
    .max(500, 'Runden er for høy.'),
);

const dateSchema = z.preprocess(blankToUndefined, fixtureDate(ALL_FIELDS));

const timeSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: ALL_FIELDS })
    .trim()
    .transform((value, ctx) => {
      const time = parseKickoffTime(value);
      if (time === null) {
        ctx.addIssue({ code: 'custom', message: 'Klokkeslettet må skrives tt.mm (24 timer).' });
        return z.NEVER;
      }
      return time;
    }),
);

/** Match numbers travel in URLs and realtime room names: letters, digits, '-' and '_'. */
export const scheduleMatchIDSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: ALL_FIELDS })
    .trim()
    .max(60, 'Kampnummeret er for langt.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Kampnummeret kan bare ha bokstaver (a–z), tall, - og _.')
    .refine((value) => value !== END_OF_SEASON, 'Kampnummeret er reservert.'),
);

/**
 * Team names are not trimmed: 'Vinderen ' (with the space) is one of the club's own
 * spellings (002 §5); other names with spaces around are refused in the handler.
 */
const teamSchema = z.preprocess(blankToUndefined, z.string({ error: ALL_FIELDS }).max(60, 'Lagnavnet er for langt.'));

export const fixtureFields = {
  /**
   * The season the fixture belongs to (the schedule's year selector). Never read from the
   * date: a season's last match may be played in January. Left out, a new fixture takes
   * its date's year and a changed one keeps its season.
   */
  season: seasonSchema.optional(),
  round: scheduleRoundSchema,
  date: dateSchema,
  /** The spec's field, still taken from older forms; the stored weekday is always the date's. */
  weekday: z.preprocess(blankToUndefined, z.string().trim().max(20, 'Ukedagen er for lang.').optional()),
  time: timeSchema,
  pitch: requiredText(100),
  tournement: requiredText(100),
  matchID: scheduleMatchIDSchema,
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  aside: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Antall spillere må være et tall.' })
      .int('Antall spillere må være et heltall.')
      .min(3, 'Antall spillere må være mellom 3 og 11.')
      .max(11, 'Antall spillere må være mellom 3 og 11.')
      .default(11),
  ),
};

export const addFixtureSchema = z.object(fixtureFields);

export const changeFixtureSchema = z.object({
  fixtureTableID: fixtureTableIDSchema,
  ...fixtureFields,
  /** Sent by the spec's client; results change through saveMatch / updateFixtureStats only. */
  gameResult: z.string().max(20).optional(),
});

export const fixtureIdInput = z.object({ fixtureTableID: fixtureTableIDSchema });

/** '3 - 1', '3-1' or '-' (not played). */
export const matchResultSchema = z
  .string({ error: 'Du må fylle inn resultatet av kampen også.' })
  .trim()
  .transform((value, ctx) => {
    if (value === '-') return null;
    const match = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(value);
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: "Resultatet må skrives som '3 - 1', eller '-' når kampen ikke er spilt.",
      });
      return z.NEVER;
    }
    return { home: Number(match[1]), away: Number(match[2]) };
  });

export const updateFixtureStatsSchema = z.object({
  fixtureTableID: fixtureTableIDSchema,
  matchResult: matchResultSchema,
  matchTrivia: z.string().max(2000, 'Kampfakta kan være maks 2000 tegn.').default(''),
});

export type AddFixtureInput = z.output<typeof addFixtureSchema>;
export type FixtureFieldsInput = Omit<AddFixtureInput, never>;
