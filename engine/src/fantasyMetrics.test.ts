import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fantasyMetrics,
  formatFantasyMetric,
  formPoints,
  FORM_MATCH_COUNT,
  roundForPicks,
  type PlayerMatchLine,
} from './fantasyMetrics';

const line = (playerID: number, matchID: string, points: number, attended = true): PlayerMatchLine => ({
  playerID,
  matchID,
  attended,
  points,
});

const matchLine = fc.record({ attended: fc.boolean(), points: fc.integer({ min: -20, max: 40 }) });

describe('formPoints', () => {
  it('adds up the last three matches played, passing over the ones missed', () => {
    const matches = [
      { attended: true, points: 100 },
      { attended: true, points: 5 },
      { attended: false, points: 0 },
      { attended: true, points: 7 },
      { attended: true, points: -2 },
      { attended: false, points: 0 },
    ];
    expect(formPoints(matches)).toBe(5 + 7 - 2);
  });

  it('is the season total for a player with three matches or fewer', () => {
    fc.assert(
      fc.property(fc.array(matchLine, { maxLength: 12 }), (matches) => {
        const played = matches.filter((match) => match.attended);
        fc.pre(played.length <= FORM_MATCH_COUNT);
        expect(formPoints(matches)).toBe(played.reduce((sum, match) => sum + match.points, 0));
      }),
    );
  });

  it('depends only on the last three matches played', () => {
    fc.assert(
      fc.property(fc.array(matchLine, { maxLength: 12 }), fc.array(matchLine, { maxLength: 12 }), (older, newer) => {
        fc.pre(newer.filter((match) => match.attended).length >= FORM_MATCH_COUNT);
        expect(formPoints([...older, ...newer])).toBe(formPoints(newer));
      }),
    );
  });
});

describe('roundForPicks', () => {
  it('takes the current round once it has teams, else the last round before it with teams', () => {
    expect(
      roundForPicks([
        { id: 1, hasTeams: true },
        { id: 2, hasTeams: true },
      ])?.id,
    ).toBe(2);
    expect(
      roundForPicks([
        { id: 1, hasTeams: true },
        { id: 2, hasTeams: false },
      ])?.id,
    ).toBe(1);
    expect(roundForPicks([{ id: 1, hasTeams: false }])).toBeNull();
    expect(roundForPicks([])).toBeNull();
  });

  it('picks a round with teams, and no later one has any', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), (withTeams) => {
        const rounds = withTeams.map((hasTeams, index) => ({ index, hasTeams }));
        const chosen = roundForPicks(rounds);
        if (chosen === null) expect(withTeams.includes(true)).toBe(false);
        else {
          expect(chosen.hasTeams).toBe(true);
          expect(withTeams.slice(chosen.index + 1).includes(true)).toBe(false);
        }
      }),
    );
  });
});

describe('fantasyMetrics', () => {
  it("gives each player his last round's points, season total, form and share of teams", () => {
    const rows = fantasyMetrics({
      lines: [
        line(1, 'A', 10),
        line(2, 'A', 0, false),
        line(1, 'B', 4),
        line(1, 'C', 6),
        line(2, 'C', 9),
        line(1, 'D', 0, false),
        line(1, 'E', 3),
        line(2, 'E', 8),
      ],
      lastMatchID: 'E',
      useCounts: new Map([
        [2, 2],
        [7, 1],
      ]),
      teamCount: 3,
    });
    expect(rows).toEqual([
      { playerID: 1, matchesPlayed: 4, roundPoints: 3, seasonPoints: 23, form: 13, pickedPercentage: 0 },
      { playerID: 2, matchesPlayed: 2, roundPoints: 8, seasonPoints: 17, form: 17, pickedPercentage: 66.67 },
      // Picked, but no match yet: only his share.
      { playerID: 7, matchesPlayed: 0, roundPoints: 0, seasonPoints: 0, form: 0, pickedPercentage: 33.33 },
    ]);
  });

  it('gives 0 points for the last round to a player who did not play in it, and none before any result', () => {
    const lines = [line(1, 'A', 10), line(2, 'B', 5)];
    const useCounts = new Map<number, number>();
    expect(fantasyMetrics({ lines, lastMatchID: 'B', useCounts, teamCount: 0 }).map((row) => row.roundPoints)).toEqual([
      0, 5,
    ]);
    expect(fantasyMetrics({ lines: [], lastMatchID: null, useCounts, teamCount: 0 })).toEqual([]);
  });

  it('keeps the season total equal to the sum of the lines, and the share within 0 and 100', () => {
    const lines = fc.array(
      fc.record({
        playerID: fc.integer({ min: 1, max: 5 }),
        matchID: fc.constantFrom('A', 'B', 'C', 'D'),
        attended: fc.boolean(),
        points: fc.integer({ min: -20, max: 40 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(lines, fc.nat({ max: 20 }), fc.array(fc.nat({ max: 20 }), { maxLength: 5 }), (all, teams, uses) => {
        const useCounts = new Map(uses.map((count, index) => [index + 1, Math.min(count, teams)]));
        const rows = fantasyMetrics({ lines: all, lastMatchID: 'D', useCounts, teamCount: teams });
        for (const row of rows) {
          const own = all.filter((one) => one.playerID === row.playerID);
          expect(row.seasonPoints).toBe(own.reduce((sum, one) => sum + one.points, 0));
          expect(row.matchesPlayed).toBe(own.filter((one) => one.attended).length);
          expect(row.pickedPercentage).toBeGreaterThanOrEqual(0);
          expect(row.pickedPercentage).toBeLessThanOrEqual(100);
        }
        expect(new Set(rows.map((row) => row.playerID))).toEqual(
          new Set([...all.map((one) => one.playerID), ...useCounts.keys()]),
        );
      }),
    );
  });
});

describe('formatFantasyMetric', () => {
  it('writes points as they are and the share as a whole per cent', () => {
    expect(formatFantasyMetric('form', -3)).toBe('-3');
    expect(formatFantasyMetric('pickedPercentage', 33.33)).toBe('33\u00a0%');
    expect(formatFantasyMetric('pickedPercentage', 0.2)).toBe('<1\u00a0%');
    expect(formatFantasyMetric('pickedPercentage', 0)).toBe('0\u00a0%');
  });
});
