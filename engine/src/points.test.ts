import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POINTS_BREAKDOWN_COLUMNS,
  deriveMatchOutcome,
  goalsConcededPoints,
  goalsForPoints,
  playerMatchPoints,
  teamPlayerPoints,
  teamRoundPoints,
  type Boost,
  type PlayerMatchStats,
} from './points';

const played: PlayerMatchStats = {
  attendance: 1,
  keeper: 0,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
  goalsFor: 0,
  goalsConceded: 0,
};

const statsArb: fc.Arbitrary<PlayerMatchStats> = fc.record({
  attendance: fc.constantFrom(0 as const, 1 as const),
  keeper: fc.constantFrom(0 as const, 1 as const),
  goalsScored: fc.nat(10),
  assists: fc.nat(10),
  ownGoals: fc.nat(3),
  yellowCards: fc.nat(2),
  redCards: fc.nat(1),
  goalsFor: fc.nat(30),
  goalsConceded: fc.nat(30),
});
const boostArb = fc.constantFrom<Boost | null>(null, 'attackBoost', 'defenceBoost', 'superCaptain');

describe('deriveMatchOutcome', () => {
  it('counts a clean sheet as two or fewer conceded too', () => {
    expect(deriveMatchOutcome(3, 0)).toEqual({
      cleanSheet: 1,
      twoOrLessConceded: 1,
      win: 1,
      tie: 0,
      loss: 0,
      gamePoints: 3,
    });
    expect(deriveMatchOutcome(2, 2)).toEqual({
      cleanSheet: 0,
      twoOrLessConceded: 1,
      win: 0,
      tie: 1,
      loss: 0,
      gamePoints: 1,
    });
    expect(deriveMatchOutcome(1, 3)).toEqual({
      cleanSheet: 0,
      twoOrLessConceded: 0,
      win: 0,
      tie: 0,
      loss: 1,
      gamePoints: 0,
    });
  });
});

describe('goals for and against', () => {
  it('gives +0.2 a goal rounded up and -0.2 a goal rounded down', () => {
    expect([0, 1, 5, 6, 10, 11].map(goalsForPoints)).toEqual([0, 1, 1, 2, 2, 3]);
    expect([0, 1, 5, 6, 10, 11].map(goalsConcededPoints)).toEqual([0, -1, -1, -2, -2, -3]);
    expect(Object.is(goalsConcededPoints(0), 0)).toBe(true);
  });
});

describe('playerMatchPoints', () => {
  it('gives nothing to a player who did not attend', () => {
    const points = playerMatchPoints({ ...played, attendance: 0, goalsScored: 3, goalsFor: 5 });
    expect(Object.values(points).every((value) => Object.is(value, 0))).toBe(true);
  });

  it('scores an outfield player in a 3-1 win with a goal, an assist and a yellow card', () => {
    expect(
      playerMatchPoints({ ...played, goalsScored: 1, assists: 1, yellowCards: 1, goalsFor: 3, goalsConceded: 1 }),
    ).toEqual({
      attendance: 5,
      goalsScored: 3,
      assists: 2,
      goalsFor: 1,
      goalsConceded: -1,
      cleanSheet: 0,
      twoOrLessConceded: 1,
      ownGoals: 0,
      yellowCards: -3,
      redCards: 0,
      wins: 1,
      losses: 0,
      totalPoints: 9,
    });
  });

  it('scores a keeper’s clean sheet as 8 plus 6 for two or fewer', () => {
    const points = playerMatchPoints({ ...played, keeper: 1, goalsFor: 1 });
    expect(points.cleanSheet).toBe(8);
    expect(points.twoOrLessConceded).toBe(6);
    expect(points.totalPoints).toBe(5 + 1 + 8 + 6 + 1);
  });

  it('scores a heavy loss with an own goal and a red card', () => {
    const points = playerMatchPoints({ ...played, ownGoals: 1, redCards: 1, goalsFor: 0, goalsConceded: 12 });
    expect(points).toMatchObject({ goalsConceded: -3, ownGoals: -3, redCards: -6, losses: -1, wins: 0 });
    expect(points.totalPoints).toBe(5 - 3 - 3 - 6 - 1);
  });

  it('always gives whole numbers that add up, and never -0', () => {
    fc.assert(
      fc.property(statsArb, (stats) => {
        const { totalPoints, ...categories } = playerMatchPoints(stats);
        const values = Object.values(categories);
        expect(values.every((value) => Number.isInteger(value) && !Object.is(value, -0))).toBe(true);
        expect(values.reduce((sum, value) => sum + value, 0)).toBe(totalPoints);
      }),
    );
  });
});

