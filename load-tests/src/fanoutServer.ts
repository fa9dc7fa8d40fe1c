/**
 * The realtime server of `bench:fanout`, as one realtime process runs it: the product's own
 * createRealtimeServer (rooms, relay, Socket.IO), with the API side replaced by constants
 * (every socket is an anonymous visitor) and the bus fed by the bench over IPC.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BusMessage } from '@vsf/contract';
import { createRealtimeServer } from '@vsf/realtime-server';

const handlers = new Set<(message: BusMessage) => void>();
const http = createServer();
createRealtimeServer(http, {
  subscribe(handler) {
    handlers.add(handler);
    return () => handlers.delete(handler);
  },
  authenticate: async () => null,
  mayReadPost: async () => true,
  mayJoinLeague: async () => true,
  currentDeadline: async () => ({ season: 2026, round: 1, matchID: 'bench', deadlineAt: null }),
  now: () => new Date(),
});
http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as AddressInfo).port }));
process.on('message', (message: BusMessage) => handlers.forEach((handler) => handler(message)));
process.on('disconnect', () => process.exit(0));
