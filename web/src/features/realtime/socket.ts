import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@vsf/engine';
import { fetchClientConfig } from '../../api/client';
import { appStore, type AppStore } from '../../store';
import { fantasyVersionAtom } from '../fantasyTeam/atoms';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { pushLiveEntryAtom } from '../liveMatch/atoms';
import { newsVersionAtom } from '../news/atoms';
import { loadSeasonContext } from '../season/loadSeasonContext';
import { statsVersionAtom } from '../stats/atoms';
import { deadlineClockFrom, liveDeadlineAtom } from './atoms';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// WebSocket only: no long-polling means no sticky sessions behind a load balancer (DESIGN §2).
const socketOptions = { path: '/socket.io', transports: ['websocket'], withCredentials: true };

let socket: AppSocket | null = null;
/** The season pointer of the last `deadline` event, to tell a moved pointer from a reconnect. */
let lastPointer: string | null = null;

/** Rooms components asked for, counted, so two views of one post share one join. */
const roomUsers = new Map<string, number>();
/** Called after a reconnect, when events may have been missed: the view refetches. */
const resyncHandlers = new Set<() => void>();
type LiveEvent = 'comment:new' | 'poll:updated';
const liveHandlers: { [E in LiveEvent]: Set<ServerToClientEvents[E]> } = {
  'comment:new': new Set(),
  'poll:updated': new Set(),
};

/**
 * Joins a room (e.g. post:12) while a view needs it; the server decides whether this
 * visitor may. Returns the leave function. Rooms are joined again after every reconnect.
 */
export function joinRoom(room: string, onResync?: () => void): () => void {
  roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
  if (roomUsers.get(room) === 1 && socket?.connected) socket.emit('join', room);
  if (onResync) resyncHandlers.add(onResync);
  return () => {
    if (onResync) resyncHandlers.delete(onResync);
    const left = (roomUsers.get(room) ?? 1) - 1;
    if (left > 0) roomUsers.set(room, left);
    else {
      roomUsers.delete(room);
      socket?.emit('leave', room);
    }
  };
}

/** Listens to a room event (comment:new, poll:updated) until the returned function is called. */
export function onLiveEvent<E extends LiveEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
  const handlers = liveHandlers[event] as Set<ServerToClientEvents[E]>;
  handlers.add(handler);
  return () => handlers.delete(handler);
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

/** The schedule or the season moved: what the shell shows must be fetched again. */
function refetchSeason(store: AppStore): void {
  void loadSeasonContext(store);
  store.set(fixturesVersionAtom, (version) => version + 1);
  refetchFantasy(store);
}

/** Teams, points or ranks may have changed: open fantasy views fetch them again. */
function refetchFantasy(store: AppStore): void {
  store.set(fantasyVersionAtom, (version) => version + 1);
}

/** Connects once; events write into the app's store. */
export async function startRealtime(store: AppStore = appStore): Promise<void> {
  if (socket) return;
  const url = await realtimeUrl();
  const connection: AppSocket = url ? io(url, socketOptions) : io(socketOptions);
  socket = connection;

  let connectedBefore = false;
  connection.on('connect', () => {
    for (const room of roomUsers.keys()) connection.emit('join', room);
    // Events may have been missed while away; refetching is cheap and always right.
    if (connectedBefore) {
      refetchSeason(store);
      resyncHandlers.forEach((resync) => resync());
    }
    connectedBefore = true;
  });
  connection.on('comment:new', (payload) => liveHandlers['comment:new'].forEach((handler) => handler(payload)));
  connection.on('poll:updated', (payload) => liveHandlers['poll:updated'].forEach((handler) => handler(payload)));
  connection.on('match:live', (payload) => store.set(pushLiveEntryAtom, payload));
  connection.on('posts:updated', () => store.set(newsVersionAtom, (version) => version + 1));
  connection.on('deadline', (payload) => {
    store.set(liveDeadlineAtom, deadlineClockFrom(payload, Date.now()));
    // Sent on every connect too; only a moved season pointer makes the views stale.
    const pointer = `${payload.season}:${payload.matchID}`;
    if (lastPointer !== null && pointer !== lastPointer) refetchSeason(store);
    lastPointer = pointer;
  });
  connection.on('rankings:updated', () => refetchFantasy(store));
  connection.on('fixtures:updated', () => refetchSeason(store));
  connection.on('stats:updated', () => store.set(statsVersionAtom, (version) => version + 1));
  connection.on('season:changed', () => refetchSeason(store));
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
