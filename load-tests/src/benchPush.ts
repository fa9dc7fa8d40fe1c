/**
 * `npm run bench:push`: one goal to BENCH_DEVICES (10,000) devices that follow the matches.
 *
 * Three processes: the product as `npm start` runs it (pushServer.ts: embedded PGlite, the
 * demo club, its push job with the worker thread that encrypts), a push service on loopback
 * over https with a certificate made for the run that DECRYPTS every message
 * (pushServiceProcess.ts), and this one, which enters the goal as the admin on the touchline
 * would, reads the product's hot public reads all the while, and times.
 *
 * Figures: the time from the goal's request until the last device's message is decrypted
 * (goal < 10 s), against a bare HTTPS POST of the same size to the same 10,000 endpoints from
 * this process with as many at once as the product sends; the hot reads' p99 while the goal
 * is sent (goal < 50 ms), asked at BENCH_READ_RATE a second, against the same reads just
 * before it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Player, PushSubscriptionInput } from '@vsf/contract';
import { testCertificate } from '@vsf/api/testing';
import { machineLine, percentile } from './fanoutHarness';
import type { PushServerReport, PushServerRequest } from './pushServer';
import type { PushServiceCount, PushServiceReport } from './pushServiceProcess';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
/** As many sends at once as the product's push job makes (pushSender.ts). */
const CONCURRENCY = 64;
const READERS = 10;
/**
 * Reads a second, all readers together: visitors browsing while a goal goes out, not a
 * saturating load (bench:reads measures throughput); BENCH_READ_RATE=0 reads without pause.
 */
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 200);
const GOAL_MS = 10_000;
const READ_P99_MS = 50;
/** A goal's message as the service worker receives it, about this long encrypted. */
const BARE_BYTES = 230;

interface Child<Report> {
  process: ChildProcess;
  next<K extends string>(kind: K): Promise<Extract<Report, Record<K, unknown>>>;
}

function child<Report extends object>(script: string, env: Record<string, string>): Child<Report> {
  const started = fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  const waiting = new Map<string, (report: Report) => void>();
  started.on('message', (report: Report) => {
    for (const [kind, resolve] of waiting) {
      if (kind in report) {
        waiting.delete(kind);
        resolve(report);
      }
    }
  });
  return {
    process: started,
    next: <K extends string>(kind: K) =>
      new Promise<Extract<Report, Record<K, unknown>>>((resolve) =>
        waiting.set(kind, resolve as (report: Report) => void),
      ),
  };
}

/** The bare baseline: one POST per endpoint, CONCURRENCY at once over kept connections. */
async function barePosts(subscriptions: readonly PushSubscriptionInput[], ca: Buffer): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY, ca });
  const body = randomBytes(BARE_BYTES);
  const post = (endpoint: string) =>
    new Promise<void>((resolve, reject) => {
      const sent = request(endpoint, { method: 'POST', agent, headers: { 'X-Bare-Post': '1', TTL: '60' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < subscriptions.length) await post(subscriptions[next++]!.endpoint);
    }),
  );
  agent.destroy();
  return Date.now() - started;
}

interface Read {
  at: number;
  ms: number;
}

