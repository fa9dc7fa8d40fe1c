/**
 * The team calls of 001 §7 ('Team data') as the API's README (api/src/fantasy) states them.
 * Refusals are answers (`success: false, msg`); the caller decides what the user sees.
 */
import { BOOSTS, chosenPlayers, type Boost } from '@vsf/engine';
import { api } from '../../api/client';
import type { Flag } from '../../api/types';

export type BoostChoice = Boost | 'none';

export interface RoundInput {
  season: number;
  round: number;
  matchID: string;
}

/** A fantasy team (001 §3), with the spec's field names. */
export interface FantasyTeam {
  fantasyStatsID: number;
  userID: number;
  username: string;
  teamName: string;
  season: number;
  round: number;
  matchID: string;
  /** dd.mm.yyyy */
  date: string;
  player1: number | null;
  player2: number | null;
  player3: number | null;
  player4: number | null;
  player5: number | null;
  player6: number | null;
  player7: number | null;
  captain: number | null;
  activeBoost: BoostChoice;
  attackBoostUsed: Flag;
  defenceBoostUsed: Flag;
  superCaptainUsed: Flag;
  /** null is unlimited (the infinity sign). */
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
  /** Another user's team before its deadline: players, captain and boost are hidden. */
  picksHidden: boolean;
}

export interface LoadedTeam {
  team: FantasyTeam | null;
  /** The previous round's players; null is the free first selection. */
  previousTeam: number[] | null;
  allowance: number | null;
  boostsUsedEarlier: Boost[];
  isCurrentRound: boolean;
  deadlineAt: string | null;
  canChange: boolean;
}

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

export function updateFantasyTeam(round: RoundInput, choice: TeamChoice) {
  const slots = Object.fromEntries(SLOTS.map((slot) => [`player${slot}`, choice.players[slot - 1] ?? 0]));
  return api<{ msg: string; team: FantasyTeam }>('updateFantasyTeam', {
    ...round,
    ...slots,
    captain: choice.captain,
    activeBoost: choice.activeBoost ?? 'none',
  });
}

/** 'Ikke vis igjen' ticked sends 0 (do not show again), else 1 (001 §4). */
export function updateTeamTipsSettings(userID: number, showModalAgain: Flag) {
  return api<{ msg?: string }>('updateTeamTipsSettings', { userID, showModalAgain });
}
