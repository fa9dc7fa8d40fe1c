import { startTransition, useCallback, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { previousPathAtom } from './previousPath';
import { visitorChanged } from '../../api/visitor';
import { sessionAtom } from '../../store/session';
import { requestLogout } from '../../shared/login/sessionApi';
import { leaveManagerTopics } from '../../shared/push/devicePush';

/** Logs out and returns to the previous page, or home (spec 000 §4, Session). */
export function useLogout(): { logout: () => Promise<void>; sending: boolean } {
  const setSession = useSetAtom(sessionAtom);
  const previousPath = useAtomValue(previousPathAtom);
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const logout = useCallback(async () => {
    setSending(true);
    const ended = await requestLogout();
    setSending(false);
    if (!ended) return;
    const target = previousPath && previousPath !== '/login' ? previousPath : '/';
    // One transition for both: a guard must never see 'logged out' on the page being left.
    startTransition(() => {
      setSession({ status: 'loggedOut' });
      navigate(target);
    });
    visitorChanged();
    // The logout is done whatever this does: a device the server cannot reach now keeps its kinds.
    leaveManagerTopics().catch((error: unknown) => console.error(error));
  }, [navigate, previousPath, setSession]);

  return { logout, sending };
}
