/**
 * The team calls of 001 §7 ('Team data') as the API's README (api/src/fantasy) states them.
 * Refusals are answers (`success: false, msg`); the caller decides what the user sees.
 */
import type { Boost } from '@vsf/engine';
import type { Flag, RoundMatchInput } from '@vsf/contract';
import { api } from '../../api/client';
import { SLOTS } from '../../shared/teamModal/teamSlots';

export interface TeamChoice {
  players: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
}

export function updateFantasyTeam(round: RoundMatchInput, choice: TeamChoice) {
  const slots = Object.fromEntries(SLOTS.map((slot) => [`player${slot}`, choice.players[slot - 1] ?? 0]));
  return api('updateFantasyTeam', {
    ...round,
    ...slots,
    captain: choice.captain,
    activeBoost: choice.activeBoost ?? 'none',
  });
}

/** 'Ikke vis igjen' ticked sends 0 (do not show again), else 1 (001 §4). */
export function updateTeamTipsSettings(userID: number, showModalAgain: Flag) {
  return api('updateTeamTipsSettings', { userID, showModalAgain });
}
