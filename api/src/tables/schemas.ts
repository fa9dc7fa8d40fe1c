import { z } from 'zod';
import { MAX_RESULT_GOALS, parseFixtureDate } from '@vsf/engine';
import { idSchema, oneLineText } from '../platform/http/inputRules';
import { seasonSchema } from '../season';

export const TABLE_MESSAGES = {
  tournamentNotFound: 'Fant ikke turneringen.',
  resultNotFound: 'Fant ikke resultatet.',
  correctionNotFound: 'Fant ikke korreksjonen.',
  resultSaved: 'Resultatet er lagret, og tabellen er oppdatert.',
  resultDeleted: 'Resultatet er slettet, og tabellen er oppdatert.',
  correctionSaved: 'Korreksjonen er lagret, og tabellen er oppdatert.',
  correctionDeleted: 'Korreksjonen er fjernet, og tabellen er oppdatert.',
  resultMovedTable: 'Et resultat kan ikke flyttes til en annen sesong eller turnering. Slett det og legg det inn der.',
  noCorrection: 'Skriv inn poeng som skal trekkes, eller kryss av for at laget har trukket seg.',
  reasonRequired: 'Skriv en begrunnelse. Den vises under tabellen.',
  teamRequired: 'Velg eller skriv inn laget.',
} as const;

/** Numbers from a form's text; an empty or missing field is refused, never read as 0. */
const numberFromText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

const GOALS = `Antall mål må være et helt tall fra 0 til ${MAX_RESULT_GOALS}.`;
const goals = z.preprocess(
  numberFromText,
  z.number({ error: GOALS }).int(GOALS).min(0, GOALS).max(MAX_RESULT_GOALS, GOALS),
);

const team = oneLineText().pipe(z.string().max(60, 'Lagnavnet er for langt.'));

const tableKey = {
  season: seasonSchema,
  tournement: z.string({ error: TABLE_MESSAGES.tournamentNotFound }).min(1, TABLE_MESSAGES.tournamentNotFound).max(100),
};

export const tableKeySchema = z.object(tableKey);

export const saveLeagueResultSchema = z.object({
  ...tableKey,
  resultID: idSchema(TABLE_MESSAGES.resultNotFound).optional(),
  date: z.string({ error: 'Skriv inn datoen.' }).transform((value, ctx) => {
    const iso = parseFixtureDate(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: 'Datoen må skrives dd.mm.åååå.' });
      return z.NEVER;
    }
    return iso;
  }),
  homeTeam: team,
  awayTeam: team,
  homeTeamScore: goals,
  awayTeamScore: goals,
});

export const resultIDSchema = z.object({ resultID: idSchema(TABLE_MESSAGES.resultNotFound) });

export const POINTS_DEDUCTED_MAX = 99;

export const saveTableCorrectionSchema = z.object({
  ...tableKey,
  team: oneLineText().pipe(z.string().min(1, TABLE_MESSAGES.teamRequired).max(60, 'Lagnavnet er for langt.')),
  pointsDeducted: z.preprocess(
    numberFromText,
    z
      .number({ error: 'Poengtrekket må være et helt tall.' })
      .int('Poengtrekket må være et helt tall.')
      .min(0, 'Poengtrekket kan ikke være negativt.')
      .max(POINTS_DEDUCTED_MAX, `Poengtrekket kan være høyst ${POINTS_DEDUCTED_MAX}.`),
  ),
  withdrawn: z.boolean({ error: 'Ugyldig valg.' }),
  reason: oneLineText().pipe(z.string().min(1, TABLE_MESSAGES.reasonRequired).max(200, 'Begrunnelsen er for lang.')),
});

export const correctionIDSchema = z.object({ correctionID: idSchema(TABLE_MESSAGES.correctionNotFound) });
