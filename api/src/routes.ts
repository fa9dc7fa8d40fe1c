import type { AnyRoute } from './platform/http/route';
import { albumRoutes } from './albums/routes';
import { auditRoutes } from './platform/audit/routes';
import { availabilityRoutes } from './availability';
import { commentRoutes } from './comments/routes';
import { contactRoutes } from './contact/routes';
import { contactAdminRoutes } from './contact/admin/routes';
import { documentRoutes } from './documents/routes';
import { newsFeedRoutes } from './newsFeed/routes';
import { noticeRoutes } from './notices/routes';
import { mailRoutes } from './mail';
import { matchPlayerVoteRoutes } from './matchPlayerVote/routes';
import { pollRoutes } from './polls/routes';
import { pushRoutes } from './push/routes';
import { queueLivePushes } from './push/livePushes';
import type { AnnounceLivePoints } from './match/live/afterLiveWrite';
import { postRoutes } from './posts/routes';
import { postsAdminRoutes } from './posts/admin/routes';
import { fixtureRoutes } from './match/fixtures/routes';
import { leagueRoutes } from './leagues/routes';
import { resultRoutes } from './match/result/routes';
import { liveMatchRoutes } from './match/live/routes';
import { livePointsRoutes } from './match/livePoints/routes';
import { announceLivePoints, readPointsBefore } from './match/livePoints/announcePoints';
import { seasonAdminRoutes } from './season/admin/routes';
import { scheduleRoutes } from './match/schedule/routes';
import { statsAdminRoutes } from './stats/admin/routes';
import { fantasyAdminRoutes } from './fantasy/admin/routes';
import { fantasyRoutes } from './fantasy/routes';
import { clubPlayerRoutes } from './clubPlayers/routes';
import { clubPlayerAdminRoutes } from './clubPlayers/admin/routes';
import { playerRoutes } from './players/routes';
import { statsRoutes } from './stats/routes';
import { tableRoutes } from './tables/routes';
import { tableAdminRoutes } from './tables/admin/routes';
import { realtimeRoutes } from './platform/realtime/routes';
import { seasonRoutes } from './season/routes';
import { sessionRoutes } from './accounts/loginRoutes';
import { systemRoutes } from './platform/system/routes';
import { userAdminRoutes } from './accounts/admin/routes';
import { userRoutes } from './accounts/routes';

/** What a live write tells after it: the managers' provisional points, then the pushes of both. */
const afterLiveWrite: AnnounceLivePoints = async (deps, db, publish, stateBefore) => {
  const points = await announceLivePoints(deps, db, publish, stateBefore);
  await queueLivePushes(deps, db, stateBefore, points);
};

/** Every route of the API, one list per area. */
export const allRoutes: readonly AnyRoute[] = [
  ...systemRoutes(() => allRoutes),
  ...sessionRoutes,
  ...seasonRoutes,
  ...fixtureRoutes,
  ...tableRoutes,
  ...tableAdminRoutes,
  ...playerRoutes,
  ...statsRoutes,
  ...realtimeRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...postRoutes,
  ...postsAdminRoutes,
  ...commentRoutes,
  ...pollRoutes,
  ...albumRoutes,
  ...contactRoutes,
  ...contactAdminRoutes,
  ...newsFeedRoutes,
  ...documentRoutes,
  ...resultRoutes(readPointsBefore),
  ...liveMatchRoutes(afterLiveWrite),
  ...livePointsRoutes,
  ...seasonAdminRoutes,
  ...scheduleRoutes,
  ...statsAdminRoutes,
  ...fantasyAdminRoutes,
  ...fantasyRoutes,
  ...clubPlayerRoutes,
  ...clubPlayerAdminRoutes,
  ...leagueRoutes,
  ...auditRoutes,
  ...noticeRoutes,
  ...pushRoutes,
  ...mailRoutes,
  ...availabilityRoutes,
  ...matchPlayerVoteRoutes,
];
