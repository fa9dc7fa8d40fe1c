import { BOOSTS, chosenPlayers, type Boost } from '@vsf/engine';
import { type FantasyTeam } from '@vsf/contract';

/** A team's boost as the boost buttons hold it: a boost, or 'none'. */
type BoostChoice = Boost | 'none';

/** The team's slots, player1..player7 (001 §7). */
export const SLOTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** player1..player7 without the empty slots. */
export function teamPlayers(team: FantasyTeam | null): number[] {
  if (team === null) return [];
  return chosenPlayers(SLOTS.map((slot) => team[`player${slot}`] ?? 0));
}

export function boostOf(choice: BoostChoice | null | undefined): Boost | null {
  return BOOSTS.find((boost) => boost === choice) ?? null;
}
