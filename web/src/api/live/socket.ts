import type { Socket } from 'socket.io-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  LiveResume,
  type ClientToServerEvents,
  type EventName,
  type EventPayload,
  type ReceivedEvent,
  type ServerToClientEvents,
} from '@vsf/contract';
import { fetchClientConfig } from '../client';
import { queryClient as appQueryClient } from '../queryClient';
import { appStore, type AppStore } from '../../store';
import { deadlineClockFrom, liveDeadlineAtom } from './deadline';
import { invalidateFor, type InvalidatingEvent } from './invalidation';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ListenedEvent = 'comment:new' | 'poll:updated' | 'match:live' | 'fixtures:updated';

// WebSocket only: no long-polling means no sticky sessions behind a load balancer (DESIGN §2).
const socketOptions = { path: '/socket.io', transports: ['websocket'], withCredentials: true };

let socket: AppSocket | null = null;
/** Set by the first `startRealtime`: the socket is made after an await, and only once. */
let started = false;
/** The season pointer of the last `deadline` event, to tell a moved pointer from a reconnect. */
let lastPointer: string | null = null;

/** Rooms components asked for, counted, so two views of one post share one join. */
const roomUsers = new Map<string, number>();
const listeners: { [E in ListenedEvent]: Set<ServerToClientEvents[E]> } = {
  'comment:new': new Set(),
  'poll:updated': new Set(),
  'match:live': new Set(),
  'fixtures:updated': new Set(),
};
/** Views that act when the socket comes back after a drop (the touchline entry sends what waited). */
const reconnectHandlers = new Set<() => void>();

/**
 * Joins a room (e.g. post:12) while a view needs it; the server decides whether this
 * visitor may. Returns the leave function. Rooms are joined again after every reconnect.
 */
export function joinRoom(room: string): () => void {
  roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
  if (roomUsers.get(room) === 1 && socket?.connected) askToJoin(socket, room);
  return () => {
    const left = (roomUsers.get(room) ?? 1) - 1;
    if (left > 0) roomUsers.set(room, left);
    else {
      roomUsers.delete(room);
      socket?.emit('leave', room);
    }
  };
}

/** The longest wait before a join refused for a passing reason is asked again. */
const MAX_JOIN_RETRY_MS = 30_000;

/**
 * Asks to join a room. A join refused for a passing reason (`retry`: the API did not answer,
 * too many joins at once) is asked again, a second later, then two, four, … up to 30 s, for
 * as long as a view still needs the room and the socket is connected; a reconnect joins
 * every needed room again anyway.
 */
function askToJoin(connection: AppSocket, room: string, attempt = 0): void {
  connection.emit('join', room, (result) => {
    if (result.ok || !result.retry) return;
    const wait = Math.min(MAX_JOIN_RETRY_MS, 1000 * 2 ** attempt);
    setTimeout(() => {
      if (roomUsers.has(room) && connection.connected) askToJoin(connection, room, attempt + 1);
    }, wait);
  });
}

/**
 * For views that show the event itself (the live ticker), not only a refetched answer:
 * calls `handler` with every such event until the returned function is called.
 */
export function onLiveEvent<E extends ListenedEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
  const handlers = listeners[event] as Set<ServerToClientEvents[E]>;
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Calls `handler` each time the socket connects again after a drop, until the returned function is called. */
export function onReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => reconnectHandlers.delete(handler);
}

function tell<E extends ListenedEvent>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
  (listeners[event] as Set<(value: typeof payload) => void>).forEach((handler) => handler(payload));
}

