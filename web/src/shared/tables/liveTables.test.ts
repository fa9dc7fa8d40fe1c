import { describe, expect, it } from 'vitest';
import type { LiveMatchSummary, SeasonTableRow } from '@vsf/contract';
import { withLiveMatches } from './liveTables';

const LEAGUE = '5. div. Menn avd. 01';
const row = (team: string, points: number, tournement = LEAGUE): SeasonTableRow => ({
  season: 2026,
  tournement,
  position: 0,
  team,
  gamesPlayed: 3,
  wins: points / 3,
  ties: 0,
  losses: 3 - points / 3,
  goalsScored: points,
  goalsConceded: 3,
  goalDifference: points - 3,
  points,
});
const rows = [row('Heming 2', 6), row('Vinderen SF', 3), row('Lyn 3', 3), row('Aker', 0, 'Oslo Cup')];
const live: LiveMatchSummary = {
  matchID: 'M1',
  season: 2026,
  round: 4,
  homeTeam: 'Vindern',
  awayTeam: 'Heming 2',
  phase: 'secondHalf',
  homeTeamScore: 2,
  awayTeamScore: 0,
  phaseStartedAt: null,
  halfLengthMinutes: 45,
};
const fixture = { matchID: 'M1', tournement: LEAGUE };

describe('the tables with a live match counted', () => {
  it("counts the running score in its tournament's table only, the two rows provisional", () => {
    const shown = withLiveMatches(rows, [], [live], [fixture]);
    const league = shown.rows.filter((r) => r.tournement === LEAGUE);
    expect(league.map((r) => [r.team, r.points, r.provisional])).toEqual([
      ['Vinderen SF', 6, true],
      ['Heming 2', 6, true],
      ['Lyn 3', 3, false],
    ]);
    expect(shown.rows.find((r) => r.team === 'Aker')).toMatchObject({ points: 0, provisional: false });
    expect(shown.live).toEqual([
      {
        season: 2026,
        tournement: LEAGUE,
        homeTeam: 'Vindern',
        awayTeam: 'Heming 2',
        homeTeamScore: 2,
        awayTeamScore: 0,
      },
    ]);
  });

  it('leaves the tables alone when no match is live, or its tournament has no table', () => {
    expect(withLiveMatches(rows, [], [], [fixture]).live).toEqual([]);
    const cup = withLiveMatches(rows, [], [live], [{ matchID: 'M1', tournement: 'Treningskamp' }]);
    expect(cup.live).toEqual([]);
    expect(cup.rows.some((r) => r.provisional)).toBe(false);
  });
});
