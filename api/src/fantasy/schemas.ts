import { z } from 'zod';
import { BOOSTS, ID_MAX, type Boost } from '@vsf/engine';
import { roundMatchInput } from '../match';
import { seasonSchema } from '../season';
import { userIdSchema } from '../accounts';

/** A round (001 §3: season, round, matchID) and whose team: the caller's own when userID is left out. */
export const userRoundInput = roundMatchInput.extend({ userID: userIdSchema.optional() });

export const roundInput = roundMatchInput;

export const seasonOnlyInput = z.object({ season: seasonSchema });

const PLAYER_ID_MESSAGE = 'Ugyldig spiller-ID.';

/** A slot or the captain: a player ID, or 0/null/missing for an empty one (as the spec sends them). */
const playerSlot = z.coerce
  .number({ error: PLAYER_ID_MESSAGE })
  .int(PLAYER_ID_MESSAGE)
  .min(0, PLAYER_ID_MESSAGE)
  .max(ID_MAX, PLAYER_ID_MESSAGE)
  .default(0);

const BOOST_MESSAGE = 'Boosten må være attackBoost, defenceBoost, superCaptain eller none.';

/** 'none' (the spec's word), '' and null all mean no active boost. */
const activeBoostSchema = z
  .union([z.enum(BOOSTS), z.literal('none'), z.literal(''), z.null()], {
    error: BOOST_MESSAGE,
  })
  .default(null)
  .transform((value): Boost | null => (value === 'none' || value === '' ? null : value));

/**
 * updateFantasyTeam's body (001 §7). username, teamName, date, the used flags and
 * remainingSubs are sent by the spec's client too; zod drops them, since the server reads
 * names from the account and computes the flags and substitutions from its own rows.
 */
export const updateTeamInput = userRoundInput.extend({
  player1: playerSlot,
  player2: playerSlot,
  player3: playerSlot,
  player4: playerSlot,
  player5: playerSlot,
  player6: playerSlot,
  player7: playerSlot,
  captain: playerSlot,
  activeBoost: activeBoostSchema,
});

export type UpdateTeamInput = z.output<typeof updateTeamInput>;
