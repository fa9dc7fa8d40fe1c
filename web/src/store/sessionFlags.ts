import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { sessionAtom } from './session';

/** The session's 'show this modal again' flags (001 §4). */
export type SessionFlag = 'displayWelcomeModal' | 'displayTeamTips' | 'displayLeagueTips';

/** Sets a flag of the logged-in user to 0 locally, once the server has stored the choice. */
export function useClearSessionFlag(): (flag: SessionFlag) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (flag) =>
      setSession((session) =>
        session.status === 'loggedIn' ? { ...session, user: { ...session.user, [flag]: 0 } } : session,
      ),
    [setSession],
  );
}
