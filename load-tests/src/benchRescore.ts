/**
 * `npm run bench:rescore -- --teams 100000`: fills a fresh PostgreSQL database (created
 * beside the one DATABASE_URL names, dropped afterwards) with that many fantasy teams,
 * then saves the current match as the saveMatch route does — withMatchNotices around
 * saveMatch (scores, totals, world ranks, the season pointer, every team carried to the
 * next match, 'Resultatet er klart' queued), announceSavedMatch — in one transaction, and
 * emits the events after its commit. Then it runs the notice job that writes every
 * manager's 'Resultatet er klart' and sends `notice:new`, timed on its own. The last line
 * is `rescore: N teams in T ms`.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BusMessage } from '@vsf/contract';
import {
  announceSavedMatch,
  createLogger,
  createMemoryBus,
  migrate,
  openDatabase,
  runNoticeJobs,
  saveMatch,
  withMatchNotices,
} from '@vsf/api/testing';

const { values } = parseArgs({ options: { teams: { type: 'string', default: '100000' } } });
const teams = Number(values.teams);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:rescore needs DATABASE_URL (PostgreSQL); it creates and drops its own database beside it.');
  process.exit(1);
}

const database = `vsf_bench_${randomBytes(4).toString('hex')}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};
const benchUrl = (() => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
})();

await admin(`CREATE DATABASE ${database}`);
const db = await openDatabase({ url: benchUrl, dataDir: null });
try {
  const knex = db.knex;
  await migrate(knex);
  const started = performance.now();
  await knex.raw(`INSERT INTO pitches (name) VALUES ('Banen')`);
  await knex.raw(`INSERT INTO tournaments (name) VALUES ('Serien')`);
  await knex.raw(
    `INSERT INTO fixtures (season, round, date, weekday, time, pitch_id, tournament_id, match_id, home_team, away_team)
     VALUES (2026, 1, '2026-05-02', 'Lørdag', '15:00', 1, 1, 'B1', 'Vinderen SF', 'Heming 2'),
            (2026, 2, '2026-05-09', 'Lørdag', '15:00', 1, 1, 'B2', 'Ullern IF 3', 'Vinderen SF')`,
  );
  await knex.raw(`UPDATE season_state SET this_year = 2026, this_round = 1, this_match_id = 'B1'`);
  await knex.raw(
    `INSERT INTO players (first_name, last_name, position) SELECT 'Spiller', g::text, 'Midtbane' FROM generate_series(1, 25) g`,
  );
  await knex.raw(
    `INSERT INTO users (username, password_hash, team_name) SELECT 'bench' || g, '!', 'Lag ' || g FROM generate_series(1, ?) g`,
    [teams],
  );
  // Seven distinct players per team: a step of 3 through 25 players never repeats within 7.
  const slot = (k: number) => `(SELECT id FROM players ORDER BY id OFFSET ((u.id * 7 + ${k * 3}) % 25) LIMIT 1)`;
  await knex.raw(
    `INSERT INTO fantasy_teams (user_id, fixture_id, player1, player2, player3, player4, player5, player6, player7,
                                captain_id, active_boost, remaining_subs)
     SELECT u.id, 1, ${[0, 1, 2, 3, 4, 5, 6].map(slot).join(', ')}, ${slot(0)},
            (ARRAY[NULL, NULL, NULL, 'attackBoost', 'defenceBoost', 'superCaptain'])[1 + u.id % 6], 2
       FROM users u WHERE u.username LIKE 'bench%'`,
  );
  await knex.raw('ANALYZE');
  console.log(`filled ${teams} teams in ${Math.round(performance.now() - started)} ms`);

  const baselineStarted = performance.now();
  await knex.raw('UPDATE fantasy_teams SET round_points = round_points WHERE fixture_id = 1');
  console.log(`baseline: touching every team once in ${Math.round(performance.now() - baselineStarted)} ms`);

  // Where the time goes: the slowest statements of the save are printed after it.
  const started_at = new Map<string, number>();
  const timings: { sql: string; ms: number }[] = [];
  knex.on('query', (query: { __knexQueryUid: string }) => started_at.set(query.__knexQueryUid, performance.now()));
  knex.on('query-response', (_: unknown, query: { __knexQueryUid: string; sql: string }) => {
    timings.push({
      sql: query.sql.replace(/\s+/g, ' ').slice(0, 110),
      ms: performance.now() - (started_at.get(query.__knexQueryUid) ?? 0),
    });
  });
  const players: { id: number }[] = await knex('players').orderBy('id').limit(14);
  const bus = createMemoryBus();
  let emitted = 0;
  bus.subscribe(() => emitted++);
  const input = {
    season: 2026,
    round: 1,
    matchID: 'B1',
    homeTeamScore: 3,
    awayTeamScore: 1,
    trivia: '',
    players: players.map((player, index) => ({
      playerID: player.id,
      attendance: 1 as const,
      keeper: index === 0 ? (1 as const) : (0 as const),
      goalsScored: index % 5 === 1 ? 1 : 0,
      assists: index % 4 === 2 ? 1 : 0,
      ownGoals: 0,
      yellowCards: index === 7 ? 1 : 0,
      redCards: 0,
    })),
  };
  const fixture: { id: number } = await knex('fixtures').where({ matchId: 'B1' }).first('id');
  const now = new Date();
  const rescoreStarted = performance.now();
  const queued: BusMessage[] = [];
  const publish = (message: BusMessage) => queued.push(message);
  const saved = await knex.transaction(async (trx) => {
    const result = await withMatchNotices(trx, fixture.id, now, publish, () => saveMatch(trx, input, now));
    await announceSavedMatch(trx, now, publish, input, result, 'bench');
    return result;
  });
  for (const message of queued) await bus.publish(message);
  const elapsed = Math.round(performance.now() - rescoreStarted);
  const saveTimings = timings.splice(0);
  const noticesStarted = performance.now();
  const emittedBefore = emitted;
  await runNoticeJobs({ db, bus, log: createLogger('warn') });
  const noticesElapsed = Math.round(performance.now() - noticesStarted);
  const notices = await knex('notices').where({ kind: 'resultReady' }).count({ count: '*' }).first();
  for (const { sql, ms } of saveTimings.sort((x, y) => y.ms - x.ms).slice(0, 6))
    console.log(`  ${Math.round(ms)} ms  ${sql}`);
  console.log(`carried ${saved.carried} teams to the next match; ${emittedBefore} events emitted`);
  console.log(
    `after the commit: ${Number(notices?.count)} 'Resultatet er klart' written and ${emitted - emittedBefore} notice:new sent in ${noticesElapsed} ms`,
  );
  for (const { sql, ms } of timings.sort((x, y) => y.ms - x.ms).slice(0, 3))
    console.log(`  ${Math.round(ms)} ms  ${sql}`);
  console.log(`rescore: ${saved.teams} teams in ${elapsed} ms`);
} finally {
  await db.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
