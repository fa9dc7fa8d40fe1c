import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  apiOnlyMessage,
  busMessage,
  EVERYONE,
  rooms,
  type BusMessage,
  type DeadlinePayload,
  type OwnPointsPayload,
} from '@vsf/contract';
import { createRealtimeServer, type RealtimeServer } from './realtimeServer';

const deadline = { season: 2026, round: 12, matchID: 'M12', deadlineAt: '2026-11-24T22:59:00.000Z' };
let http: Server;
let io: RealtimeServer;
let url: string;
let publish: (message: BusMessage) => void;
const sockets: Socket[] = [];
/** While true, the fake API does not answer (every web process down). */
let apiDown = false;
const answerUnlessDown = <T>(answer: () => T): Promise<T> =>
  apiDown ? Promise.reject(new Error('the API did not answer')) : Promise.resolve(answer());

beforeEach(async () => {
  const handlers = new Set<(message: BusMessage) => void>();
  publish = (message) => handlers.forEach((handler) => handler(message));
  http = createServer();
  io = createRealtimeServer(http, {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    authenticate: (cookie) =>
      answerUnlessDown(() => {
        const user = /session=user(\d+)/.exec(cookie ?? '');
        if (user) return { userID: Number(user[1]) };
        return cookie?.includes('session=ola') ? { userID: 7 } : null;
      }),
    mayReadPost: (cookie, postID) => answerUnlessDown(() => postID !== 99 || Boolean(cookie?.includes('session=ola'))),
    // League 4 is private with Ola (7) as its one member; the others are public.
    mayJoinLeague: async (cookie, leagueID) => leagueID !== 4 || Boolean(cookie?.includes('session=ola')),
    currentDeadline: async () => deadline,
    now: () => new Date('2026-11-22T12:00:00Z'),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  apiDown = false;
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await new Promise((resolve) => io.close(resolve));
});

function client(cookie?: string): Socket {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, forceNew: true });
  sockets.push(socket);
  return socket;
}

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
const join = (socket: Socket, room: string) =>
  new Promise<{ ok: boolean; retry?: boolean }>((resolve) => socket.emit('join', room, resolve));

