import { io, type Socket } from 'socket.io-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientToServerEvents, ServerToClientEvents } from '@vsf/engine';
import { fetchClientConfig } from '../client';
import { queryClient as appQueryClient } from '../queryClient';
import { appStore, type AppStore } from '../../store';
import { deadlineClockFrom, liveDeadlineAtom } from './deadline';
import { invalidateFor } from './invalidation';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ListenedEvent = 'comment:new' | 'poll:updated' | 'match:live' | 'fixtures:updated';

// WebSocket only: no long-polling means no sticky sessions behind a load balancer (DESIGN §2).
const socketOptions = { path: '/socket.io', transports: ['websocket'], withCredentials: true };

let socket: AppSocket | null = null;
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

/** Connects once; events invalidate the cache's queries (`invalidation.ts`) and set the deadline. */
export async function startRealtime(store: AppStore = appStore, client: QueryClient = appQueryClient): Promise<void> {
  if (socket) return;
  const url = await realtimeUrl();
  const connection: AppSocket = url ? io(url, socketOptions) : io(socketOptions);
  socket = connection;

  let connectedBefore = false;
  connection.on('connect', () => {
    for (const room of roomUsers.keys()) askToJoin(connection, room);
    // Events may have been missed while away: every open view fetches again.
    if (connectedBefore) {
      void client.invalidateQueries();
      reconnectHandlers.forEach((handler) => handler());
    }
    connectedBefore = true;
  });
  connection.on('comment:new', (payload) => {
    void invalidateFor(client, 'comment:new', payload);
    tell('comment:new', payload);
  });
  connection.on('poll:updated', (payload) => {
    void invalidateFor(client, 'poll:updated', payload);
    tell('poll:updated', payload);
  });
  connection.on('match:live', (payload) => {
    void invalidateFor(client, 'match:live', payload);
    tell('match:live', payload);
  });
  connection.on('deadline', (payload) => {
    store.set(liveDeadlineAtom, deadlineClockFrom(payload, Date.now()));
    // Sent on every connect too; only a moved season pointer makes the views stale.
    const pointer = `${payload.season}:${payload.matchID}`;
    if (lastPointer !== null && pointer !== lastPointer) void invalidateFor(client, 'deadline', payload);
    lastPointer = pointer;
  });
  connection.on('posts:updated', (payload) => void invalidateFor(client, 'posts:updated', payload));
  connection.on('rankings:updated', (payload) => void invalidateFor(client, 'rankings:updated', payload));
  connection.on('fixtures:updated', (payload) => {
    void invalidateFor(client, 'fixtures:updated', payload);
    tell('fixtures:updated', payload);
  });
  connection.on('stats:updated', (payload) => void invalidateFor(client, 'stats:updated', payload));
  connection.on('season:changed', (payload) => void invalidateFor(client, 'season:changed', payload));
  connection.on('notice:new', (payload) => void invalidateFor(client, 'notice:new', payload));
  connection.on('points:live', (payload) => void invalidateFor(client, 'points:live', payload));
  // Sent to the user's own room (useUserRoom).
  connection.on('points:own', (payload) => void invalidateFor(client, 'points:own', payload));
  connection.on('league:table', (payload) => void invalidateFor(client, 'league:table', payload));
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
