import type { AdminUser } from '@vsf/contract';
import { useDebouncedInput } from '../../api/useDebouncedInput';
import { ApiRefusal, apiQueryKey, errorText, refetchCalls, useLoadQuery } from '../../api/useApiQuery';
import { api } from '../../api/client';

export type UsersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; users: AdminUser[] };

const SEARCH_DEBOUNCE_MS = 250;

/** All users, or those matching the search text (002 §7.8). */
function loadUsers(searchString: string) {
  const search = searchString.trim();
  return search === '' ? api('getUsers') : api('searchUsers', { searchString: search });
}

const FAILED = 'Kunne ikke hente brukerne. Prøv igjen om litt.';

/** The user table's rows for a search text; reload() after an edit or a deletion. */
export function useAdminUsers(searchString: string): { state: UsersState; reload: () => void } {
  const asked = useDebouncedInput(searchString, SEARCH_DEBOUNCE_MS);
  const query = useLoadQuery(
    apiQueryKey('searchUsers', { searchString: asked }),
    async () => {
      const answer = await loadUsers(asked);
      if (!answer.success) throw new ApiRefusal('searchUsers', answer.msg);
      return { users: answer.users };
    },
    { keepPrevious: true },
  );
  const state: UsersState = query.isError
    ? { status: 'error', message: errorText(query.error, FAILED) }
    : query.data
      ? { status: 'ready', users: query.data.users }
      : { status: 'loading' };
  return { state, reload: () => void refetchCalls('searchUsers') };
}