/** READERS loops asking the hot public reads at READ_RATE, each read timed, until `stop` is set. */
function readLoad(url: string, season: number): { reads: Read[]; stop(): Promise<void> } {
  const reads: Read[] = [];
  // As the pages ask them (bench:reads): the table is a GET.
  const targets = [
    { path: 'getSeasonFixtures', method: 'POST', body: JSON.stringify({ season }) },
    { path: 'getTables', method: 'GET', body: undefined },
    { path: 'load10PublicPosts', method: 'POST', body: JSON.stringify({ numberOfPosts: 10 }) },
  ];
  let stopped = false;
  const loops = Array.from({ length: READERS }, async (_, reader) => {
    for (let n = reader; !stopped; n++) {
      const target = targets[n % targets.length]!;
      const started = performance.now();
      const answer = await fetch(`${url}/api/${target.path}`, {
        method: target.method,
        headers: { 'Content-Type': 'application/json', Origin: url, 'Accept-Encoding': 'gzip' },
        body: target.body,
      });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${target.path}: ${answer.status}`);
      const ms = performance.now() - started;
      reads.push({ at: Date.now(), ms });
      if (READ_RATE > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (READERS * 1000) / READ_RATE - ms)));
    }
  });
  return {
    reads,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const p99 = (reads: readonly Read[]) =>
  percentile(
    reads.map((read) => read.ms).sort((a, b) => a - b),
    99,
  );

async function main(): Promise<void> {
  const certDir = mkdtempSync(join(tmpdir(), 'vsf-bench-push-'));
  const { certFile, keyFile } = await testCertificate(certDir);
  const service = child<PushServiceReport>('./pushServiceProcess.ts', {
    BENCH_CERT_FILE: certFile,
    BENCH_KEY_FILE: keyFile,
    BENCH_DEVICES: String(DEVICES),
  });
  const ask = <K extends string>(kind: K) => {
    const answer = service.next(kind);
    service.process.send({ count: true });
    return answer;
  };
  const { host, subscriptions } = (await service.next('ready')).ready;
  const product = child<PushServerReport>('./pushServer.ts', {
    NODE_EXTRA_CA_CERTS: certFile,
    PUSH_ALLOWED_HOSTS: host,
  });
  try {
    const { url, matchID } = (await product.next('ready')).ready;
    const subscribed = product.next('subscribed');
    product.process.send({ subscribe: subscriptions } satisfies PushServerRequest);
    await subscribed;

    let cookie = '';
    const call = async <T>(name: string, body: object): Promise<T> => {
      const response = await fetch(`${url}/api/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
        body: JSON.stringify(body),
      });
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      const answer = (await response.json()) as T & { success: boolean; msg?: string };
      if (!answer.success) throw new Error(`${name}: ${answer.msg}`);
      return answer;
    };
    await call('login', { username: 'admin', password: 'fotball123' });
    const { thisYear } = await call<{ thisYear: number }>('getYearRoundMatchDateID', {});
    const { players } = await call<{ players: Player[] }>('getVSFPlayers', {});
    const squad = players.slice(0, 11).map((player) => player.playerID);

    const bareMs = await barePosts(subscriptions, readFileSync(certFile));
    const bare = (await ask('count')).count;
    if (bare.bare !== DEVICES) throw new Error(`the bare baseline reached ${bare.bare} of ${DEVICES}`);

    // Kick-off is pushed to every device too: it warms the worker and its connections.
    const kickoffAt = Date.now();
    await call('startLiveMatch', { matchID, squad, keeperID: squad[0] });
    const kickoffMs = await delivered(ask, (count) => count.received >= DEVICES && count.lastReceivedAt, kickoffAt);

    // The reads warm up (JIT, caches) for 3 s; the 3 s after are the figure before the goal.
    const load = readLoad(url, thisYear);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const goalAt = Date.now();
    await call('addMatchEvent', { matchID, type: 'goal', minute: 12, playerID: squad[1] });
    const answeredMs = Date.now() - goalAt;
    const goalMs = await delivered(ask, (count) => count.goals >= DEVICES && count.lastGoalAt, goalAt);
    await load.stop();
    const before = load.reads.filter((read) => read.at < goalAt && read.at >= goalAt - 3000);
    const during = load.reads.filter((read) => read.at >= goalAt && read.at <= goalAt + goalMs);
    const { wrong } = (await ask('count')).count;

    console.log(machineLine());
    console.log(`${DEVICES} devices following the matches; every message decrypted by the push service`);
    console.log(`kick-off to every device: ${kickoffMs} ms`);
    console.log(`bare HTTPS POST to the same endpoints, ${CONCURRENCY} at once: ${bareMs} ms`);
    console.log(`goal: answered in ${answeredMs} ms; last device's message decrypted ${goalMs} ms after the entry`);
    console.log(
      `  ${(goalMs / bareMs).toFixed(1)} × the bare POSTs; goal < ${GOAL_MS} ms: ${goalMs < GOAL_MS ? 'met' : 'NOT met'}`,
    );
    console.log(`answers other than 201: ${wrong}`);
    console.log(
      `hot public reads (${READERS} readers, ${READ_RATE || 'unpaced'} a second): p99 ${p99(before).toFixed(1)} ms before the goal (${before.length} reads),` +
        ` ${p99(during).toFixed(1)} ms while it is sent (${during.length} reads); goal < ${READ_P99_MS} ms: ${
          p99(during) < READ_P99_MS ? 'met' : 'NOT met'
        }`,
    );
  } finally {
    const exits = [product.process, service.process].map((one) => new Promise((resolve) => one.once('exit', resolve)));
    product.process.disconnect();
    service.process.disconnect();
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(certDir, { recursive: true, force: true });
  }
}

/** Asks the push service until `done` answers when the last message came; the milliseconds from `since`. */
async function delivered(
  ask: (kind: 'count') => Promise<{ count: PushServiceCount }>,
  done: (count: PushServiceCount) => number | false,
  since: number,
): Promise<number> {
  for (;;) {
    const at = done((await ask('count')).count);
    if (at !== false) return at - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

await main();
