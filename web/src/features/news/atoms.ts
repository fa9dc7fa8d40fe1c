import { atom } from 'jotai';

/** Bumped when an article was written ('posts:updated'): open news lists fetch again. */
export const newsVersionAtom = atom(0);
