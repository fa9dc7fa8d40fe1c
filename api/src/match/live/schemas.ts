import { z } from 'zod';
import { ID_MAX } from '@vsf/engine';
import { idNumberSchema } from '../../platform/http/inputRules';

const matchID = z
  .string({ error: 'Kampnummeret mangler.' })
  .trim()
  .min(1, 'Kampnummeret mangler.')
  .max(64, 'Kampnummeret er for langt.');
const playerID = idNumberSchema('Ukjent spiller.').nullable().optional();
const eventID = idNumberSchema('Ukjent hendelse.');
const version = idNumberSchema('Ukjent versjon av hendelsen.').optional();
const eventType = z.enum(['goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard'], {
  error: 'Ukjent type hendelse.',
});
// The range depends on the half's length, so the engine checks it (liveEventProblem).
const minute = z
  .number({ error: 'Minuttet må være et helt tall.' })
  .int('Minuttet må være et helt tall.')
  .min(-ID_MAX, 'Minuttet må være et helt tall.')
  .max(ID_MAX, 'Minuttet må være et helt tall.');

export const matchOnlySchema = z.object({ matchID });

export const startLiveMatchSchema = z.object({
  matchID,
  squad: z
    .array(idNumberSchema('Ukjent spiller i troppen.'), { error: 'Velg troppen.' })
    .min(1, 'Velg minst én spiller i troppen.')
    .max(60, 'Troppen kan ha maks 60 spillere.'),
  keeperID: playerID,
});

export const addMatchEventSchema = z.object({
  matchID,
  type: eventType,
  minute,
  playerID,
  assistPlayerID: playerID,
});

export const updateMatchEventSchema = z.object({
  eventID,
  version,
  type: eventType.optional(),
  minute: minute.optional(),
  playerID,
  assistPlayerID: playerID,
});

export const deleteMatchEventSchema = z.object({ eventID, version });

export const setMatchPhaseSchema = z.object({
  matchID,
  phase: z.enum(['firstHalf', 'halfTime', 'secondHalf', 'finished'], { error: 'Ukjent fase i kampen.' }),
});
