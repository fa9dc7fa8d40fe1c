import { reconnectRealtime } from './live/socket';
import { queryClient } from './queryClient';

/**
 * After a login, a registration or a logout. The cached answers were the previous visitor's
 * (the server reads who asks from the cookie, so most keys do not name the user): every query
 * starts over, open views show their loading state and fetch again as the new visitor, and
 * the socket shakes hands again to join the new visitor's rooms.
 */
export function visitorChanged(): void {
  void queryClient.resetQueries();
  reconnectRealtime();
}
