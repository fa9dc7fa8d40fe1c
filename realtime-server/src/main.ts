import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { apiBackedDeps } from './apiClient';
import { createRealtimeServer, sameSiteHandshake } from './realtimeServer';
import { createRedisClient } from './redisClient';
import { createRedisRelaySource } from './redisRelaySource';
import { countSockets, eventRelayed, insideAddress, realtimeMetricsRegistry } from './metrics';

/** The Procfile's `realtime` process (scaled mode): Socket.IO joined by Redis. */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.error('REDIS_URL må settes for en egen sanntidsprosess.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3001);
// The web processes, comma-separated, or the reverse proxy in front of them (docs/OPERATIONS.md).
const apiUrls = (process.env.API_URL ?? 'http://127.0.0.1:3000')
  .split(',')
  .map((url) => url.trim())
  .filter((url) => url !== '');
const publicOrigin = process.env.PUBLIC_ORIGIN ?? null;
const log = { warn: (obj: object, msg: string) => console.warn(msg, obj) };

const client = createRedisClient(redisUrl);
client.on('error', (error) => log.warn({ err: error }, 'redis error'));
await client.connect();
const source = await createRedisRelaySource(client, log, {
  onRelayed: (message, lagMs) => eventRelayed(message.event, lagMs),
});

// GET /metrics for a scraper inside the network; Socket.IO answers everything under /socket.io.
const http = createServer((req, res) => {
  if (req.method !== 'GET' || req.url !== '/metrics' || !insideAddress(req.socket.remoteAddress)) {
    res.writeHead(404).end();
    return;
  }
  void realtimeMetricsRegistry.metrics().then((text) => {
    res.writeHead(200, { 'Content-Type': realtimeMetricsRegistry.contentType, 'Cache-Control': 'no-store' });
    res.end(text);
  });
});
const io = createRealtimeServer(
  http,
  { ...apiBackedDeps(apiUrls), subscribe: source.subscribe, now: () => new Date(), log },
  {
    adapter: createAdapter(client as unknown as Parameters<typeof createAdapter>[0]),
    // Browsers reach this process from the site's pages only (cross-site WebSocket hijacking).
    allowRequest: sameSiteHandshake(publicOrigin),
    cors: publicOrigin ? { origin: publicOrigin, credentials: true } : undefined,
  },
);
countSockets(io);
http.listen(port, () => console.log(`Sanntidsserveren kjører på port ${port}`));

/**
 * A clean stop: first the relay (it hands its lease on, and what it read and did not finish is
 * taken over), then the sockets, whose browsers reconnect to another process and get what they
 * missed from the adapter's stream. Closing the sockets first closed the adapter under a relay
 * still sending: that event never reached the other processes' browsers.
 */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void source
      .close()
      .then(() => new Promise((resolve) => io.close(resolve)))
      .finally(() => client.quit().finally(() => process.exit(0)));
  });
}
