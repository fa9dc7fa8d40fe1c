import { atom } from 'jotai';

/** 'world' is 'Verdensranking', first in the dropdown (001 §2); a number is a league ID. */
export type LeagueChoice = 'world' | number | null;

export const selectedLeagueAtom = atom<LeagueChoice>('world');

/** Bumped after joining, leaving or creating a league, so the lists load again. */
export const leaguesVersionAtom = atom(0);
