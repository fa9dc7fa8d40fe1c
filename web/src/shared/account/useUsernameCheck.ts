import { USERNAME_LENGTH } from '@vsf/engine';
import { normaliseUsername } from './accountRules';
import { useDebouncedInput } from '../../api/useDebouncedInput';
import { useApiQuery } from '../../api/useApiQuery';

/**
 * The live username check (001 §2): 'short' under 3 characters, then the server says
 * 'free' or 'taken'. 'unchanged' is the user's own current name on the profile page.
 */
export type UsernameStatus = 'empty' | 'short' | 'checking' | 'free' | 'taken' | 'unchanged' | 'unknown';

const DEBOUNCE_MS = 300;

export function useUsernameCheck(input: string, current: string | null = null): UsernameStatus {
  const username = normaliseUsername(input);
  const needsServer = username.length >= USERNAME_LENGTH.min && username !== current;
  const asked = useDebouncedInput(username, DEBOUNCE_MS);
  const query = useApiQuery('checkIfUsernameExists', needsServer && asked === username ? { username } : null);
  const status: UsernameStatus | null = query.data
    ? query.data.exists
      ? 'taken'
      : 'free'
    : query.isError
      ? 'unknown'
      : null;

  if (username === '') return 'empty';
  if (username === current) return 'unchanged';
  if (username.length < USERNAME_LENGTH.min) return 'short';
  return status ?? 'checking';
}
