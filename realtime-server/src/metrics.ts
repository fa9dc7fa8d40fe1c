import ipaddr from 'ipaddr.js';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RealtimeServer } from './socketTypes';

/**
 * The realtime server's metrics: its connected sockets, and, in the scaled
 * mode, the events it relayed from the stream and how long each had waited there. A realtime
 * process serves them at its own GET /metrics; the embedded mode's web process adds them to
 * its own.
 */
export const realtimeMetricsRegistry = new Registry();

const servers = new Set<RealtimeServer>();

new Gauge({
  name: 'vsf_sockets_connected',
  help: "Browsers connected to this process's realtime server.",
  registers: [realtimeMetricsRegistry],
  collect() {
    let sockets = 0;
    for (const io of servers) sockets += io.of('/').sockets.size;
    this.set(sockets);
  },
});

const relayed = new Counter({
  name: 'vsf_events_relayed_total',
  help: 'Events this process took from the stream and sent to browsers, by event.',
  labelNames: ['event'] as const,
  registers: [realtimeMetricsRegistry],
});

const relayLag = new Histogram({
  name: 'vsf_event_relay_lag_seconds',
  help: 'From an event entering the stream to this process sending it to browsers.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [realtimeMetricsRegistry],
});

/** Counts this server's sockets in the gauge; the answer stops counting them (on close). */
export function countSockets(io: RealtimeServer): () => void {
  servers.add(io);
  return () => servers.delete(io);
}

/** Whether a scrape comes from inside: a loopback or private address. */
export function insideAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'loopback' || range === 'private' || range === 'uniqueLocal';
}

/** One event relayed, `lagMs` after it entered the stream. */
export function eventRelayed(event: string, lagMs: number): void {
  relayed.labels(event).inc();
  relayLag.observe(Math.max(0, lagMs) / 1000);
}
