/** The home page's calls (001 §7); row fields as the API's README (api/src/fantasy) states them. */
import type { Flag, RoundMatchInput } from '@vsf/contract';
import { api } from '../../api/client';

/** 'round': the last round; 'season': every round up to it. */
export type TableScope = 'round' | 'season';

export const top7TeamsCall = {
  round: 'getTop7FantasyTeamsThisRound',
  season: 'getTop7FantasyTeamsThisSeason',
} as const satisfies Record<TableScope, string>;

export const mostUsedCall = {
  round: 'getTop7MostUsedVSFPlayersThisRound',
  season: 'getTop7MostUsedVSFPlayersThisSeason',
} as const satisfies Record<TableScope, string>;

export function getTop7FantasyTeams(scope: TableScope, round: RoundMatchInput) {
  return api(top7TeamsCall[scope], round);
}

export function getTop7MostUsedPlayers(scope: TableScope, round: RoundMatchInput) {
  return api(mostUsedCall[scope], round);
}

/** 'Ikke vis igjen' ticked sends 0 (do not show again), else 1 (001 §4). */
export function updateWelcomeModalSettings(userID: number, showModalAgain: Flag) {
  return api('updateWelcomeModalSettings', { userID, showModalAgain });
}
