/** The home page's calls (001 §7); row fields as the API's README (api/src/fantasy) states them. */
import { api } from '../../api/client';
import type { Flag } from '../../api/types';
import type { RoundInput } from '../fantasyTeam/fantasyTeamApi';

export interface RankingRow {
  rank: number;
  userID: number;
  username: string;
  teamName: string;
  roundPoints: number;
  totalPoints: number;
}

export interface MostUsedPlayer {
  playerID: number;
  name: string;
  position: string;
  useCount: number;
  /** useCount / teamCount × 100 with 2 decimals, computed by the server with the engine. */
  usePercentage: number;
  totalPoints: number;
}

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

export function getTop7FantasyTeams(scope: TableScope, round: RoundInput) {
  return api<{ teams: RankingRow[] }>(top7TeamsCall[scope], round);
}

export function getTop7MostUsedPlayers(scope: TableScope, round: RoundInput) {
  return api<{ mostUsedPlayers: MostUsedPlayer[]; teamCount: number }>(mostUsedCall[scope], round);
}

/** 'Ikke vis igjen' ticked sends 0 (do not show again), else 1 (001 §4). */
export function updateWelcomeModalSettings(userID: number, showModalAgain: Flag) {
  return api<{ msg?: string }>('updateWelcomeModalSettings', { userID, showModalAgain });
}
