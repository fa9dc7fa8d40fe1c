import { useEffect } from 'react';
import { rooms, type CallAnswer, type LiveMatch } from '@vsf/contract';
import { apiWithStatus } from '../../api/client';
import { joinRoom } from '../../api/live/socket';
import { ApiRefusal, apiQueryKey, useApiQuery, useLoadQuery } from '../../api/useApiQuery';

/** The address names no match: the page shows the site's not-found text. */
export class MatchNotFoundError extends Error {
  constructor(readonly matchID: string) {
    super(`Kampen ${matchID} finnes ikke`);
    this.name = 'MatchNotFoundError';
  }
}

async function loadLiveMatch(matchID: string): Promise<CallAnswer<'getLiveMatch'>> {
  const { status, answer } = await apiWithStatus('getLiveMatch', { matchID });
  // 400 too: a matchID the server cannot even read names no match either.
  if (status === 404 || status === 400) throw new MatchNotFoundError(matchID);
  if (!answer.success) throw new ApiRefusal('getLiveMatch', answer.msg);
  return { match: answer.match };
}

/**
 * One match as the match centre shows it, live: the page is in the match's room while open,
 * and each `match:live` there refetches this query (`api/live/invalidation.ts`); after a
 * dropped connection the socket refetches every open query, so nothing is missed.
 */
export function useLiveMatch(matchID: string) {
  useEffect(() => joinRoom(rooms.match(matchID)), [matchID]);
  return useLoadQuery(apiQueryKey('getLiveMatch', { matchID }), () => loadLiveMatch(matchID));
}

/** A played match's saved statistics, asked for only when it has no live events to show. */
export function useSavedMatchDetail(match: LiveMatch | undefined) {
  const needed = match !== undefined && match.saved && match.events.length === 0;
  return useApiQuery(
    'getSpecificFixture',
    needed ? { season: match.season, round: match.round, matchID: match.matchID } : null,
  );
}
