import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { BOOSTS, rankByPoints, teamRoundPoints, teamWorthTable, type Boost, type PlayerRoundPoints } from '@vsf/engine';
import { rawRows } from '../../platform/db/queryResults';
import { TEAM_SLOTS } from '../../fantasy';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { rankFixtureTeams, scoreFixtureTeams } from './scoreTeams';

/*
 * The database adds up the engine's worth table and ranks with rank(): for any teams,
 * player points and result, what it stores is what the engine gives (teamRoundPoints,
 * rankByPoints), a later match's totals move by each user's change, and a team whose
 * numbers stay the same is not written (its row version, xmin, is the one it had).
 */

let app: TestApp;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

const POOL = Array.from({ length: 12 }, (_, index) => index + 1);

const teamArb = fc
  .record({
    players: fc.shuffledSubarray(POOL, { minLength: 0, maxLength: 7 }),
    captainPick: fc.nat(),
    boost: fc.option(fc.constantFrom<Boost>(...BOOSTS), { nil: null }),
    // Narrow ranges, so that totals tie often: ties are where ranking rules differ.
    roundPoints: fc.integer({ min: -5, max: 15 }),
    totalPoints: fc.integer({ min: -10, max: 25 }),
    later: fc.option(fc.integer({ min: -10, max: 25 }), { nil: null }),
  })
  .map((team) => ({
    ...team,
    // A captain is one of the team's players, or none.
    captain:
      team.players.length > 0 && team.captainPick % 3 > 0
        ? team.players[team.captainPick % team.players.length]!
        : null,
  }));

const pointsArb = fc.dictionary(
  fc.constantFrom(...POOL.map(String)),
  fc.record({ totalPoints: fc.integer({ min: -15, max: 40 }), attended: fc.boolean() }),
);

const matchArb = fc.option(
  fc.record({ goalsFor: fc.integer({ min: 0, max: 12 }), goalsConceded: fc.integer({ min: 0, max: 12 }) }),
  { nil: null },
);

type Team = typeof teamArb extends fc.Arbitrary<infer T> ? T : never;

/** Two fixtures of the demo's season, the second after the first, emptied of their teams. */
async function twoFixtures(trx: Knex.Transaction): Promise<[number, number]> {
  const [first, second] = await trx('fixtures').orderBy(['date', 'time', 'matchId']).limit(2).pluck('id');
  await trx('fantasy_teams').whereIn('fixtureId', [first!, second!]).delete();
  return [first!, second!];
}

async function insertTeams(trx: Knex.Transaction, fixtureId: number, laterId: number, teams: readonly Team[]) {
  const rows = teams.map((team, index) => ({
    userId: index + 1,
    fixtureId,
    ...Object.fromEntries(TEAM_SLOTS.map((slot, at) => [slot, team.players[at] ?? null])),
    captainId: team.captain,
    activeBoost: team.boost,
    roundPoints: team.roundPoints,
    totalPoints: team.totalPoints,
  }));
  if (rows.length > 0) await trx('fantasy_teams').insert(rows);
  const later = teams.flatMap((team, index) =>
    team.later === null ? [] : [{ userId: index + 1, fixtureId: laterId, totalPoints: team.later }],
  );
  if (later.length > 0) await trx('fantasy_teams').insert(later);
}

/** Each team's row version: a row that was not written keeps its xmin. */
async function rowVersions(trx: Knex.Transaction, fixtureId: number) {
  const result = await trx.raw('SELECT user_id, xmin::text AS version FROM fantasy_teams WHERE fixture_id = ?', [
    fixtureId,
  ]);
  return rawRows<{ userId: number; version: string }>(result);
}

describe('scoring a match in the database', () => {
  it("stores the engine's round points, totals and ranks, and carries the change to a later match", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(teamArb, { maxLength: 40 }), pointsArb, matchArb, async (teams, rawPoints, match) => {
        const points = new Map<number, PlayerRoundPoints>(
          Object.entries(rawPoints).map(([id, own]) => [Number(id), own]),
        );
        const trx = await db().transaction();
        try {
          const [fixtureId, laterId] = await twoFixtures(trx);
          await insertTeams(trx, fixtureId, laterId, teams);
          const versions = new Map((await rowVersions(trx, fixtureId)).map((row) => [row.userId, row.version]));
          const count = await scoreFixtureTeams(
            trx,
            fixtureId,
            match ? teamWorthTable(points, match) : null,
            teams.some((team) => team.later !== null) ? [laterId] : [],
          );
          await rankFixtureTeams(trx, laterId);

          const expected = teams.map((team, index) => {
            const round = match
              ? teamRoundPoints(
                  { players: team.players, captain: team.captain, activeBoost: team.boost },
                  points,
                  match,
                )
              : 0;
            return { userId: index + 1, round, total: team.totalPoints - team.roundPoints + round, team };
          });
          const ranks = new Map(
            rankByPoints(expected, (row) => row.total).map((row) => [row.userId, match ? row.rank : null]),
          );
          const stored = await trx('fantasy_teams')
            .where({ fixtureId })
            .orderBy('userId')
            .select('userId', 'roundPoints', 'totalPoints', 'worldRank');
          expect(count).toBe(teams.length);
          expect(stored).toEqual(
            expected.map((row) => ({
              userId: row.userId,
              roundPoints: row.round,
              totalPoints: row.total,
              worldRank: ranks.get(row.userId),
            })),
          );
          for (const row of await rowVersions(trx, fixtureId)) {
            const own = expected[row.userId - 1]!;
            const unchanged =
              own.round === own.team.roundPoints &&
              own.total === own.team.totalPoints &&
              ranks.get(row.userId) === null;
            if (unchanged) expect(row.version).toBe(versions.get(row.userId));
          }

          const later = expected.filter((row) => row.team.later !== null);
          const laterRows = await trx('fantasy_teams')
            .where({ fixtureId: laterId })
            .orderBy('userId')
            .select('userId', 'totalPoints', 'worldRank');
          const laterTotals = later.map((row) => ({
            userId: row.userId,
            total: row.team.later! + row.round - row.team.roundPoints,
          }));
          const laterRanks = new Map(
            rankByPoints(laterTotals, (row) => row.total).map((row) => [row.userId, row.rank]),
          );
          expect(laterRows).toEqual(
            laterTotals.map((row) => ({
              userId: row.userId,
              totalPoints: row.total,
              worldRank: laterRanks.get(row.userId),
            })),
          );
        } finally {
          await trx.rollback();
        }
      }),
      { numRuns: 40 },
    );
  });
});
