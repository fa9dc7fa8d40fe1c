import { QueryCache, QueryClient } from '@tanstack/react-query';
import { FRESH_UNTIL_EVENT_CALLS } from './live/freshUntilEvent';

/**
 * The one cache of the app's server state. Live events, not timers or window focus, make an
 * open view refetch (`live/invalidation.ts`); a view that mounts asks again, except for the
 * calls kept fresh by events alone (`live/freshUntilEvent.ts`). A failed read is shown at once
 * rather than retried, and logged here once (000 §8: read failures are logged).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      // A read is asked even when the browser says it is offline: the service worker may
      // answer it from its store (decision 0074). TanStack's default would hold it back.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
  for (const callName of FRESH_UNTIL_EVENT_CALLS) client.setQueryDefaults([callName], { staleTime: Infinity });
  return client;
}

export const queryClient = createQueryClient();
