import type { AnyRoute } from './http/route';
import { albumRoutes } from './albums/routes';
import { auditRoutes } from './audit/routes';
import { commentRoutes } from './comments/routes';
import { contactRoutes } from './contact/routes';
import { documentRoutes } from './documents/routes';
import { newsFeedRoutes } from './newsFeed/routes';
import { pollRoutes } from './polls/routes';
import { postRoutes } from './posts/routes';
import { postsAdminRoutes } from './postsAdmin/routes';
import { fixtureRoutes } from './fixtures/routes';
import { leagueRoutes } from './leagues/routes';
import { matchRoutes } from './matches/routes';
import { liveMatchRoutes } from './liveMatch/routes';
import { livePointsRoutes } from './livePoints/routes';
import { seasonAdminRoutes } from './seasonAdmin/routes';
import { scheduleRoutes } from './schedule/routes';
import { statsAdminRoutes } from './statsAdmin/routes';
import { fantasyAdminRoutes } from './fantasyAdmin/routes';
import { fantasyRoutes } from './fantasy/routes';
import { clubPlayerRoutes } from './clubPlayers/routes';
import { playerRoutes } from './players/routes';
import { statsRoutes } from './stats/routes';
import { tableRoutes } from './tables/routes';
import { realtimeRoutes } from './realtime/routes';
import { seasonRoutes } from './season/routes';
import { sessionRoutes } from './session/routes';
import { systemRoutes } from './system/routes';
import { adminUserRoutes } from './users/adminRoutes';
import { userRoutes } from './users/routes';

/** Every route of the API, one list per area. */
export const allRoutes: readonly AnyRoute[] = [
  ...systemRoutes(() => allRoutes),
  ...sessionRoutes,
  ...seasonRoutes,
  ...fixtureRoutes,
  ...tableRoutes,
  ...playerRoutes,
  ...statsRoutes,
  ...realtimeRoutes,
  ...userRoutes,
  ...adminUserRoutes,
  ...postRoutes,
  ...postsAdminRoutes,
  ...commentRoutes,
  ...pollRoutes,
  ...albumRoutes,
  ...contactRoutes,
  ...newsFeedRoutes,
  ...documentRoutes,
  ...matchRoutes,
  ...liveMatchRoutes,
  ...livePointsRoutes,
  ...seasonAdminRoutes,
  ...scheduleRoutes,
  ...statsAdminRoutes,
  ...fantasyAdminRoutes,
  ...fantasyRoutes,
  ...clubPlayerRoutes,
  ...leagueRoutes,
  ...auditRoutes,
];
