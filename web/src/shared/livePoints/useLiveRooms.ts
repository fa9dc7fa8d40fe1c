import { useEffect } from 'react';
import { rooms } from '@vsf/contract';
import { joinRoom } from '../../api/live/socket';

/** Joins `league:{id}` while that league's table is open, so `league:table` refetches it; leaves after. */
export function useLeagueRoom(leagueID: number | null): void {
  useEffect(() => (leagueID === null ? undefined : joinRoom(rooms.league(leagueID))), [leagueID]);
}
