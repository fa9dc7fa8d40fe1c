import { useEffect } from 'react';
import { rooms } from '@vsf/contract';
import { joinRoom } from './socket';

/**
 * Keeps the signed-in user in their own room (`user:{id}`) while a view needs what is sent
 * there (notices, their own points: `notice:new`, `points:own`), and leaves it after; null
 * joins nothing. The server admits only that user; the join is made again after every
 * reconnect, including the one that follows a login.
 */
export function useUserRoom(userID: number | null): void {
  useEffect(() => (userID === null ? undefined : joinRoom(rooms.user(userID))), [userID]);
}
