import { z } from 'zod';
import {
  AVAILABILITY_COMMENT_MAX_LENGTH,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_STATUSES,
  SQUAD_MAX_PLAYERS,
} from '@vsf/engine';
import { idNumberSchema, oneLineText } from '../platform/http/inputRules';
import { matchIDSchema } from '../match';

const playerIdSchema = idNumberSchema('Spilleren må angis med et gyldig nummer.');

export const matchOnlySchema = z.object({ matchID: matchIDSchema });

export const setAvailabilitySchema = z.object({
  matchID: matchIDSchema,
  status: z.enum(AVAILABILITY_STATUSES, { error: AVAILABILITY_MESSAGES.statusInvalid }),
  comment: oneLineText()
    .pipe(z.string().max(AVAILABILITY_COMMENT_MAX_LENGTH, AVAILABILITY_MESSAGES.commentTooLong))
    .optional(),
  playerID: playerIdSchema.optional(),
});

export const publishSquadSchema = z.object({
  matchID: matchIDSchema,
  playerIDs: z
    .array(playerIdSchema, { error: 'Troppen må være en liste med spillere.' })
    .min(1, AVAILABILITY_MESSAGES.squadEmpty)
    .max(SQUAD_MAX_PLAYERS, AVAILABILITY_MESSAGES.squadTooLarge),
});
