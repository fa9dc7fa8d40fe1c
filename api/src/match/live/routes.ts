import { liveEventRoutes } from './eventRoutes';
import { liveMatchCancelRoutes } from './cancelRoute';
import { liveMatchWriteRoutes } from './matchRoutes';
import { liveMatchReadRoutes } from './readRoutes';

/** Match day from the touchline: the entry's writes and the match centre's reads. */
export const liveMatchRoutes = [
  ...liveMatchWriteRoutes,
  ...liveMatchCancelRoutes,
  ...liveEventRoutes,
  ...liveMatchReadRoutes,
];
