import { parseRoom, rooms } from '@vsf/contract';
import type { RealtimeDeps } from './realtimeServer';
import type { RealtimeServer, RealtimeSocket } from './socketTypes';

/**
 * A socket opened by a user whose sessions or rows changed (a logout, a password change, a
 * deletion: `users:changed`) is asked again who it is, here on this process. One whose
 * session has ended leaves the user's own room and every league room, and is anonymous from
 * then on: it gets no more of that user's points or notices. One that is still
 * the same user keeps everything.
 */
export function askSocketsAgain(io: RealtimeServer, userIDs: readonly number[] | 'all', deps: RealtimeDeps): void {
  const sockets = [...io.sockets.sockets.values()].filter(
    (socket) => socket.data.user !== null && (userIDs === 'all' || userIDs.includes(socket.data.user.userID)),
  );
  for (const socket of sockets) void askAgain(socket, deps);
}

async function askAgain(socket: RealtimeSocket, deps: RealtimeDeps): Promise<void> {
  const before = socket.data.user;
  const now = await deps.authenticate(socket.data.cookie).catch(() => null);
  if (!before || now?.userID === before.userID) return;
  socket.data.user = null;
  for (const room of socket.rooms) {
    const parsed = parseRoom(room);
    if (room === rooms.user(before.userID) || parsed?.kind === 'league') void socket.leave(room);
  }
}
