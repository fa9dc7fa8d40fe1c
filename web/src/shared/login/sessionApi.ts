import { api } from '../../api/client';
import { dropEarlyReads } from '../../api/earlyReads';
import type { ApiResult, LoginRequest, LoginState, SessionUser } from '@vsf/contract';
import { appStore, type AppStore } from '../../store';
import { sessionAtom, type SessionState } from '../../store/session';

function sessionFrom(answer: ApiResult<LoginState>): SessionState {
  if (!answer.success) {
    console.error('isLoggedIn:', answer.msg);
    return { status: 'loggedOut' };
  }
  if (!answer.isLoggedIn) return { status: 'loggedOut' };
  const { success: _success, isLoggedIn: _isLoggedIn, ...user } = answer;
  return { status: 'loggedIn', user };
}

/** The start-up login check; a failed check counts as logged out. */
export async function loadSession(store: AppStore = appStore): Promise<void> {
  try {
    store.set(sessionAtom, sessionFrom(await api('isLoggedIn')));
  } catch (error) {
    console.error(error);
    store.set(sessionAtom, { status: 'loggedOut' });
  }
}

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; msg: string };

/** Throws only when the server could not be reached. */
export async function requestLogin(credentials: LoginRequest): Promise<LoginOutcome> {
  const answer = await api('login', credentials);
  // Answers read early for the page were for the visitor before the login.
  dropEarlyReads();
  if (!answer.success) return { ok: false, msg: answer.msg };
  const { success: _success, ...user } = answer;
  return { ok: true, user };
}

/** True when the server ended the session. */
export async function requestLogout(): Promise<boolean> {
  try {
    const answer = await api('logout');
    dropEarlyReads();
    if (!answer.success) console.error('logout:', answer.msg);
    return answer.success;
  } catch (error) {
    console.error(error);
    return false;
  }
}
