import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@vsf/engine';
import { fetchClientConfig } from '../../api/client';
import { appStore, type AppStore } from '../../store';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { loadSeasonContext } from '../season/loadSeasonContext';
import { deadlineClockFrom, liveDeadlineAtom } from './atoms';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// WebSocket only: no long-polling means no sticky sessions behind a load balancer (DESIGN §2).
const socketOptions = { path: '/socket.io', transports: ['websocket'], withCredentials: true };

let socket: AppSocket | null = null;

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
}

/** Connects once; events write into the app's store. */
export async function startRealtime(store: AppStore = appStore): Promise<void> {
  if (socket) return;
  const url = await realtimeUrl();
  const connection: AppSocket = url ? io(url, socketOptions) : io(socketOptions);
  socket = connection;

  let connectedBefore = false;
  connection.on('connect', () => {
    // Events may have been missed while away; refetching is cheap and always right.
    if (connectedBefore) refetchSeason(store);
    connectedBefore = true;
  });
  connection.on('deadline', (payload) => store.set(liveDeadlineAtom, deadlineClockFrom(payload, Date.now())));
  connection.on('fixtures:updated', () => refetchSeason(store));
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
