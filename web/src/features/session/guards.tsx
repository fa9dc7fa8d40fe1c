import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { sessionAtom } from '../../store/session';
import { isAdmin, isAdminOrPoster } from '../../store/roles';

/** What the login page needs to send a user back where a guard stopped them. */
export interface LoginRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The path a guard remembered in the router state, if any. */
export function originFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as LoginRedirectState;
  return typeof from?.pathname === 'string' ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
}

/** Logged-in guard: others go to /login, which returns them here afterwards. */
export function RequireLogin() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'loggedOut') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Admin-or-poster guard of the admin area: everyone else goes home. */
export function RequireAdminOrPoster() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return null;
  if (session.status !== 'loggedIn' || !isAdminOrPoster(session.user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admin-only screens inside the admin area: posters go to their article list. */
export function RequireAdmin() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return null;
  if (session.status !== 'loggedIn' || !isAdmin(session.user)) return <Navigate to="/admin/editArticle" replace />;
  return <Outlet />;
}
