import type { ApiResult, CallAnswer, CallInput, CallName, DeadlinePayload } from '@vsf/contract';
import type { RealtimeDeps } from './realtimeServer';

/** The calls the realtime process makes: a body each takes nothing beyond the contract's. */
type AskedCall = 'isLoggedIn' | 'mayReadPost' | 'mayJoinLeague' | 'getYearRoundMatchDateID';

/** A refused or failed call, with the API's own text; callers decide what refusal means. */
export class ApiCallError extends Error {
  constructor(
    readonly call: CallName,
    message: string,
  ) {
    super(`${call} refused: ${message}`);
  }
}

/** How long one web process may take to answer before the next is asked. */
const ASK_TIMEOUT_MS = 2000;

/**
 * In the scaled mode the realtime process asks the API, with the visitor's own
 * cookie, who the visitor is and what they may read: the rules stay in one place.
 *
 * `apiUrls` are the web processes (API_URL, comma-separated, or the reverse proxy in front of
 * them): each question goes to the next in turn, and to the one after when a process does not
 * answer or answers 5xx, so no single web process is needed. When none answers the question
 * throws: the socket's join is answered `retry` and the browser asks again later.
 */
export function apiBackedDeps(apiUrls: readonly string[]): Omit<RealtimeDeps, 'subscribe' | 'now' | 'log'> {
  if (apiUrls.length === 0) throw new Error('apiBackedDeps needs at least one API address');
  let next = 0;

  async function call<N extends AskedCall>(
    name: N,
    cookie: string | undefined,
    body: CallInput<N>,
  ): Promise<ApiResult<CallAnswer<N>>> {
    const first = next++ % apiUrls.length;
    let failure: unknown = null;
    for (let tried = 0; tried < apiUrls.length; tried++) {
      const apiUrl = apiUrls[(first + tried) % apiUrls.length];
      try {
        const response = await fetch(`${apiUrl}/api/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
        });
        if (response.status >= 500) throw new ApiCallError(name, `${apiUrl} answered ${response.status}`);
        // The API answers every call, refused ones too, with the contract's envelope.
        return (await response.json()) as ApiResult<CallAnswer<N>>;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  /** The answer of a call that must succeed; a refusal throws. */
  async function answerOf<N extends AskedCall>(
    name: N,
    cookie: string | undefined,
    body: CallInput<N>,
  ): Promise<CallAnswer<N>> {
    const result = await call(name, cookie, body);
    if (!result.success) throw new ApiCallError(name, result.msg);
    return result;
  }

  return {
    async authenticate(cookie) {
      if (!cookie) return null;
      const result = await call('isLoggedIn', cookie, {});
      return result.success && result.isLoggedIn ? { userID: result.userID } : null;
    },
    async mayReadPost(cookie, postID) {
      const result = await call('mayReadPost', cookie, { postID });
      return result.success && result.mayRead;
    },
    async mayJoinLeague(cookie, leagueID) {
      const result = await call('mayJoinLeague', cookie, { leagueID });
      return result.success && result.mayJoin;
    },
    async currentDeadline(): Promise<Omit<DeadlinePayload, 'serverNow'>> {
      const season = await answerOf('getYearRoundMatchDateID', undefined, {});
      return {
        season: season.thisYear,
        round: season.thisRound,
        matchID: season.thisMatchID,
        deadlineAt: season.deadlineAt,
      };
    },
  };
}
