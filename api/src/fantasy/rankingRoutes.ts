import type { Knex } from 'knex';
import { can } from '../platform/authz/policies';
import type { CallAnswer } from '@vsf/contract';
import { defineRoute } from '../platform/http/route';
import { mostUsed, rankOfUser, roundAverage, seasonTeamCount, topSeven, type PointsKind } from './rankingQueries';
import { liveRankOfUser, cachedLiveSnapshot } from '../match';
import { isLocked, isPlayed, roundFixture, type RoundFixture } from './roundFixture';
import { answerRoundRead, sharedRoundFixture } from './roundReadCache';
import { answerStandings } from './standingsCache';
import { roundInput, seasonOnlyInput, userRoundInput } from './schemas';
import { selectTeams, toFantasyTeam } from './teamRows';

const getAllFantasyTeamsThisRound = defineRoute({
  name: 'getAllFantasyTeamsThisRound',
  access: 'loggedIn',
  summary: "Every team of a round, best total first; other users' picks stay hidden until the deadline.",
  input: roundInput,
  async handler({ input, db, user, deps }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    const locked = isLocked(fixture, deps.now());
    const rows = await selectTeams(db, fixture.id).orderBy([
      { column: 't.total_points', order: 'desc' },
      { column: 'u.username', order: 'asc' },
    ]);
    return {
      teams: rows.map((row) =>
        toFantasyTeam(row, fixture, !can(user, 'seePicks', { team: { userId: row.userId, locked } })),
      ),
    };
  },
});

const getFantasyTeamCountThisSeason = defineRoute({
  name: 'getFantasyTeamCountThisSeason',
  access: 'loggedIn',
  summary: 'How many users have a team in the season.',
  input: seasonOnlyInput,
  handler: async ({ input, db }) => ({ teamCount: await seasonTeamCount(db, input.season) }),
});

/** A list every user shares for a round: computed per request before the deadline, cached after it. */
type RoundListName =
  | 'getTop7FantasyTeamsThisRound'
  | 'getTop7FantasyTeamsThisSeason'
  | 'getTop7MostUsedVSFPlayersThisRound'
  | 'getTop7MostUsedVSFPlayersThisSeason'
  | 'getAverageFantasyTeamsPointsThisRound';

function roundListRoute<N extends RoundListName>(
  name: N,
  summary: string,
  compute: (db: Knex, fixture: RoundFixture) => Promise<CallAnswer<N>>,
) {
  // Named as the whole list, so the compiler checks the route once; compute is checked per call above.
  return defineRoute<RoundListName, typeof roundInput, 'loggedIn', 'raw'>({
    name,
    access: 'loggedIn',
    respond: 'raw',
    rememberInput: true,
    summary,
    input: roundInput,
    async handler({ input, db, deps, koa }) {
      const fixture = await sharedRoundFixture(deps, db, input.season, input.matchID);
      return answerRoundRead(deps, koa, fixture, name, () => compute(db, fixture));
    },
  });
}

const roundLists = [
  roundListRoute(
    'getTop7FantasyTeamsThisRound',
    "The round's 7 best teams by round points (ranks shared on equal points).",
    async (db, fixture) => ({ teams: await topSeven(db, fixture, 'roundPoints') }),
  ),
  roundListRoute(
    'getTop7FantasyTeamsThisSeason',
    'The 7 best teams by total points after the round.',
    async (db, fixture) => ({ teams: await topSeven(db, fixture, 'totalPoints') }),
  ),
  roundListRoute(
    'getTop7MostUsedVSFPlayersThisRound',
    "The round's 7 most picked club players with the share of teams that picked them.",
    (db, fixture) => mostUsed(db, fixture, false),
  ),
  roundListRoute(
    'getTop7MostUsedVSFPlayersThisSeason',
    "The 7 most picked club players over the season's rounds up to this one.",
    (db, fixture) => mostUsed(db, fixture, true),
  ),
  roundListRoute(
    'getAverageFantasyTeamsPointsThisRound',
    "The round's average team points (rounded) and its highest.",
    (db, fixture) => roundAverage(db, fixture),
  ),
];

/**
 * A user's rank in the round by round points or by total: null without a team, and while
 * the round is neither played nor live (no rank before the match has begun);
 * the provisional rank while it is live.
 */
type RankName = 'getFantasyTeamRankingThisRound' | 'getFantasyWorldRankingThisRound';

function userRankRoute(name: RankName, summary: string, kind: PointsKind) {
  // Named as both ranks, so the compiler checks the route once.
  return defineRoute<RankName, typeof userRoundInput, 'loggedIn', 'raw'>({
    name,
    access: 'loggedIn',
    respond: 'raw',
    rememberInput: true,
    summary,
    input: userRoundInput,
    handler: ({ input, db, deps, user, koa }) =>
      answerStandings(deps, koa, user.userID, name, input, async () => {
        const userId = input.userID ?? user.userID;
        const fixture = await sharedRoundFixture(deps, db, input.season, input.matchID);
        const live = await cachedLiveSnapshot(deps, db, fixture.matchId);
        const rank = live
          ? liveRankOfUser(live, userId, kind)
          : (await isPlayed(db, fixture))
            ? await rankOfUser(db, fixture, userId, kind)
            : null;
        return { answer: { rank }, live: live !== null, match: input.matchID };
      }),
  });
}

const getFantasyTeamRankingThisRound = userRankRoute(
  'getFantasyTeamRankingThisRound',
  "A user's rank by round points in the round (null without a team or before the match; provisional while it is live).",
  'roundPoints',
);

const getFantasyWorldRankingThisRound = userRankRoute(
  'getFantasyWorldRankingThisRound',
  "A user's world rank by total points after the round (null without a team or before the match; provisional while it is live).",
  'totalPoints',
);

const getFantasyTeamTotalScore = defineRoute({
  name: 'getFantasyTeamTotalScore',
  access: 'loggedIn',
  summary: "A user's total points after the round (0 without a team).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    const row = await db('fantasy_teams')
      .where({ fixtureId: fixture.id, userId: input.userID ?? user.userID })
      .whereNotNull('player1')
      .first('totalPoints');
    return { totalPoints: row?.totalPoints ?? 0 };
  },
});

export const rankingRoutes = [
  getAllFantasyTeamsThisRound,
  getFantasyTeamCountThisSeason,
  ...roundLists,
  getFantasyTeamRankingThisRound,
  getFantasyWorldRankingThisRound,
  getFantasyTeamTotalScore,
];
