import { useEffect, useState } from 'react';
import { USERNAME_LENGTH } from '@vsf/engine';
import { normaliseUsername } from './accountRules';
import { usernameExists } from './accountApi';

/**
 * The live username check (001 §2): 'short' under 3 characters, then the server says
 * 'free' or 'taken'. 'unchanged' is the user's own current name on the profile page.
 */
export type UsernameStatus = 'empty' | 'short' | 'checking' | 'free' | 'taken' | 'unchanged' | 'unknown';

const DEBOUNCE_MS = 300;

export function useUsernameCheck(input: string, current: string | null = null): UsernameStatus {
  const username = normaliseUsername(input);
  const [answer, setAnswer] = useState<{ username: string; status: UsernameStatus } | null>(null);
  const needsServer = username.length >= USERNAME_LENGTH.min && username !== current;

  useEffect(() => {
    if (!needsServer) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      usernameExists(username)
        .then((exists) => !cancelled && setAnswer({ username, status: exists ? 'taken' : 'free' }))
        .catch((error: unknown) => {
          console.error(error);
          if (!cancelled) setAnswer({ username, status: 'unknown' });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [needsServer, username]);

  if (username === '') return 'empty';
  if (username === current) return 'unchanged';
  if (username.length < USERNAME_LENGTH.min) return 'short';
  return answer?.username === username ? answer.status : 'checking';
}
