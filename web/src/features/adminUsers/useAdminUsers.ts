import { useCallback, useEffect, useState } from 'react';
import { loadUsers } from './adminUsersApi';
import type { AdminUser } from '@vsf/engine';

export type UsersState =
  { status: 'loading' } | { status: 'error'; msg: string } | { status: 'ready'; users: AdminUser[] };

const SEARCH_DEBOUNCE_MS = 250;

/** The user table's rows for a search text; reload() after an edit or a deletion. */
export function useAdminUsers(searchString: string): { state: UsersState; reload: () => void } {
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      loadUsers(searchString)
        .then((answer) => {
          if (cancelled) return;
          if (answer.success) setState({ status: 'ready', users: answer.users });
          else setState({ status: 'error', msg: answer.msg });
        })
        .catch((error: unknown) => {
          console.error(error);
          if (!cancelled) setState({ status: 'error', msg: 'Kunne ikke hente brukerne. Prøv igjen om litt.' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [searchString, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
