import type { AnnounceLivePoints } from './afterLiveWrite';
import { liveEventRoutes } from './eventRoutes';
import { liveMatchCancelRoutes } from './cancelRoute';
import { liveMatchWriteRoutes } from './matchRoutes';
import { liveMatchReadRoutes } from './readRoutes';

/**
 * Match day from the touchline: the entry's writes and the match centre's reads. The writes
 * announce the managers' provisional points through `announcePoints` (afterLiveWrite.ts).
 */
export const liveMatchRoutes = (announcePoints: AnnounceLivePoints) => [
  ...liveMatchWriteRoutes(announcePoints),
  ...liveMatchCancelRoutes(announcePoints),
  ...liveEventRoutes(announcePoints),
  ...liveMatchReadRoutes,
];
