import type { Server as HttpServer } from 'node:http';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Server, type ServerOptions } from 'socket.io';
import { osloIsoTimestamp } from '@vsf/engine';
import {
  type JoinResult,
  EVERYONE,
  isForBrowsers,
  parseRoom,
  type BusMessage,
  type DeadlinePayload,
  type EventName,
} from '@vsf/contract';
import type { RealtimeServer, RealtimeSocket, SocketUser } from './socketTypes';
import { resume } from './resume';
import { askSocketsAgain } from './sessionEnds';
import { SOCKET_LIMITS } from './socketLimits';
import { emitFanoutLocally } from './userFanout';

export type { RealtimeServer, SocketUser } from './socketTypes';

export interface RealtimeDeps {
  /** Messages the API published; each must reach the rooms it names. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  authenticate(cookieHeader: string | undefined): Promise<SocketUser | null>;
  /** Whether this user (or an anonymous visitor) may read the post, and so join its room. */
  mayReadPost(cookieHeader: string | undefined, postID: number): Promise<boolean>;
  /** Whether this user (or an anonymous visitor) may follow the league's table, and so join its room. */
  mayJoinLeague(cookieHeader: string | undefined, leagueID: number): Promise<boolean>;
  /** The current season pointer and deadline, sent to each socket as it connects. */
  currentDeadline(): Promise<Omit<DeadlinePayload, 'serverNow'>>;
  now(): Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Sockets only push (DESIGN §4): the browser writes through the API, the API
 * publishes, and this relays each message to the rooms it names, or, for a fan-out, to
 * each named user's own room (userFanout.ts).
 */
export function createRealtimeServer(
  target: HttpServer | undefined,
  deps: RealtimeDeps,
  options: Partial<ServerOptions> = {},
): RealtimeServer {
  const io: RealtimeServer = new Server(target, {
    path: '/socket.io',
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
    ...options,
  });

  io.use(async (socket, next) => {
    const cookie = socket.handshake.headers.cookie;
    socket.data.cookie = cookie;
    await identify(socket, deps);
    next();
  });

  // Per socket: a page joins a few rooms; one asking for many (each may cost the API a
  // question) is refused beyond the limits, and the others are served as before.
  const joinLimiter = new RateLimiterMemory({ points: SOCKET_LIMITS.joinsPer10s, duration: 10 });

  io.on('connection', (socket) => {
    void socket.join(EVERYONE);
    if (!socket.recovered) void sendDeadline(socket, deps);
    socket.on('join', (room, ack) => {
      void admitJoin(socket, room, deps, joinLimiter).then(async (result) => {
        if (result.ok) await socket.join(room);
        if (typeof ack === 'function') ack(result);
      });
    });
    socket.on('resume', (request, ack) => {
      if (typeof ack !== 'function') return;
      void resume(socket, request, (room) => admitJoin(socket, room, deps, joinLimiter)).then(ack);
    });
    socket.on('leave', (room) => {
      if (typeof room === 'string' && room !== EVERYONE) void socket.leave(room);
    });
  });

  // With an adapter other processes hold sockets too: a fan-out taken here is handed to them.
  const peers = options.adapter !== undefined;
  io.on('fanout', (message) => emitFanoutLocally(io, message));
  io.on('usersChanged', (userIDs) => askSocketsAgain(io, userIDs, deps));
  const unsubscribe = deps.subscribe((message) => {
    if (message.event === 'users:changed') {
      const { userIDs } = (message as BusMessage<'users:changed'>).payload;
      askSocketsAgain(io, userIDs, deps);
      if (peers) {
        io.serverSideEmit('usersChanged', userIDs);
        // Each API process drops the session it keeps when it reads the same message; a
        // question that reached one before it did is asked again once it surely has.
        setTimeout(() => askSocketsAgain(io, userIDs, deps), ASK_AGAIN_AFTER_MS).unref();
      }
      return;
    }
    // The API processes' own messages (cache drops) are not for browsers.
    if (!isForBrowsers(message)) return;
    if (!message.fanout) {
      relay(io, message, deps);
      return;
    }
    emitFanoutLocally(io, message);
    if (peers) io.serverSideEmit('fanout', message);
  });
  const close = io.close.bind(io);
  io.close = (callback) => {
    unsubscribe();
    return close(callback);
  };
  return io;
}

async function sendDeadline(socket: RealtimeSocket, deps: RealtimeDeps): Promise<void> {
  try {
    const deadline = await deps.currentDeadline();
    socket.emit('deadline', { ...deadline, serverNow: osloIsoTimestamp(deps.now()) });
  } catch (error) {
    deps.log?.warn({ err: error }, 'deadline not sent on connect');
  }
}

/** Scaled mode: how long after a session change its sockets are asked a second time. */
const ASK_AGAIN_AFTER_MS = 2000;

async function admitJoin(
  socket: RealtimeSocket,
  room: unknown,
  deps: RealtimeDeps,
  limiter: RateLimiterMemory,
): Promise<JoinResult> {
  if (typeof room === 'string' && socket.rooms.has(room)) return { ok: true };
  // socket.rooms holds the socket's own room and `everyone` besides the ones it asked for.
  if (socket.rooms.size - 2 >= SOCKET_LIMITS.rooms) return { ok: false };
  const allowed = await limiter.consume(socket.id).then(
    () => true,
    () => false,
  );
  if (!allowed) return { ok: false, retry: true };
  return mayJoin(socket, room, deps).then(
    (ok) => ({ ok }),
    // The API did not answer: the browser asks again later (another web process may by then).
    () => ({ ok: false, retry: true }),
  );
}

/**
 * Who the visitor is, asked of the API with their cookie. When the API does not answer, the
 * socket is anonymous for now and asked again on its first join that needs to know.
 */
async function identify(socket: RealtimeSocket, deps: RealtimeDeps): Promise<void> {
  try {
    socket.data.user = await deps.authenticate(socket.data.cookie);
    socket.data.userUnknown = false;
  } catch {
    socket.data.user = null;
    socket.data.userUnknown = true;
  }
}

/**
 * The handshake's Origin (cross-site WebSocket hijacking): a browser on another site is
 * refused; a client that sends none (a script, a load test) carries no visitor's cookie.
 * The site's origin is PUBLIC_ORIGIN when set, else the host the request was sent to.
 */
export function sameSiteHandshake(publicOrigin: string | null): NonNullable<ServerOptions['allowRequest']> {
  return (req, callback) => {
    const origin = req.headers.origin;
    if (!origin) return callback(null, true);
    if (publicOrigin) return callback(null, origin === publicOrigin);
    const host = URL.canParse(origin) ? new URL(origin).host : null;
    callback(null, host !== null && host === req.headers.host);
  };
}

async function mayJoin(socket: RealtimeSocket, room: unknown, deps: RealtimeDeps): Promise<boolean> {
  const parsed = parseRoom(room);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'everyone':
    case 'match':
      return true;
    case 'user':
      if (socket.data.userUnknown) await identify(socket, deps);
      if (socket.data.userUnknown) throw new Error('the API did not say who the visitor is');
      return socket.data.user?.userID === parsed.userID;
    case 'post':
      return deps.mayReadPost(socket.data.cookie, parsed.postID);
    case 'league':
      return deps.mayJoinLeague(socket.data.cookie, parsed.leagueID);
  }
}

function relay(io: RealtimeServer, message: BusMessage<EventName>, deps: RealtimeDeps): void {
  // Every deadline leaves with the clock of the moment it is sent, so browsers can
  // correct their own clocks however long the message waited.
  const payload =
    message.event === 'deadline'
      ? { ...(message.payload as DeadlinePayload), serverNow: osloIsoTimestamp(deps.now()) }
      : message.payload;
  // The bus message pairs each event with its own payload type (BusMessage<E>); the
  // union is lost once it travels as JSON, so the pair is emitted as it came.
  io.to(message.rooms).emit(message.event as 'deadline', payload as DeadlinePayload);
}
