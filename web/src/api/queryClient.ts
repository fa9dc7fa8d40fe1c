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
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
  for (const callName of FRESH_UNTIL_EVENT_CALLS) client.setQueryDefaults([callName], { staleTime: Infinity });
  return client;
}

export const queryClient = createQueryClient();
