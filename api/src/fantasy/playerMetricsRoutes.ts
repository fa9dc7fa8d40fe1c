import { answerCached } from '../platform/cache/answerJson';
import { defineRoute } from '../platform/http/route';
import { playerMetrics } from './playerMetricsQueries';
import { seasonOnlyInput } from './schemas';

/**
 * Every manager's team table asks for it, so it is kept serialised per season in the
 * 'fantasyOpenRound' cache: 'Valgt av' changes with every saved team ('team:saved'), and the
 * points with every result, rescore and season move (the cache's other events).
 */
const getFantasyPlayerMetrics = defineRoute({
  name: 'getFantasyPlayerMetrics',
  access: 'loggedIn',
  respond: 'raw',
  rememberInput: true,
  summary:
    "The season's players with fantasy points in the last played round and the season, form (the last 3 matches played) and the share of the round's teams that picked them.",
  input: seasonOnlyInput,
  handler: ({ input, db, deps, koa }) =>
    answerCached(
      deps,
      koa,
      `getFantasyPlayerMetrics:${input.season}`,
      () => playerMetrics(db, input.season),
      'fantasyOpenRound',
    ),
});

export const playerMetricsRoutes = [getFantasyPlayerMetrics];
