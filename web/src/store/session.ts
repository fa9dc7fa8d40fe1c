import { atom } from 'jotai';
import type { SessionUser } from '@vsf/contract';

/** 'loading' until the start-up login check has answered (spec 000 §4, Session). */
export type SessionState = { status: 'loading' } | { status: 'loggedOut' } | { status: 'loggedIn'; user: SessionUser };

export const sessionAtom = atom<SessionState>({ status: 'loading' });

export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'loggedIn' ? session.user : null;
});
