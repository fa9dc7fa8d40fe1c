import { atom } from 'jotai';

/** Bumped when the server says results or statistics changed; stats views refetch on change. */
export const statsVersionAtom = atom(0);
