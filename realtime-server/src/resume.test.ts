import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { busMessage, rooms, type BusMessage, type ResumeResult } from '@vsf/contract';
import { createRealtimeServer, type RealtimeServer } from './realtimeServer';

let io: RealtimeServer;
let url: string;
let publish: (message: BusMessage) => void;
const sockets: Socket[] = [];

beforeAll(async () => {
  const handlers = new Set<(message: BusMessage) => void>();
  publish = (message) => handlers.forEach((handler) => handler(message));
  const http = createServer();
  io = createRealtimeServer(http, {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    authenticate: async () => null,
    mayReadPost: async () => true,
    mayJoinLeague: async () => true,
    currentDeadline: async () => ({ season: 2026, round: 1, matchID: 'M1', deadlineAt: '2026-11-24T22:59:00.000Z' }),
    now: () => new Date('2026-11-22T12:00:00Z'),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await new Promise((resolve) => io.close(resolve));
});

async function browser(): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('deadline', resolve));
  return socket;
}

const goal = (text: string) =>
  busMessage(
    'match:live',
    { season: 2026, round: 1, matchID: 'M1', homeTeamScore: 1, awayTeamScore: 0, kind: 'goal', text },
    [rooms.match('M1')],
  );
const resume = (socket: Socket, request: unknown) =>
  new Promise<ResumeResult>((resolve) => socket.emit('resume', request, resolve));

describe('resume (a browser whose realtime process died)', () => {
  it('joins the rooms again and answers what they got after the offset, oldest first, nothing of other rooms', async () => {
    const before = await browser();
    await new Promise((resolve) => before.emit('join', rooms.match('M1'), resolve));
    const first = new Promise<unknown[]>((resolve) => before.once('match:live', (...args: unknown[]) => resolve(args)));
    publish(goal('1–0'));
    const [, offset] = await first;
    expect(typeof offset).toBe('string');

    // The process is gone for this browser: what is sent now reaches no socket of it.
    before.disconnect();
    publish(goal('2–0'));
    const comment = { postID: 5, commentID: 1, userID: null, username: null, content: 'Annet rom', dateCreated: '' };
    publish(busMessage('comment:new', comment, [rooms.post(5)]));
    publish(goal('3–0'));

    const after = await browser();
    const answer = await resume(after, { rooms: [rooms.match('M1'), 'user:12'], since: offset });
    expect(answer.joined).toEqual({ [rooms.match('M1')]: { ok: true }, 'user:12': { ok: false } });
    expect(answer.missed?.map(([event, payload]) => [event, (payload as { text: string }).text])).toEqual([
      ['match:live', '2–0'],
      ['match:live', '3–0'],
    ]);
    // Joined: the next event comes live.
    const live = new Promise<{ text: string }>((resolve) => after.once('match:live', resolve));
    publish(goal('4–0'));
    expect((await live).text).toBe('4–0');
  });

  it('answers missed: null for an offset it does not keep, and refuses a malformed request', async () => {
    const socket = await browser();
    expect(await resume(socket, { rooms: [rooms.match('M1')], since: 'ukjent' })).toEqual({
      joined: { [rooms.match('M1')]: { ok: true } },
      missed: null,
    });
    expect(await resume(socket, { rooms: 'match:M1', since: '1-0' })).toEqual({ joined: {}, missed: null });
    expect(await resume(socket, { rooms: Array(51).fill('match:M1'), since: '1-0' })).toEqual({
      joined: {},
      missed: null,
    });
  });
});
