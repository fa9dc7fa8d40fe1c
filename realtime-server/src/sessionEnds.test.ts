import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { apiOnlyMessage, busMessage, rooms, type BusMessage } from '@vsf/contract';
import { createRealtimeServer, type RealtimeServer } from './realtimeServer';

let http: Server;
let io: RealtimeServer;
let url: string;
let publish: (message: BusMessage) => void;
/** The sessions still open, by cookie: a logout takes one out. */
const sessions = new Map<string, number>();
const sockets: Socket[] = [];

beforeEach(async () => {
  const handlers = new Set<(message: BusMessage) => void>();
  publish = (message) => handlers.forEach((handler) => handler(message));
  sessions.clear();
  http = createServer();
  io = createRealtimeServer(http, {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    authenticate: async (cookie) => {
      const userID = sessions.get(cookie ?? '');
      return userID === undefined ? null : { userID };
    },
    mayReadPost: async () => true,
    mayJoinLeague: async (cookie) => sessions.has(cookie ?? ''),
    currentDeadline: async () => ({ season: 2026, round: 1, matchID: 'M1', deadlineAt: null }),
    now: () => new Date(),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await new Promise((resolve) => io.close(resolve));
});

async function loggedIn(cookie: string, userID: number): Promise<Socket> {
  sessions.set(cookie, userID);
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, forceNew: true });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('deadline', resolve));
  for (const room of [rooms.user(userID), rooms.league(3)])
    await new Promise((resolve) => socket.emit('join', room, resolve));
  return socket;
}

const notice = (userID: number) =>
  busMessage('notice:new', { noticeID: 1, unread: 1, userID } as never, [rooms.user(userID)]);

describe('a socket of a session that has ended', () => {
  it("gets none of the user's messages after a logout, while the user's other device still does", async () => {
    const phone = await loggedIn('session=phone', 7);
    const laptop = await loggedIn('session=laptop', 7);
    const onPhone: string[] = [];
    const onLaptop: string[] = [];
    phone.onAny((event: string) => onPhone.push(event));
    laptop.onAny((event: string) => onLaptop.push(event));

    // The phone logs out: its session ends, the laptop's stays.
    sessions.delete('session=phone');
    publish(apiOnlyMessage('users:changed', { userIDs: [7] }));
    await expect.poll(() => io.sockets.adapter.rooms.get(rooms.user(7))?.size).toBe(1);
    publish(notice(7));
    publish(busMessage('league:table', { leagueID: 3 } as never, [rooms.league(3)]));
    await expect.poll(() => onLaptop).toEqual(['notice:new', 'league:table']);
    expect(onPhone).toEqual([]);
  });

  it('leaves a socket whose user is still logged in as it was', async () => {
    const socket = await loggedIn('session=ola', 8);
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    publish(apiOnlyMessage('users:changed', { userIDs: [8] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    publish(notice(8));
    await expect.poll(() => received).toEqual(['notice:new']);
  });
});