/** The realtime server's origin, or null for the page's own origin. */
async function realtimeUrl(): Promise<string | null> {
  try {
    const answer = await fetchClientConfig();
    return answer.success ? answer.realtimeUrl : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** How long a `resume` may take before the views fetch again instead. */
const RESUME_TIMEOUT_MS = 10_000;

/** Connects once; events invalidate the cache's queries (`invalidation.ts`) and set the deadline. */
export async function startRealtime(store: AppStore = appStore, client: QueryClient = appQueryClient): Promise<void> {
  if (started) return;
  started = true;
  // The client library loads beside the first page, not with the app's main script: on a
  // phone its download and start-up came before anything was drawn.
  const [{ io }, url] = await Promise.all([import('socket.io-client'), realtimeUrl()]);
  const connection: AppSocket = url ? io(url, socketOptions) : io(socketOptions);
  socket = connection;
  const handle = eventHandlers(store, client);
  const dispatch = ({ event, args }: ReceivedEvent) => handle[event as EventName]?.(args[0] as never);
  // Every event passes through `LiveResume`, which holds them while a resume is answered.
  const live = new LiveResume();
  connection.onAny((event: string, ...args: unknown[]) => live.received({ event, args }).forEach(dispatch));

  let connectedBefore = false;
  connection.on('connect', () => {
    const since = connectedBefore && !connection.recovered ? live.resuming() : null;
    if (since) resumeRooms(connection, since, live, dispatch);
    else for (const room of roomUsers.keys()) askToJoin(connection, room);
    // Events may have been missed while away: every open view fetches again.
    if (connectedBefore) {
      void client.invalidateQueries();
      reconnectHandlers.forEach((handler) => handler());
    }
    connectedBefore = true;
  });
}

/**
 * After a reconnect Socket.IO could not recover (the realtime process died), the rooms are
 * joined again in one `resume`, whose answer holds the events they missed (engine `LiveResume`).
 */
function resumeRooms(connection: AppSocket, since: string, live: LiveResume, dispatch: (event: ReceivedEvent) => void) {
  connection.timeout(RESUME_TIMEOUT_MS).emit('resume', { rooms: [...roomUsers.keys()], since }, (error, result) => {
    live.resumed(error ? null : result.missed).forEach(dispatch);
    for (const room of roomUsers.keys()) {
      const joined = error ? undefined : result.joined[room];
      if (!joined?.ok && (joined === undefined || joined.retry)) askToJoin(connection, room, joined ? 1 : 0);
    }
  });
}

type EventHandlers = { [E in EventName]?: (payload: EventPayload<E>) => void };

/** What each event does: invalidate the queries it makes stale, and tell the views that show it. */
function eventHandlers(store: AppStore, client: QueryClient): EventHandlers {
  const invalidate =
    <E extends InvalidatingEvent>(event: E) =>
    (payload: EventPayload<E>) =>
      void invalidateFor(client, event, payload);
  const invalidateAndTell =
    <E extends ListenedEvent & InvalidatingEvent>(event: E) =>
    (payload: EventPayload<E>) => {
      void invalidateFor(client, event, payload);
      tell(event, payload);
    };
  return {
    'comment:new': invalidateAndTell('comment:new'),
    'poll:updated': invalidateAndTell('poll:updated'),
    'match:live': invalidateAndTell('match:live'),
    'fixtures:updated': invalidateAndTell('fixtures:updated'),
    deadline: (payload) => {
      store.set(liveDeadlineAtom, deadlineClockFrom(payload, Date.now()));
      // Sent on every connect too; only a moved season pointer makes the views stale.
      const pointer = `${payload.season}:${payload.matchID}`;
      if (lastPointer !== null && pointer !== lastPointer) void invalidateFor(client, 'deadline', payload);
      lastPointer = pointer;
    },
    'posts:updated': invalidate('posts:updated'),
    'rankings:updated': invalidate('rankings:updated'),
    'stats:updated': invalidate('stats:updated'),
    'table:updated': invalidate('table:updated'),
    'season:changed': invalidate('season:changed'),
    'notice:new': invalidate('notice:new'),
    'squad:updated': invalidate('squad:updated'),
    'points:live': invalidate('points:live'),
    // Sent to the user's own room (useUserRoom).
    'points:own': invalidate('points:own'),
    'league:table': invalidate('league:table'),
  };
}

/**
 * The realtime server reads the session cookie at the handshake only, so after
 * login or logout the socket must shake hands again to join the right rooms.
 */
export function reconnectRealtime(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}
