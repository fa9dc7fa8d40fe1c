import { atom } from 'jotai';

/**
 * Bumped when fantasy data may have changed: a rescore finished (rankings:updated), the
 * season pointer moved (deadline) or the season started or ended (season:changed), and
 * after a reconnect. Every fantasy view (home, team, points, team modal) refetches on change.
 */
export const fantasyVersionAtom = atom(0);
