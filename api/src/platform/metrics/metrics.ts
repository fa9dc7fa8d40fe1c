import type Koa from 'koa';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { insideAddress, realtimeMetricsRegistry } from '@vsf/realtime-server';
import type { Database } from '../db/database';

/**
 * The web process's metrics in Prometheus' format, at GET /metrics: the
 * process's own (CPU, memory, event-loop delay), requests by API call and status with their
 * durations, the outbox's depth, and how long rescoring took; in the embedded mode also the
 * realtime server's sockets. One registry per process, as Prometheus scrapes processes.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'vsf_' });

const requestSeconds = new Histogram({
  name: 'vsf_http_request_duration_seconds',
  help: 'HTTP requests by API call ("web" for pages and files, "unknown" for no call) and status, with their durations.',
  labelNames: ['call', 'status'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** A child per call and status, found again by one map lookup: the labels' own lookup cost a hot read measurably. */
const requestChildren = new Map<string, { observe(seconds: number): void }>();

export function observeRequest(call: string, status: number, seconds: number): void {
  const key = `${call} ${status}`;
  let child = requestChildren.get(key);
  if (!child) requestChildren.set(key, (child = requestSeconds.labels(call, String(status))));
  child.observe(seconds);
}

/** How long rescoring a match's teams (or a season's) took, in its transaction. */
const rescoreSeconds = new Histogram({
  name: 'vsf_rescore_duration_seconds',
  help: "Rescoring every team of a match (after a result) or of a season, inside the write's transaction.",
  labelNames: ['scope'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Runs a rescoring and records how long it took, whether it succeeded or not. */
export async function timedRescore<T>(scope: 'match' | 'season', rescore: () => Promise<T>): Promise<T> {
  const done = rescoreSeconds.startTimer({ scope });
  try {
    return await rescore();
  } finally {
    done();
  }
}

let outboxDatabase: Database | null = null;

new Gauge({
  name: 'vsf_event_outbox_depth',
  help: 'Events stored and not yet in Redis (the scaled mode; 0 while Redis keeps up).',
  registers: [metricsRegistry],
  async collect() {
    if (!outboxDatabase) return;
    const row = await outboxDatabase.knex('event_outbox').count({ n: '*' }).first();
    this.set(Number(row?.n ?? 0));
  },
});

/** The outbox whose depth /metrics reports: this process's database. */
export function watchOutbox(db: Database): void {
  outboxDatabase = db;
}

/**
 * GET /metrics. Prometheus scrapes from inside the network: a request from a loopback or
 * private address (the client's own, through TRUST_PROXY), or one carrying METRICS_TOKEN as
 * its bearer token, is answered; anyone else gets 404, as if there were nothing there.
 */
export function serveMetrics(token: string | null): Koa.Middleware {
  // Not async: every other request passes straight on, without a promise of its own.
  return (ctx, next) => {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET' || !mayScrape(ctx, token)) return next();
    return answerMetrics(ctx);
  };
}

async function answerMetrics(ctx: Koa.Context): Promise<void> {
  // The embedded mode's realtime server runs in this process; in the scaled mode its gauge is 0 here.
  const registry = Registry.merge([metricsRegistry, realtimeMetricsRegistry]);
  ctx.type = registry.contentType;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await registry.metrics();
}

function mayScrape(ctx: Koa.Context, token: string | null): boolean {
  if (token && ctx.get('Authorization') === `Bearer ${token}`) return true;
  return insideAddress(ctx.ip);
}
