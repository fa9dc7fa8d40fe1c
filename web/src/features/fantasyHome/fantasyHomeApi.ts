/** The home page's calls (001 §7); row fields as the API's README (api/src/fantasy) states them. */
import { api } from '../../api/client';
import type { Flag, RoundMatchInput } from '@vsf/engine';

/** 'round': the last round; 'season': every round up to it. */
export type TableScope = 'round' | 'season';

export function getTop7FantasyTeams(scope: TableScope, round: RoundMatchInput) {
  const call = scope === 'round' ? 'getTop7FantasyTeamsThisRound' : 'getTop7FantasyTeamsThisSeason';
  return api(call, round);
}

export function getTop7MostUsedPlayers(scope: TableScope, round: RoundMatchInput) {
  const call = scope === 'round' ? 'getTop7MostUsedVSFPlayersThisRound' : 'getTop7MostUsedVSFPlayersThisSeason';
  return api(call, round);
}

/** 'Ikke vis igjen' ticked sends 0 (do not show again), else 1 (001 §4). */
export function updateWelcomeModalSettings(userID: number, showModalAgain: Flag) {
  return api('updateWelcomeModalSettings', { userID, showModalAgain });
}
