import { describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { type SeasonTableRow } from '@vsf/contract';
import { makeFixture } from '../../test/factories';
import { latestResults, tableTop } from './ClubGlance';

const row = (team: string, points: number, tournement = '5. div', season = 2026): SeasonTableRow => ({
  team,
  season,
  tournement,
  position: 0,
  gamesPlayed: 10,
  wins: 0,
  ties: 0,
  losses: 0,
  goalsScored: 0,
  goalsConceded: 0,
  goalDifference: 0,
  points,
});

describe("the desktop's right side bar", () => {
  it('lists the last played matches, newest first', () => {
    const fixtures = [1, 2, 3, 4, 5].map((id) =>
      makeFixture({ fixtureTableID: id, homeTeamScore: id <= 4 ? 1 : null, awayTeamScore: id <= 4 ? 0 : null }),
    );
    expect(latestResults(fixtures).map((fixture) => fixture.fixtureTableID)).toEqual([4, 3, 2]);
  });

  it("shows the top of the club's own league table this season, best first", () => {
    const rows = [
      row('Heming', 20),
      row(club.name, 25),
      row('Ullern', 30),
      row('Frigg', 10),
      row('Røa', 5),
      row('Bygdøy', 15),
      { ...row(club.name, 3, 'Oslo Cup'), gamesPlayed: 2 },
      row('Ullern', 99, '5. div', 2025),
    ];
    expect(tableTop(rows, 2026).map((entry) => entry.team)).toEqual(['Ullern', club.name, 'Heming', 'Bygdøy', 'Frigg']);
  });
});
