/**
 * The product of `bench:live`, as one process of `npm start` runs it (embedded: in-process
 * bus, realtime on the same HTTP server, the demo club; PGlite, or the PostgreSQL database
 * BENCH_DATABASE_URL names), in a process of its own so the bench's clients do not share its
 * event loop. Its clock stands on the day of the season's current match (a live match cannot
 * start before its day). Over IPC it fills match day when asked, publishes the
 * bench's baseline messages as a handler's would be, and tells when each points event was
 * published (kept here and sent when asked, so the reporting costs the product nothing).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { osloDateTimeToInstant, parseFixtureDate } from '@vsf/engine';
import { isForBrowsers, type BusMessage, type EventName, type SeasonContext } from '@vsf/contract';
import { startProduct } from '@vsf/api/testing';
import { seedMatchDay, type MatchDayPlan } from './matchDaySeed';
import { epochNow, type Published } from './matchDayTiming';

/** What the bench asks of this process. */
export type ServerRequest =
  | { publish: BusMessage }
  | { seed: Omit<MatchDayPlan, 'sessionSecret' | 'now' | 'matchID'> }
  /** A points:own fan-out naming every team of the match, as the API's would (the baseline). */
  | { publishOwnPointsToAll: true }
  /** The points events published since then (ms since the epoch); older ones are forgotten. */
  | { publishedSince: number };

/** What this process tells the bench. */
export type ServerReport =
  | { ready: { url: string; matchID: string } }
  | { seeded: { managers: Awaited<ReturnType<typeof seedMatchDay>>; ms: number } }
  | { published: Published[] };

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

let published: Published[] = [];
product.subscribe((message) => {
  if (!isForBrowsers(message) || !POINTS_EVENTS.has(message.event)) return;
  published.push({ event: message.event, at: epochNow(), users: message.fanout?.userIDs.length ?? 0 });
});

/** Every team's user of the match, read once after match day is filled (the baseline's fan-out). */
let teamUserIDs: number[] = [];

async function readTeamUserIDs(): Promise<number[]> {
  const rows: { userId: number }[] = await product
    .knex('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .where('f.match_id', matchID)
    .select('t.userId');
  return rows.map((row) => row.userId);
}

function publishOwnPointsToAll(): void {
  const userIDs = teamUserIDs;
  void product.publish({
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
  else if ('publishOwnPointsToAll' in request) publishOwnPointsToAll();
  else if ('publishedSince' in request) {
    published = published.filter((entry) => entry.at >= request.publishedSince);
    send({ published });
  } else {
    const started = performance.now();
    void seedMatchDay(product.knex, {
      ...request.seed,
      matchID,
      sessionSecret: product.sessionSecret,
      now: new Date(Date.now() + offset),
    }).then(async (managers) => {
      teamUserIDs = await readTeamUserIDs();
      send({ seeded: { managers, ms: Math.round(performance.now() - started) } });
    });
  }
});
process.on('disconnect', () => void product.close().then(() => process.exit(0)));
send({ ready: { url: product.url, matchID } });
