/** The points page's calls (001 §7); team calls as the API's README (api/src/fantasy) states them. */
import { api } from '../../api/client';
import type { RoundMatchInput } from '@vsf/contract';

export function getSpecificFixture(round: RoundMatchInput) {
  return api('getSpecificFixture', round);
}

export function getAverageFantasyTeamsPointsThisRound(round: RoundMatchInput) {
  return api('getAverageFantasyTeamsPointsThisRound', round);
}

/** The user's place by round points this round (null without a team). */
export function getFantasyTeamRankingThisRound(round: RoundMatchInput) {
  return api('getFantasyTeamRankingThisRound', round);
}

/** Every player's fantasy points in one match ('Runde') or up to its date ('Alle runder'). */
export function getPlayersWithFantasy(scope: 'round' | 'season', round: RoundMatchInput, date: string) {
  return scope === 'round'
    ? api('getPlayersWithRequestedFantasyForThisRoundMatchID', round)
    : api('getPlayersWithRequestedFantasyUntilThisRoundMatchID', {
        season: round.season,
        date,
      });
}

/** The raw numbers behind the points: the match's part of byDate, or the totals up to the date. */
export function getPlayersWithStats(scope: 'round' | 'season', season: number, date: string) {
  return api('getPlayersWithRequestedStats', {
    season,
    thisDate: date,
    includeByDate: scope === 'round',
  });
}
