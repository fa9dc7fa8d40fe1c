import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallAnswer, CallInput, CallName } from '@vsf/contract';
import { fetchApi } from './calls';
import type { JsonCallName } from './client';
import { queryClient as appQueryClient } from './queryClient';

// The plain calls live apart so that web/src/boot.ts can make them without the query cache.
export { ApiRefusal, errorText, fetchApi } from './calls';

/** Every query is keyed by the call's name and its input, so live events can invalidate by name. */
export type ApiQueryKey = readonly [callName: CallName, input: object];

export const apiQueryKey = (callName: CallName, input: object = {}): ApiQueryKey => [callName, input];

export interface ApiQueryOptions {
  /** false waits (e.g. for a debounced input); the query keeps no data meanwhile. */
  enabled?: boolean;
  /** Keeps the previous key's answer on screen while a new key loads (search boxes). */
  keepPrevious?: boolean;
  /** The few calls the server answers to GET only (with no input). */
  method?: 'POST' | 'GET';
}

/**
 * One server read through the app's cache: `useApiQuery('getSeasonFixtures', { season })`.
 * `input` null means "not yet" (a value it depends on is missing). Components share one
 * request per key, and a live event that names the call refetches it (`live/invalidation.ts`).
 */
export function useApiQuery<N extends JsonCallName>(
  callName: N,
  input: CallInput<N> | null,
  options: ApiQueryOptions = {},
): UseQueryResult<CallAnswer<N>> {
  return useLoadQuery(
    input === null ? null : apiQueryKey(callName, input),
    () => fetchApi(callName, input ?? undefined, options.method),
    options,
  );
}

/**
 * A read that is more than one plain call (a chain where each call needs the previous answer,
 * or a call whose refusal counts as an empty answer), cached under the key of the call that
 * gives its answer, so events naming that call refetch it. Its answer has that call's shape,
 * so a plain `useApiQuery` of the same key reads the same thing.
 */
export function useLoadQuery<T>(
  key: ApiQueryKey | null,
  load: () => Promise<T>,
  options: ApiQueryOptions = {},
): UseQueryResult<T> {
  return useQuery(
    {
      queryKey: key ?? ['none', {}],
      queryFn: load,
      enabled: key !== null && options.enabled !== false,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    },
    appQueryClient,
  );
}

/** After a write: every query of these calls is stale, and the open ones refetch (awaited). */
export async function refetchCalls(...callNames: readonly CallName[]): Promise<void> {
  await Promise.all(callNames.map((name) => appQueryClient.invalidateQueries({ queryKey: [name] })));
}
