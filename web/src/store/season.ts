import { atom } from 'jotai';
import type { SeasonContext } from '@vsf/contract';

/**
 * Where the season stands. 'unavailable' only when the very first load failed;
 * a failed refetch keeps the last good context.
 */
export type SeasonState =
  { status: 'loading' } | { status: 'ready'; context: SeasonContext } | { status: 'unavailable' };

export const seasonAtom = atom<SeasonState>({ status: 'loading' });

export const seasonContextAtom = atom((get) => {
  const season = get(seasonAtom);
  return season.status === 'ready' ? season.context : null;
});
