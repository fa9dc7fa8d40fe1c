import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms } from '@vsf/contract';
import { createRealtimeServer, sameSiteHandshake, type RealtimeServer } from './realtimeServer';
import { SOCKET_LIMITS } from './socketLimits';

let http: Server;
let io: RealtimeServer;
let url: string;
const sockets: Socket[] = [];

beforeEach(async () => {
  http = createServer();
  io = createRealtimeServer(
    http,
    {
      subscribe: () => () => undefined,
      authenticate: async () => null,
      mayReadPost: async () => true,
      mayJoinLeague: async () => true,
      currentDeadline: async () => ({ season: 2026, round: 1, matchID: 'M1', deadlineAt: null }),
      now: () => new Date(),
    },
    { allowRequest: sameSiteHandshake('https://www.klubben.no') },
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await new Promise((resolve) => io.close(resolve));
});

function client(origin?: string): Socket {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: origin ? { origin } : {},
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
const join = (socket: Socket, room: string) =>
  new Promise<boolean>((resolve) => socket.emit('join', room, (answer: { ok: boolean }) => resolve(answer.ok)));

describe('Socket.IO abuse', () => {
  it("refuses a handshake from another site's page, not one from the site or from a script", async () => {
    expect(await connected(client('https://evil.example'))).toBe(false);
    expect(await connected(client('https://www.klubben.no'))).toBe(true);
    expect(await connected(client())).toBe(true);
  });

  it('refuses joins beyond the rate, and rooms beyond the limit', async () => {
    const socket = client();
    await connected(socket);
    const answers: boolean[] = [];
    for (let match = 0; match < SOCKET_LIMITS.joinsPer10s + 5; match++)
      answers.push(await join(socket, rooms.match(`M${match}`)));
    expect(answers.filter(Boolean)).toHaveLength(SOCKET_LIMITS.joinsPer10s);
    // A room already joined is answered without counting.
    expect(await join(socket, rooms.match('M0'))).toBe(true);
  });

  it('keeps a socket to at most the limit of rooms', async () => {
    const socket = client();
    await connected(socket);
    const server = (await io.fetchSockets())[0]!;
    // Rooms joined without asking (as recovery would) fill the socket up to the limit.
    for (let match = 0; match < SOCKET_LIMITS.rooms; match++) server.join(rooms.match(`R${match}`));
    expect(await join(socket, rooms.match('one more'))).toBe(false);
  });
});

describe('the handshake check without PUBLIC_ORIGIN', () => {
  const ask = (origin: string | undefined, host: string) =>
    new Promise<boolean>((resolve) =>
      sameSiteHandshake(null)({ headers: { origin, host } } as IncomingMessage, (_, ok) => resolve(ok)),
    );

  it('takes the host the request was sent to as the site', async () => {
    expect(await ask('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(await ask('https://evil.example', 'localhost:3000')).toBe(false);
    expect(await ask('not a url', 'localhost:3000')).toBe(false);
  });
});
