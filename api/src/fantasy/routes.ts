import { playerMetricsRoutes } from './playerMetricsRoutes';
import { rankingRoutes } from './rankingRoutes';
import { teamRoutes } from './teamRoutes';

/** The fantasy team calls of 001 §7 'Team data' (contract: README.md beside this file). */
export const fantasyRoutes = [...teamRoutes, ...rankingRoutes, ...playerMetricsRoutes];
