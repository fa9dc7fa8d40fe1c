/** The points page's calls (001 §7); team calls as the API's README (api/src/fantasy) states them. */
import { api } from '../../api/client';
import type { RoundInput } from '../fantasyTeam/fantasyTeamApi';
import type { Player, PlayerFantasy, PlayerStats } from '../player/types';

export interface MatchPlayer {
  playerID: number;
  firstName: string;
  lastName: string;
  nickname: string;
}

export interface MatchDetail {
  fixtureData: { tournement: string; pitch: string; trivia: string };
  goalScorers: (MatchPlayer & { goalsScored: number })[];
  assists: (MatchPlayer & { assists: number })[];
  ownGoals: (MatchPlayer & { ownGoals: number })[];
  yellowCards: (MatchPlayer & { yellowCards: number })[];
  redCards: (MatchPlayer & { redCards: number })[];
  goalKeepers: MatchPlayer[];
}

export interface RoundAverage {
  averageRoundPoints: number;
  highestRoundPoints: number;
  teamCount: number;
}

export type PlayerWithFantasy = Player & { fantasy: PlayerFantasy; useCount: number };

export function getSpecificFixture(round: RoundInput) {
  return api<MatchDetail>('getSpecificFixture', round);
}

export function getAverageFantasyTeamsPointsThisRound(round: RoundInput) {
  return api<RoundAverage>('getAverageFantasyTeamsPointsThisRound', round);
}

/** The user's place by round points this round (null without a team). */
export function getFantasyTeamRankingThisRound(round: RoundInput) {
  return api<{ rank: number | null }>('getFantasyTeamRankingThisRound', round);
}

/** Every player's fantasy points in one match ('Runde') or up to its date ('Alle runder'). */
export function getPlayersWithFantasy(scope: 'round' | 'season', round: RoundInput, date: string) {
  return scope === 'round'
    ? api<{ players: PlayerWithFantasy[] }>('getPlayersWithRequestedFantasyForThisRoundMatchID', round)
    : api<{ players: PlayerWithFantasy[] }>('getPlayersWithRequestedFantasyUntilThisRoundMatchID', {
        season: round.season,
        date,
      });
}

/** The raw numbers behind the points: the match's part of byDate, or the totals up to the date. */
export function getPlayersWithStats(scope: 'round' | 'season', season: number, date: string) {
  return api<{ players: (Player & { stats: PlayerStats })[] }>('getPlayersWithRequestedStats', {
    season,
    thisDate: date,
    includeByDate: scope === 'round',
  });
}
