/**
 * The team calls of 001 §7 ('Team data') as the API's README (api/src/fantasy) states them.
 * Refusals are answers (`success: false, msg`); the caller decides what the user sees.
 */
import { BOOSTS, chosenPlayers, type Boost, type FantasyTeam, type Flag, type RoundMatchInput } from '@vsf/engine';
import { api } from '../../api/client';

export type BoostChoice = Boost | 'none';

export interface TeamChoice {
  players: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
}

const SLOTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** player1..player7 without the empty slots. */
export function teamPlayers(team: FantasyTeam | null): number[] {
  if (team === null) return [];
  return chosenPlayers(SLOTS.map((slot) => team[`player${slot}`] ?? 0));
}

export function boostOf(choice: BoostChoice | null | undefined): Boost | null {
  return BOOSTS.find((boost) => boost === choice) ?? null;
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
