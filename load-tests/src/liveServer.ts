/**
 * The product of `bench:live`, as one process of `npm start` runs it (embedded: in-process
 * bus, realtime on the same HTTP server, the demo club; PGlite, or the PostgreSQL database
 * BENCH_DATABASE_URL names), in a process of its own so the bench's clients do not share its
 * event loop. Its clock stands on the day of the season's current match (a live match cannot
 * start before its day). Over IPC it fills match day (issue 14) when asked, publishes the
 * bench's baseline messages as a handler's would be, and reports when each points event
 * was published.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  osloDateTimeToInstant,
  parseFixtureDate,
  type BusMessage,
  type EventName,
  type SeasonContext,
} from '@vsf/engine';
import { startProduct } from '@vsf/api/testing';
import { seedMatchDay, type MatchDayPlan } from './matchDaySeed';

/** What the bench asks of this process. */
export type ServerRequest =
  | { publish: BusMessage }
  | { seed: Omit<MatchDayPlan, 'sessionSecret' | 'now' | 'matchID'> }
  /** A points:own fan-out naming every team of the match, as the API's would (the baseline). */
  | { publishOwnPointsToAll: true };

/** What this process tells the bench. */
export type ServerReport =
  | { ready: { url: string; matchID: string } }
  | { seeded: { managers: Awaited<ReturnType<typeof seedMatchDay>>; ms: number } }
  /** A points event left the bus at `at` (ms since the epoch, performance's clock). */
  | { published: { event: EventName; at: number; users: number } };

const POINTS_EVENTS = new Set<EventName>(['points:live', 'points:own', 'league:table']);
const send = (report: ServerReport) => process.send?.(report);

let offset = 0;
const product = await startProduct({
  webDistDir: join(tmpdir(), 'vsf-bench-live-no-web'),
  now: () => new Date(Date.now() + offset),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
});
const season = (await (
  await fetch(`${product.url}/api/getYearRoundMatchDateID`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: product.url },
    body: '{}',
  })
).json()) as SeasonContext;
const matchDate = season.thisMatchDate ? parseFixtureDate(season.thisMatchDate) : null;
if (!matchDate) throw new Error('the demo season has no current match');
offset = osloDateTimeToInstant(matchDate, '18:00').getTime() - Date.now();
const matchID = season.thisMatchID;

product.subscribe((message) => {
  if (!POINTS_EVENTS.has(message.event)) return;
  const at = performance.timeOrigin + performance.now();
  send({ published: { event: message.event, at, users: message.fanout?.userIDs.length ?? 0 } });
});

async function publishOwnPointsToAll(): Promise<void> {
  const rows: { userId: number }[] = await product
    .knex('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .where('f.match_id', matchID)
    .select('t.userId');
  const userIDs = rows.map((row) => row.userId);
  await product.publish({
    event: 'points:own',
    payload: { userID: 0, season: 0, round: 0, matchID, live: true, roundPoints: 0, totalPoints: 0, worldRank: null },
    rooms: [],
    fanout: {
      userIDs,
      columns: { roundPoints: userIDs.map((_, index) => index), totalPoints: userIDs, worldRank: userIDs },
    },
  });
}

process.on('message', (request: ServerRequest) => {
  if ('publish' in request) void product.publish(request.publish);
  else if ('publishOwnPointsToAll' in request) void publishOwnPointsToAll();
  else {
    const started = performance.now();
    void seedMatchDay(product.knex, {
      ...request.seed,
      matchID,
      sessionSecret: product.sessionSecret,
      now: new Date(Date.now() + offset),
    }).then((managers) => send({ seeded: { managers, ms: Math.round(performance.now() - started) } }));
  }
});
process.on('disconnect', () => void product.close().then(() => process.exit(0)));
send({ ready: { url: product.url, matchID } });
