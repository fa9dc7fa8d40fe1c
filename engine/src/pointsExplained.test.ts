import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOSTS, playerMatchPoints, teamRoundPoints, type Boost } from './points';
import { explainTeamPoints, type PlayerBreakdown } from './pointsExplained';

const PLAYERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const statsArb = fc.record({
  attendance: fc.constantFrom(0 as const, 1 as const),
  keeper: fc.constantFrom(0 as const, 1 as const),
  goalsScored: fc.nat(4),
  assists: fc.nat(4),
  ownGoals: fc.nat(2),
  yellowCards: fc.nat(2),
  redCards: fc.nat(1),
});

const caseArb = fc
  .record({
    team: fc.shuffledSubarray(PLAYERS, { minLength: 0, maxLength: 7 }),
    captainIndex: fc.option(fc.nat(6), { nil: null }),
    activeBoost: fc.option(fc.constantFrom<Boost>(...BOOSTS), { nil: null }),
    goalsFor: fc.nat(12),
    goalsConceded: fc.nat(12),
    stats: fc.array(fc.tuple(fc.constantFrom(...PLAYERS), statsArb), { maxLength: 10 }),
  })
  .map(({ team, captainIndex, activeBoost, goalsFor, goalsConceded, stats }) => {
    const match = { goalsFor, goalsConceded };
    const points = new Map<number, PlayerBreakdown>(
      stats.map(([playerID, line]) => [
        playerID,
        { breakdown: playerMatchPoints({ ...line, ...match }), attended: line.attendance === 1 },
      ]),
    );
    const captain = captainIndex === null ? null : (team[captainIndex] ?? null);
    return { team: { players: team, captain, activeBoost }, points, match };
  });

describe('explainTeamPoints', () => {
  it("adds up to teamRoundPoints for any team, captain, boost and players' statistics", () => {
    fc.assert(
      fc.property(caseArb, ({ team, points, match }) => {
        const explained = explainTeamPoints(team, points, match);
        const roundPoints = teamRoundPoints(
          team,
          new Map(
            [...points].map(([id, own]) => [id, { totalPoints: own.breakdown.totalPoints, attended: own.attended }]),
          ),
          match,
        );
        expect(explained.roundPoints).toBe(roundPoints);
        expect(explained.players.reduce((sum, player) => sum + player.points, 0)).toBe(roundPoints);
        expect(explained.players.map((player) => player.playerID)).toEqual(team.players);
      }),
    );
  });

  it('gives each player base × multiplier + boost bonus, the armband adding base × (multiplier − 1)', () => {
    fc.assert(
      fc.property(caseArb, ({ team, points, match }) => {
        for (const player of explainTeamPoints(team, points, match).players) {
          expect(player.points).toBe(player.base * player.multiplier + player.boostBonus);
          expect(player.captainBonus).toBe(player.base * (player.multiplier - 1) + 0);
          expect(player.base).toBe(player.breakdown.totalPoints);
          expect(player.isCaptain).toBe(player.playerID === team.captain);
          const expected = !player.isCaptain ? 1 : team.activeBoost === 'superCaptain' ? 3 : 2;
          expect(player.multiplier).toBe(expected);
          if (!player.attended || team.activeBoost === null || team.activeBoost === 'superCaptain') {
            expect(player.boostBonus).toBe(0);
          }
        }
      }),
    );
  });

  it("explains the issue's round: a captain doubled and the defence boost's +3 for five who attended", () => {
    const match = { goalsFor: 2, goalsConceded: 1 };
    const attended = (playerID: number) => ({
      breakdown: playerMatchPoints({
        attendance: 1,
        keeper: 0,
        goalsScored: playerID === 1 ? 1 : 0,
        assists: 0,
        ownGoals: 0,
        yellowCards: 0,
        redCards: 0,
        ...match,
      }),
      attended: true,
    });
    const points = new Map([1, 2, 3, 4, 5].map((id) => [id, attended(id)]));
    const explained = explainTeamPoints(
      { players: [1, 2, 3, 4, 5, 6, 7], captain: 1, activeBoost: 'defenceBoost' },
      points,
      match,
    );
    const captain = explained.players[0]!;
    // 5 attendance + 3 goal + 1 goals for − 1 conceded + 1 two or fewer + 1 win.
    expect(captain).toMatchObject({ base: 10, multiplier: 2, captainBonus: 10, boostBonus: 3, points: 23 });
    expect(explained.players.slice(5).map((player) => player.points)).toEqual([0, 0]);
    expect(explained.roundPoints).toBe(23 + 4 * (7 + 3));
  });
});
