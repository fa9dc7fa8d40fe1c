import { useEffect } from 'react';
import { rooms } from '@vsf/engine';
import { joinRoom } from '../../api/live/socket';

/**
 * Joins the user's own room while a view shows their points, so `points:own` reaches it
 * (the server lets a socket into `user:{id}` only as that user), and leaves it after.
 */
export function useOwnPointsRoom(userID: number | null): void {
  useEffect(() => (userID === null ? undefined : joinRoom(rooms.user(userID))), [userID]);
}

/** Joins `league:{id}` while that league's table is open, so `league:table` refetches it; leaves after. */
export function useLeagueRoom(leagueID: number | null): void {
  useEffect(() => (leagueID === null ? undefined : joinRoom(rooms.league(leagueID))), [leagueID]);
}
