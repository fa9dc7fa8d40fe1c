import { atom } from 'jotai';

/** 'world' is 'Verdensranking', first in the dropdown (001 §2); a number is a league ID. */
export type LeagueChoice = 'world' | number | null;

export const selectedLeagueAtom = atom<LeagueChoice>('world');