describe('POINTS_BREAKDOWN_COLUMNS', () => {
  it('has a column for every category', () => {
    expect(POINTS_BREAKDOWN_COLUMNS.map((column) => column.key).sort()).toEqual(
      Object.keys(playerMatchPoints(played)).sort(),
    );
  });
});

describe('teamPlayerPoints', () => {
  const context = { isCaptain: false, activeBoost: null, attended: true, goalsFor: 4, goalsConceded: 1 };

  it('doubles the captain and triples the super captain', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 60 }), (base) => {
        expect(teamPlayerPoints(base, context)).toBe(base);
        expect(teamPlayerPoints(base, { ...context, isCaptain: true })).toBe(2 * base);
        expect(teamPlayerPoints(base, { ...context, isCaptain: true, activeBoost: 'superCaptain' })).toBe(3 * base);
        expect(teamPlayerPoints(base, { ...context, activeBoost: 'superCaptain' })).toBe(base);
      }),
    );
  });

  it('adds the attack boost after the captain’s doubling', () => {
    expect(teamPlayerPoints(10, { ...context, isCaptain: true, activeBoost: 'attackBoost' })).toBe(24);
    expect(teamPlayerPoints(10, { ...context, activeBoost: 'attackBoost' })).toBe(14);
    expect(teamPlayerPoints(0, { ...context, attended: false, activeBoost: 'attackBoost' })).toBe(0);
  });

  it('adds 5, 3 or 0 for the defence boost', () => {
    const defence = { ...context, activeBoost: 'defenceBoost' as const };
    expect(teamPlayerPoints(10, { ...defence, goalsConceded: 0 })).toBe(15);
    expect(teamPlayerPoints(10, { ...defence, goalsConceded: 2 })).toBe(13);
    expect(teamPlayerPoints(10, { ...defence, goalsConceded: 3 })).toBe(10);
    expect(teamPlayerPoints(0, { ...defence, goalsConceded: 0, attended: false })).toBe(0);
    expect(teamPlayerPoints(10, { ...defence, goalsConceded: 0, isCaptain: true })).toBe(25);
  });
});

describe('teamRoundPoints', () => {
  const players = [1, 2, 3, 4, 5, 6, 7];
  const pointsByPlayer = new Map(players.map((id) => [id, { totalPoints: id, attended: true }]));
  const match = { goalsFor: 2, goalsConceded: 0 };

  it('sums the team with the captain doubled', () => {
    expect(teamRoundPoints({ players, captain: 7, activeBoost: null }, pointsByPlayer, match)).toBe(28 + 7);
  });

  it('counts a player without points as absent', () => {
    const partial = new Map([[1, { totalPoints: 10, attended: true }]]);
    expect(teamRoundPoints({ players, captain: 2, activeBoost: 'attackBoost' }, partial, match)).toBe(12);
  });

  it('applies the boost to attending players only', () => {
    const mixed = new Map(pointsByPlayer);
    mixed.set(3, { totalPoints: 0, attended: false });
    expect(teamRoundPoints({ players, captain: null, activeBoost: 'defenceBoost' }, mixed, match)).toBe(25 + 6 * 5);
  });

  it('is never fractional', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 40 }), { minLength: 7, maxLength: 7 }),
        boostArb,
        fc.nat(6),
        (points, boost, captainIndex) => {
          const map = new Map(points.map((value, index) => [index + 1, { totalPoints: value, attended: true }]));
          const total = teamRoundPoints({ players, captain: captainIndex + 1, activeBoost: boost }, map, match);
          expect(Number.isInteger(total)).toBe(true);
        },
      ),
    );
  });
});
