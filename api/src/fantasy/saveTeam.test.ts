import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { TEST_NOW } from '../testing/clock';
import { expectRow } from '../testing/rows';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * The team save under the deadline rush (docs/PERFORMANCE.md): how many statements one save
 * costs, and what concurrent saves of one team leave behind, on both databases.
 * updateFantasyTeam.test.ts holds its rules.
 */

let app: TestApp;
let fan: string;
let fanId: number;
let current: { id: number; season: number; round: number; matchId: string };
let active: number[];
let previousFixtureId: number;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  fan = await app.login('vsffan');
  fanId = expectRow(await db()('users').where({ username: 'vsffan' }).first('id')).id;
  const pointer = expectRow(await db()('season_state').first());
  current = expectRow(
    await db()('fixtures').where({ matchId: pointer.thisMatchId }).first('id', 'season', 'round', 'matchId'),
  );
  active = await db()('players').where({ active: 1 }).orderBy('id').pluck('id');
  const date = expectRow(await db()('fixtures').where({ id: current.id }).first('date')).date;
  previousFixtureId = expectRow(
    await db()('fixtures')
      .where({ season: current.season })
      .where('date', '<', date)
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'time', order: 'desc' },
      ])
      .first('id'),
  ).id;
});
afterAll(() => app.close());

beforeEach(async () => {
  app.setNow(TEST_NOW);
  // No team this round yet and no boost used before it: every save below may pick any boost.
  await db()('fantasy_teams').where({ userId: fanId, fixtureId: current.id }).delete();
  await db()('fantasy_teams')
    .where({ userId: fanId })
    .update({ activeBoost: null, attackBoostUsed: 0, defenceBoostUsed: 0, superCaptainUsed: 0 });
  // The previous round's team is the first 7 active players, with 3 substitutions to spend.
  const previous = Object.fromEntries(active.slice(0, 7).map((id, slot) => [`player${slot + 1}`, id]));
  await db()('fantasy_teams')
    .insert({ userId: fanId, fixtureId: previousFixtureId, ...previous, captainId: active[0], remainingSubs: 3 })
    .onConflict(['user_id', 'fixture_id'])
    .merge();
});

const BOOSTS = ['none', 'attackBoost', 'defenceBoost', 'superCaptain'] as const;

/** The i-th of several different saves: 0 to 2 newcomers, a captain and a boost of its own. */
function body(i: number) {
  const players = active.slice(i % 3, (i % 3) + 7);
  return {
    season: current.season,
    round: current.round,
    matchID: current.matchId,
    ...Object.fromEntries(players.map((id, slot) => [`player${slot + 1}`, id])),
    captain: players[i % 7],
    activeBoost: BOOSTS[i % BOOSTS.length],
  };
}

const save = (i: number) => app.callRaw('updateFantasyTeam', body(i), { cookie: fan });

/** Every statement sent to the database while `run` runs, but the session's lookup. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: { sql: string }) => statements.push(query.sql);
  db().on('query', record);
  try {
    await run();
  } finally {
    db().off('query', record);
  }
  return statements.filter((sql) => !/from "sessions"/.test(sql));
}

describe('a team save', () => {
  it('is one read and one write that queues the announcements itself, with no BEGIN or COMMIT', async () => {
    const first = await statementsOf(async () => expect((await save(0)).status).toBe(200));
    expect(first).toHaveLength(2);
    const [read, write] = first;
    expect(read).toMatch(/^with "round" as/);
    // The captain of a first save is news: the write queues it in the same statement.
    expect(write).toMatch(/insert into "fantasy_teams".*insert into "scheduled_announcements"/s);

    const unchanged = await statementsOf(async () => expect((await save(0)).status).toBe(200));
    expect(unchanged).toHaveLength(2);
    expect(unchanged[1]).toMatch(/^insert into "fantasy_teams"/);
  });

  it('refused by a rule is the read alone', async () => {
    const late = await statementsOf(async () => {
      app.setNow(new Date('2026-11-27T12:00:00+01:00'));
      expect((await save(0)).status).toBe(400);
    });
    expect(late).toHaveLength(1);
  });
});

describe('concurrent saves of one team', () => {
  it('all succeed, and the stored team is exactly one of them', async () => {
    const count = 12;
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => save(i)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const rows = await db()('fantasy_teams').where({ userId: fanId, fixtureId: current.id });
    expect(rows).toHaveLength(1);
    const stored = expectRow(rows[0]);
    // What each save answered it stored; the row is one of those answers, whole.
    const savedStates = answers.map((answer) => {
      const team = answer.body.team;
      return {
        players: [team.player1, team.player2, team.player3, team.player4, team.player5, team.player6, team.player7],
        captain: team.captain,
        activeBoost: team.activeBoost,
        flags: [team.attackBoostUsed, team.defenceBoostUsed, team.superCaptainUsed],
        remainingSubs: team.remainingSubs,
      };
    });
    const storedState = {
      players: [
        stored.player1,
        stored.player2,
        stored.player3,
        stored.player4,
        stored.player5,
        stored.player6,
        stored.player7,
      ],
      captain: stored.captainId,
      activeBoost: stored.activeBoost ?? 'none',
      flags: [stored.attackBoostUsed, stored.defenceBoostUsed, stored.superCaptainUsed],
      remainingSubs: stored.remainingSubs,
    };
    expect(savedStates).toContainEqual(storedState);
    for (const answer of answers) expect(answer.body.team).toMatchObject({ fantasyStatsID: stored.id });
  });
});
