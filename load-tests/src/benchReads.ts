/**
 * `npm run bench:reads`: the hot public reads of DESIGN §7 against a bare Koa route in the
 * same run. The product runs as `npm start` would (embedded PGlite, demo club, a temporary
 * data directory) in its own process; the baseline runs in another; autocannon drives both
 * from this one, one target at a time. The logged-in section (`loggedInReads.ts`) gives every
 * connection its own manager's session (BENCH_LOGGED_IN=0 leaves it out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '@vsf/api/testing';
import { loggedInTargets, type Session } from './loggedInReads';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A directory: the API process writes its CPU profile there (node --cpu-prof) when it exits. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function post<T>(base: string, call: string, body: object): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: object;
  /** Logged-in reads: connection i asks with sessions[i]'s cookie (and body, when it has one). */
  sessions?: Session[];
}

interface Measured {
  name: string;
  result: Result;
}

const BROWSER_HEADERS = { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };

const headersOf = (session: Session | undefined) =>
  session ? { ...BROWSER_HEADERS, Cookie: session.cookie } : BROWSER_HEADERS;

/** The body's length on the wire, as a browser would receive it. */
function bodyBytes(target: Target): Promise<number> {
  const session = target.sessions?.[0];
  return new Promise((resolve, reject) => {
    const req = request(target.url, { method: target.method, headers: headersOf(session) }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => resolve(length));
    });
    req.on('error', reject);
    const body = session?.body ?? target.body;
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

/** Gives each connection its own session, in turn, as it is made. */
function perConnection(sessions: Session[] | undefined, body: object | undefined) {
  if (!sessions) return {};
  let next = 0;
  return {
    setupClient(client: { setHeadersAndBody(headers: Record<string, string>, body?: string): void }) {
      const session = sessions[next++ % sessions.length]!;
      const own = session.body ?? body;
      client.setHeadersAndBody(headersOf(session), own ? JSON.stringify(own) : undefined);
    },
  };
}

async function measure(target: Target): Promise<Measured> {
  const options = {
    url: target.url,
    method: target.method,
    // As every browser sends it: the cached answers are kept gzipped too.
    headers: BROWSER_HEADERS,
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    connections: CONNECTIONS,
  };
  // warm-up: JIT, caches, connection pool
  await autocannon({ ...options, ...perConnection(target.sessions, target.body), duration: WARM_UP });
  const result = await autocannon({ ...options, ...perConnection(target.sessions, target.body), duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name: target.name, result };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vsf-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  // The Procfile's `web` process, found through the API's declared entry.
  const app = start(
    fileURLToPath(import.meta.resolve('@vsf/api/main')),
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '1',
      // A log line per request would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
  );
  const bare = start(fileURLToPath(new URL('./bareKoa.ts', import.meta.url)), { PORT: String(barePort) });
  try {
    const base = `http://127.0.0.1:${appPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await Promise.all([waitFor(`${base}/api/health`, 180_000), waitFor(bareUrl, 30_000)]);

    const season = (await post<{ thisYear: number }>(base, 'getYearRoundMatchDateID', {})).body.thisYear;
    const last = (await post<{ round: number; matchID: string }>(base, 'getLastRoundAndMatchIDOfSeason', { season }))
      .body;
    const { date } = (await post<{ date: string }>(base, 'getDateByRoundAndMatchID', { season, ...last })).body;
    const targets: Target[] = [
      // The framework's floor: a route answering constants through the whole middleware chain.
      { name: 'framework floor: GET /api/config', url: `${base}/api/config`, method: 'GET' },
      { name: 'getSeasonFixtures', url: `${base}/api/getSeasonFixtures`, method: 'POST', body: { season } },
      { name: 'getTables (GET)', url: `${base}/api/getTables`, method: 'GET' },
      {
        name: 'getPlayersWithRequestedStats',
        url: `${base}/api/getPlayersWithRequestedStats`,
        method: 'POST',
        // As the statistics page sends it.
        body: { season, thisDate: date, roundsPlayed: 18, includeByDate: false, includeDescription: false },
      },
    ];
    if ((await post(base, 'load10PublicPosts', { numberOfPosts: 10 })).status === 200) {
      targets.push({
        name: 'load10PublicPosts',
        url: `${base}/api/load10PublicPosts`,
        method: 'POST',
        body: { numberOfPosts: 10 },
      });
    } else {
      console.log('load10PublicPosts is not there yet: not measured.');
    }

    if (process.env.BENCH_LOGGED_IN !== '0') {
      for (const read of await loggedInTargets(base, CONNECTIONS)) {
        targets.push({
          name: `logged in: ${read.name}`,
          url: `${base}/api/${read.call}`,
          method: 'POST',
          body: read.body,
          sessions: read.sessions,
        });
      }
    }

    const only = process.env.BENCH_ONLY;
    const chosen = only ? targets.filter((target) => target.name.includes(only)) : targets;
    // The machine may be shared: each target is measured between its own baselines, in
    // several rounds, and the medians are reported.
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of chosen) {
        const bytes = await bodyBytes(target);
        // The bare route is asked exactly as the read is (method, headers, body), so the
        // client's own cost of sending a POST body is on both sides of the ratio.
        const bareConstant = await measure({
          name: 'bare Koa',
          url: bareUrl,
          method: target.method,
          body: target.body,
          sessions: target.sessions,
        });
        const measured = await measure(target);
        const sameBytes = await measure({ name: `bare ${bytes} B`, url: `${bareUrl}?bytes=${bytes}`, method: 'GET' });
        rounds.push({
          target: target.name,
          bytes,
          bare: bareConstant.result,
          result: measured.result,
          sameBytes: sameBytes.result,
        });
      }
    }
    report(chosen, rounds);
  } finally {
    // The app drains and exits within 10 s; its CPU profile is written on the way out.
    const appExited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    await Promise.race([appExited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Round {
  target: string;
  bytes: number;
  bare: Result;
  result: Result;
  sameBytes: Result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

function report(targets: Target[], rounds: Round[]): void {
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per measurement (after a ${WARM_UP} s warm-up); ` +
      'medians over the rounds\n',
  );
  const rows = targets.map((target) => {
    const own = rounds.filter((round) => round.target === target.name);
    const rps = median(own.map((round) => round.result.requests.average));
    const ratio = median(own.map((round) => round.result.requests.average / round.bare.requests.average));
    const p99 = median(own.map((round) => round.result.latency.p99));
    const read = !target.name.startsWith('framework');
    const ok = ratio >= 0.5 && p99 < 50;
    return {
      target: target.name,
      'req/s': Math.round(rps),
      'p99 ms': p99,
      'worst p99 ms': Math.max(...own.map((round) => round.result.latency.p99)),
      'bare Koa req/s': Math.round(median(own.map((round) => round.bare.requests.average))),
      'vs bare': percent(ratio),
      budget: read ? (ok ? 'ok' : 'OVER') : '',
      'body B': own[0]?.bytes ?? 0,
      'vs bare, same bytes': percent(
        median(own.map((round) => round.result.requests.average / round.sameBytes.requests.average)),
      ),
    };
  });
  console.table(rows);
  console.log(
    'Budget (DESIGN §7): at least 50 % of the requests per second of a bare Koa route answering a constant ' +
      '(asked the same way, measured just before each target), p99 under 50 ms.',
  );
  if (rows.some((row) => row.budget === 'OVER')) process.exitCode = 1;
}

await main();
