import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { LiveMatch } from '@vsf/contract';
import { ApiUnavailableError, apiWithStatus } from '../../api/client';
import { onReconnect } from '../../api/live/socket';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey, fetchApi, refetchCalls } from '../../api/useApiQuery';
import { NOT_SENT, alreadyStored, nextToSend, outboxReducer, type OutboxEntry, type OutboxWrite } from './outbox';
import { loadOutbox, saveOutbox } from './outboxStorage';

/** While a write waits for a retry, the page tries again this often by itself. */
export const RETRY_EVERY_MS = 10_000;

type Outcome = { kind: 'sent'; match: LiveMatch | null } | { kind: 'failed' | 'refused'; message: string };

/** Statuses that say "not now" rather than "no": the write is tried again. */
const TRY_AGAIN = new Set([401, 408, 429]);

async function send(write: OutboxWrite): Promise<Outcome> {
  try {
    const { status, answer } =
      write.call === 'addMatchEvent'
        ? await apiWithStatus('addMatchEvent', write.input)
        : write.call === 'updateMatchEvent'
          ? await apiWithStatus('updateMatchEvent', write.input)
          : write.call === 'deleteMatchEvent'
            ? await apiWithStatus('deleteMatchEvent', write.input)
            : await apiWithStatus('setMatchPhase', write.input);
    if (answer.success) return { kind: 'sent', match: answer.match };
    const retry = status >= 500 || TRY_AGAIN.has(status);
    return { kind: retry ? 'failed' : 'refused', message: answer.msg || NOT_SENT };
  } catch (error) {
    if (error instanceof ApiUnavailableError) return { kind: 'failed', message: NOT_SENT };
    throw error;
  }
}

/**
 * Two tabs of one browser share the stored writes of a match: with the browser's Web Locks,
 * only one of them looks and sends at a time, so the other finds a write already stored.
 */
async function oneTabAtATime<T>(matchID: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return await navigator.locks.request(`vsf-live-entry-${matchID}`, work);
}

/**
 * Sends the admin's writes for one match in order, keeps those the server does not have in
 * this browser's storage, and tries them again on reconnect, when the browser is back online,
 * every few seconds and on `retry()`. Mount it with `key={matchID}`.
 */
export function useOutbox(matchID: string, match: LiveMatch | undefined, enteredBy: string | null) {
  const [entries, dispatch] = useReducer(outboxReducer, matchID, loadOutbox);
  const busy = useRef(false);
  const latest = useRef({ match, enteredBy });
  latest.current = { match, enteredBy };

  useEffect(() => saveOutbox(matchID, entries), [matchID, entries]);

  const deliver = useCallback(
    (entry: OutboxEntry): Promise<Outcome> =>
      oneTabAtATime(matchID, async () => {
        if (entry.attempts > 0) {
          // The last attempt may have reached the server with its answer lost: look before sending again.
          const { match: fresh } = await fetchApi('getLiveMatch', { matchID });
          if (alreadyStored(entry, fresh, latest.current.enteredBy)) return { kind: 'sent', match: fresh };
        }
        return send(entry.write);
      }),
    [matchID],
  );

  useEffect(() => {
    const next = nextToSend(entries);
    if (!next || busy.current) return;
    busy.current = true;
    dispatch({ type: 'sending', id: next.id });
    void deliver(next)
      .catch((): Outcome => ({ kind: 'failed', message: NOT_SENT }))
      .then(async (outcome) => {
        busy.current = false;
        if (outcome.kind === 'sent') {
          dispatch({ type: 'sent', id: next.id });
          if (outcome.match)
            queryClient.setQueryData(apiQueryKey('getLiveMatch', { matchID }), { match: outcome.match });
          await refetchCalls('getLiveMatch', 'getLiveMatches', 'getLiveMatchReview');
        } else {
          dispatch({ type: outcome.kind, id: next.id, message: outcome.message });
          // A refusal (a 409 above all) means the page's list is stale: show the server's.
          if (outcome.kind === 'refused') await refetchCalls('getLiveMatch', 'getLiveMatchReview');
        }
      });
  }, [entries, deliver, matchID]);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const hasFailed = entries.some((entry) => entry.status === 'failed');
  useEffect(() => {
    if (!hasFailed) return undefined;
    const timer = window.setInterval(retry, RETRY_EVERY_MS);
    window.addEventListener('online', retry);
    const stopListening = onReconnect(retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
      stopListening();
    };
  }, [hasFailed, retry]);

  const enter = useCallback((write: OutboxWrite) => {
    const knownEventID = Math.max(0, ...(latest.current.match?.events ?? []).map((event) => event.eventID));
    const entry: OutboxEntry = {
      id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      write,
      status: 'pending',
      message: null,
      enteredAt: new Date().toISOString(),
      knownEventID,
      attempts: 0,
    };
    dispatch({ type: 'enter', entry });
    // A new tap is a good moment to try the waiting ones again: the network may be back.
    dispatch({ type: 'retry' });
  }, []);

  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);
  return { entries, enter, retry, dismiss };
}
