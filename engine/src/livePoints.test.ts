import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchEventType } from './matchEvents';
import {
  boostCode,
  livePlayerPoints,
  pointsByPlayer,
  provisionalNumbers,
  rankLeague,
  type PackedTeams,
} from './livePoints';
import { liveResult, type LiveEventFacts } from './liveScore';
import { BOOSTS, playerMatchPoints, teamRoundPoints, type Boost, type PlayerRoundPoints } from './points';
import { rankByPoints, ranksOfPoints } from './rankings';

/*
 * The property: for any sequence of live events, the provisional points at full time
 * are what 'Bekreft resultat' stores. The save path is modelled here step by step as the API
 * runs it (finishLiveMatch → saveMatch → rescoreFixture): the form's counts per player, the
 * score by counting goals, each attending line scored with the club's goals for and against,
 * each team with teamRoundPoints, totals carried and ranked with rankByPoints.
 */

const SQUAD = [1, 2, 3, 4, 5, 6];
const POOL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const CLUB = 'Vinderen SF';

const eventArb = fc.record({
  type: fc.constantFrom<MatchEventType>('goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard'),
  minute: fc.integer({ min: 1, max: 90 }),
  playerID: fc.option(fc.constantFrom(...SQUAD), { nil: null }),
  assistPlayerID: fc.option(fc.constantFrom(...SQUAD), { nil: null }),
});

const eventsArb = fc
  .array(eventArb, { maxLength: 25 })
  .map((events): LiveEventFacts[] => events.map((event, index) => ({ ...event, eventID: index + 1 })));

const teamArb = fc.record({
  players: fc.shuffledSubarray(POOL, { minLength: 0, maxLength: 7 }),
  captainIndex: fc.nat(7),
  activeBoost: fc.option(fc.constantFrom<Boost>(...BOOSTS), { nil: null }),
  previousTotal: fc.integer({ min: 0, max: 300 }),
});

function pack(
  teams: readonly { players: number[]; captain: number | null; activeBoost: Boost | null; previousTotal: number }[],
): PackedTeams {
  const slots = 7;
  const players = new Int32Array(teams.length * slots);
  teams.forEach((team, index) => team.players.forEach((id, slot) => (players[index * slots + slot] = id)));
  return {
    userIds: Int32Array.from(teams, (_, index) => index + 100),
    slots,
    players,
    captains: Int32Array.from(teams, (team) => team.captain ?? 0),
    boosts: Uint8Array.from(teams, (team) => boostCode(team.activeBoost)),
    storedRound: new Int32Array(teams.length),
    storedTotal: Int32Array.from(teams, (team) => team.previousTotal),
  };
}

/** The statistics form's lines and score, counted event by event as an admin would. */
function savedByHand(events: readonly LiveEventFacts[], keeperID: number | null, clubHome: boolean) {
  const count = (playerID: number, type: MatchEventType, role: 'playerID' | 'assistPlayerID' = 'playerID') =>
    events.filter((event) => event.type === type && event[role] === playerID).length;
  const goalsFor = events.filter((event) => event.type === 'goal').length;
  const goalsConceded = events.filter((event) => event.type === 'opponentGoal' || event.type === 'ownGoal').length;
  const points = new Map<number, PlayerRoundPoints>();
  for (const playerID of SQUAD) {
    const breakdown = playerMatchPoints({
      attendance: 1,
      keeper: playerID === keeperID ? 1 : 0,
      goalsScored: count(playerID, 'goal'),
      assists: count(playerID, 'goal', 'assistPlayerID'),
      ownGoals: count(playerID, 'ownGoal'),
      yellowCards: count(playerID, 'yellowCard'),
      redCards: count(playerID, 'redCard'),
      goalsFor,
      goalsConceded,
    });
    points.set(playerID, { totalPoints: breakdown.totalPoints, attended: true });
  }
  const score = clubHome
    ? { homeTeamScore: goalsFor, awayTeamScore: goalsConceded }
    : { homeTeamScore: goalsConceded, awayTeamScore: goalsFor };
  return { points, match: { goalsFor, goalsConceded }, score };
}

describe('provisional points', () => {
  it('equal at full time what saving the result gives, for every player and every team', () => {
    fc.assert(
      fc.property(
        eventsArb,
        fc.option(fc.constantFrom(...SQUAD), { nil: null }),
        fc.boolean(),
        fc.array(teamArb, { maxLength: 12 }),
        (events, keeperID, clubHome, teamInputs) => {
          const fixture = clubHome
            ? { homeTeam: CLUB, awayTeam: 'Motstander IL' }
            : { homeTeam: 'Motstander IL', awayTeam: CLUB };
          const result = liveResult(SQUAD, keeperID, events, clubHome);
          const provisional = livePlayerPoints(fixture, result);
          const saved = savedByHand(events, keeperID, clubHome);

          expect({ homeTeamScore: result.homeTeamScore, awayTeamScore: result.awayTeamScore }).toEqual(saved.score);
          expect(new Map(provisional.map((player) => [player.playerID, player.points]))).toEqual(
            new Map([...saved.points].map(([id, own]) => [id, own.totalPoints])),
          );

          const teams = teamInputs.map((team) => ({
            ...team,
            captain: team.players[team.captainIndex] ?? null,
          }));
          const live = provisionalNumbers(pack(teams), pointsByPlayer(provisional), saved.match);
          const rounds = teams.map((team) => teamRoundPoints(team, saved.points, saved.match));
          const totals = teams.map((team, index) => team.previousTotal + rounds[index]!);
          const ranked = rankByPoints(
            totals.map((total, index) => ({ index, total })),
            (row) => row.total,
          );
          expect([...live.roundPoints]).toEqual(rounds);
          expect([...live.totalPoints]).toEqual(totals);
          for (const row of ranked) expect(live.worldRank[row.index]).toBe(row.rank);
        },
      ),
    );
  });

  it('gives no points in a match the club does not play', () => {
    const result = liveResult(SQUAD, null, [], true);
    expect(livePlayerPoints({ homeTeam: 'A', awayTeam: 'B' }, result)).toEqual([]);
  });
});

describe('ranksOfPoints', () => {
  it('gives the ranks rankByPoints gives: ties share, the next skips', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 60 }), (points) => {
        const fast = ranksOfPoints(points);
        for (const row of rankByPoints(
          points.map((value, index) => ({ value, index })),
          (row) => row.value,
        )) {
          expect(fast[row.index]).toBe(row.rank);
        }
      }),
    );
    expect([...ranksOfPoints([5, 9, 5, 1])]).toEqual([2, 1, 2, 4]);
  });
});

describe('rankLeague', () => {
  it('ranks members by total with shared ranks, a member without a team on 0', () => {
    const numbers = new Map([
      [1, { roundPoints: 10, totalPoints: 40 }],
      [2, { roundPoints: 12, totalPoints: 40 }],
      [3, { roundPoints: 1, totalPoints: 50 }],
    ]);
    expect(rankLeague([1, 2, 3, 4], (id) => numbers.get(id))).toEqual([
      { userID: 3, rank: 1, roundPoints: 1, totalPoints: 50 },
      { userID: 2, rank: 2, roundPoints: 12, totalPoints: 40 },
      { userID: 1, rank: 2, roundPoints: 10, totalPoints: 40 },
      { userID: 4, rank: 4, roundPoints: 0, totalPoints: 0 },
    ]);
  });
});