describe('the realtime server', () => {
  it('sends the deadline with the server clock on connect', async () => {
    const payload = await next<DeadlinePayload>(client(), 'deadline');
    expect(payload).toEqual({ ...deadline, serverNow: '2026-11-22T13:00:00+01:00' });
  });

  it('relays a message to the rooms it names, and only there', async () => {
    const reader = client();
    const other = client();
    await next(reader, 'deadline');
    await next(other, 'deadline');
    expect(await join(reader, rooms.post(5))).toEqual({ ok: true });
    const received: unknown[] = [];
    other.on('comment:new', (payload) => received.push(payload));
    const comment = { postID: 5, commentID: 1, userID: 7, username: 'ola', content: 'Heia!', dateCreated: 'x' };
    const arrived = next(reader, 'comment:new');
    publish(busMessage('comment:new', comment, [rooms.post(5)]));
    expect(await arrived).toEqual(comment);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("never relays the API processes' own messages to browsers", async () => {
    const socket = client('session=user7');
    await next(socket, 'deadline');
    await join(socket, rooms.user(7));
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    publish(apiOnlyMessage('users:changed', { userIDs: [7] }));
    publish(apiOnlyMessage('team:saved', { userIDs: [7] }));
    const arrived = next(socket, 'stats:updated');
    publish(busMessage('stats:updated', { season: 2026 }, [EVERYONE]));
    await arrived;
    expect(received).toEqual(['stats:updated']);
  });

  it('lets a socket into its own user room only', async () => {
    const ola = client('session=ola');
    await next(ola, 'deadline');
    expect(await join(ola, rooms.user(7))).toEqual({ ok: true });
    expect(await join(ola, rooms.user(8))).toEqual({ ok: false });
    const anonymous = client();
    await next(anonymous, 'deadline');
    expect(await join(anonymous, rooms.user(7))).toEqual({ ok: false });
  });

  it('answers joins "retry" while the API does not answer, and knows the visitor once it does', async () => {
    apiDown = true;
    const ola = client('session=ola');
    await next(ola, 'deadline');
    expect(await join(ola, rooms.post(5))).toEqual({ ok: false, retry: true });
    expect(await join(ola, rooms.user(7))).toEqual({ ok: false, retry: true });
    apiDown = false;
    expect(await join(ola, rooms.user(7))).toEqual({ ok: true });
    expect(await join(ola, rooms.post(5))).toEqual({ ok: true });
    // A refusal on the rules is final: no retry.
    expect(await join(ola, rooms.user(8))).toEqual({ ok: false });
  });

  it("keeps visitors out of a post's room they may not read, and refuses unknown rooms", async () => {
    const anonymous = client();
    await next(anonymous, 'deadline');
    expect(await join(anonymous, rooms.post(99))).toEqual({ ok: false });
    expect(await join(anonymous, 'admin:secrets')).toEqual({ ok: false });
    expect(await join(anonymous, rooms.match('M12'))).toEqual({ ok: true });
  });

  it('stamps relayed deadlines with the clock of the moment they are sent', async () => {
    const socket = client();
    await next(socket, 'deadline');
    const arrived = next<DeadlinePayload>(socket, 'deadline');
    publish(busMessage('deadline', { ...deadline, round: 13, serverNow: 'old' }, [EVERYONE]));
    expect(await arrived).toMatchObject({ round: 13, serverNow: '2026-11-22T13:00:00+01:00' });
  });

  it("lets anyone into a public league's room and only members into a private one's", async () => {
    const ola = client('session=ola');
    const anonymous = client();
    const stranger = client('session=user8');
    await Promise.all([ola, anonymous, stranger].map((socket) => next(socket, 'deadline')));
    expect(await join(ola, rooms.league(4))).toEqual({ ok: true });
    expect(await join(stranger, rooms.league(4))).toEqual({ ok: false });
    expect(await join(anonymous, rooms.league(4))).toEqual({ ok: false });
    expect(await join(anonymous, rooms.league(5))).toEqual({ ok: true });
  });

  it('gives each user of a fan-out their own payload, once, and nobody else theirs', async () => {
    // Users 1 and 2 have a socket each, user 3 two; user 4 is connected but not in the fan-out.
    const users = [1, 2, 3, 3, 4];
    const sockets = users.map((userID) => client(`session=user${userID}`));
    await Promise.all(sockets.map((socket) => next(socket, 'deadline')));
    for (const [index, socket] of sockets.entries()) await join(socket, rooms.user(users[index]!));
    const received = sockets.map(() => [] as OwnPointsPayload[]);
    sockets.forEach((socket, index) => socket.on('points:own', (payload) => received[index]!.push(payload)));

    publish(ownPointsFanout([2, 5, 1, 3], [40, 50, 10, 30]));
    await expect.poll(() => received.map((list) => list.length)).toEqual([1, 1, 1, 1, 0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((list) => list.map((payload) => [payload.userID, payload.roundPoints]))).toEqual([
      [[1, 10]],
      [[2, 40]],
      [[3, 30]],
      [[3, 30]],
      [],
    ]);
    expect(received[0]![0]).toEqual({
      userID: 1,
      season: 2026,
      round: 12,
      matchID: 'M12',
      live: true,
      roundPoints: 10,
      totalPoints: 110,
      worldRank: 3,
    });
  });
});

/** One points:own bus message for these users, as the API sends it after a live entry. */
function ownPointsFanout(userIDs: number[], roundPoints: number[]): BusMessage<'points:own'> {
  return {
    event: 'points:own',
    payload: {
      userID: 0,
      season: 2026,
      round: 12,
      matchID: 'M12',
      live: true,
      roundPoints: 0,
      totalPoints: 0,
      worldRank: null,
    },
    rooms: [],
    fanout: {
      userIDs,
      columns: {
        roundPoints,
        totalPoints: roundPoints.map((points) => points + 100),
        worldRank: userIDs.map((userID) => userID + 2),
      },
    },
  };
}
