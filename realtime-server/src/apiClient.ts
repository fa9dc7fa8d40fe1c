import type { DeadlinePayload } from '@vsf/engine';
import type { RealtimeDeps } from './realtimeServer';

/**
 * In the scaled mode the realtime process asks the API, with the visitor's own
 * cookie, who the visitor is and what they may read: the rules stay in one place.
 */
export function apiBackedDeps(apiUrl: string): Omit<RealtimeDeps, 'subscribe' | 'now' | 'log'> {
  async function call<T>(name: string, cookie: string | undefined, body: object = {}): Promise<T> {
    const response = await fetch(`${apiUrl}/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    return (await response.json()) as T;
  }
  return {
    async authenticate(cookie) {
      if (!cookie) return null;
      const answer = await call<{ isLoggedIn?: boolean; userID?: number }>('isLoggedIn', cookie);
      return answer.isLoggedIn && answer.userID ? { userID: answer.userID } : null;
    },
    async mayReadPost(cookie, postID) {
      const answer = await call<{ success: boolean; mayRead?: boolean }>('mayReadPost', cookie, { postID });
      return answer.success && answer.mayRead === true;
    },
    async currentDeadline(): Promise<Omit<DeadlinePayload, 'serverNow'>> {
      const answer = await call<{
        thisYear: number;
        thisRound: number;
        thisMatchID: string;
        deadlineAt: string | null;
      }>('getYearRoundMatchDateID', undefined);
      return {
        season: answer.thisYear,
        round: answer.thisRound,
        matchID: answer.thisMatchID,
        deadlineAt: answer.deadlineAt,
      };
    },
  };
}
