import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from './useApiQuery';

/** What a view shows of one read: the spinner, the answer, or the error text. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/**
 * A query as a view's three states. A refusal shows the server's text; no answer at all shows
 * `fallback` (the view's 'Kunne ikke hente … Prøv igjen om litt.'). A refetch that fails after
 * an answer shows the error, as every view did before the cache.
 */
export function loadableOf<T>(query: UseQueryResult<T>, fallback: string): Loadable<T> {
  if (query.isError) return { status: 'error', message: errorText(query.error, fallback) };
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', value: query.data };
}
