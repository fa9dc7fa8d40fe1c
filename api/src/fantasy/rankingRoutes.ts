import { defineRoute } from '../http/route';
import { mostUsed, rankOfUser, roundAverage, seasonTeamCount, topSeven } from './rankingQueries';
import { isLocked, roundFixture } from './roundFixture';
import { answerRoundRead } from './roundReadCache';
import { roundInput, seasonOnlyInput, userRoundInput } from './schemas';
import { selectTeams, toFantasyTeam, type TeamRow } from './teamRows';

const getAllFantasyTeamsThisRound = defineRoute({
  name: 'getAllFantasyTeamsThisRound',
  access: 'loggedIn',
  summary: "Every team of a round, best total first; other users' picks stay hidden until the deadline.",
  input: roundInput,
  async handler({ input, db, user, deps }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    const locked = isLocked(fixture, deps.now());
    const rows = (await selectTeams(db, fixture.id).orderBy([
      { column: 't.total_points', order: 'desc' },
      { column: 'u.username', order: 'asc' },
    ])) as TeamRow[];
    return { teams: rows.map((row) => toFantasyTeam(row, fixture, !locked && row.userId !== user.userID)) };
  },
});

const getFantasyTeamCountThisSeason = defineRoute({
  name: 'getFantasyTeamCountThisSeason',
  access: 'loggedIn',
  summary: 'How many users have a team in the season.',
  input: seasonOnlyInput,
  handler: async ({ input, db }) => ({ teamCount: await seasonTeamCount(db, input.season) }),
});

const getTop7FantasyTeamsThisRound = defineRoute({
  name: 'getTop7FantasyTeamsThisRound',
  access: 'loggedIn',
  respond: 'raw',
  summary: "The round's 7 best teams by round points (ranks shared on equal points).",
  input: roundInput,
  async handler({ input, db, deps, koa }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return answerRoundRead(deps, koa, fixture, 'top7Round', async () => ({
      teams: await topSeven(db, fixture, 'roundPoints'),
    }));
  },
});

const getTop7FantasyTeamsThisSeason = defineRoute({
  name: 'getTop7FantasyTeamsThisSeason',
  access: 'loggedIn',
  respond: 'raw',
  summary: 'The 7 best teams by total points after the round.',
  input: roundInput,
  async handler({ input, db, deps, koa }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return answerRoundRead(deps, koa, fixture, 'top7Season', async () => ({
      teams: await topSeven(db, fixture, 'totalPoints'),
    }));
  },
});

const getTop7MostUsedVSFPlayersThisRound = defineRoute({
  name: 'getTop7MostUsedVSFPlayersThisRound',
  access: 'loggedIn',
  respond: 'raw',
  summary: "The round's 7 most picked club players with the share of teams that picked them.",
  input: roundInput,
  async handler({ input, db, deps, koa }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return answerRoundRead(deps, koa, fixture, 'mostUsedRound', () => mostUsed(db, fixture, false));
  },
});

const getTop7MostUsedVSFPlayersThisSeason = defineRoute({
  name: 'getTop7MostUsedVSFPlayersThisSeason',
  access: 'loggedIn',
  respond: 'raw',
  summary: "The 7 most picked club players over the season's rounds up to this one.",
  input: roundInput,
  async handler({ input, db, deps, koa }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return answerRoundRead(deps, koa, fixture, 'mostUsedSeason', () => mostUsed(db, fixture, true));
  },
});

const getAverageFantasyTeamsPointsThisRound = defineRoute({
  name: 'getAverageFantasyTeamsPointsThisRound',
  access: 'loggedIn',
  respond: 'raw',
  summary: "The round's average team points (rounded) and its highest.",
  input: roundInput,
  async handler({ input, db, deps, koa }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return answerRoundRead(deps, koa, fixture, 'average', () => roundAverage(db, fixture));
  },
});

const getFantasyTeamRankingThisRound = defineRoute({
  name: 'getFantasyTeamRankingThisRound',
  access: 'loggedIn',
  summary: "A user's rank by round points in the round (null without a team).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return { rank: await rankOfUser(db, fixture, input.userID ?? user.userID, 'roundPoints') };
  },
});

const getFantasyWorldRankingThisRound = defineRoute({
  name: 'getFantasyWorldRankingThisRound',
  access: 'loggedIn',
  summary: "A user's world rank by total points after the round (null without a team).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    return { rank: await rankOfUser(db, fixture, input.userID ?? user.userID, 'totalPoints') };
  },
});

const getFantasyTeamTotalScore = defineRoute({
  name: 'getFantasyTeamTotalScore',
  access: 'loggedIn',
  summary: "A user's total points after the round (0 without a team).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const fixture = await roundFixture(db, input.season, input.matchID);
    const row = (await db('fantasy_teams')
      .where({ fixtureId: fixture.id, userId: input.userID ?? user.userID })
      .whereNotNull('player1')
      .first('total_points')) as { totalPoints: number } | undefined;
    return { totalPoints: row?.totalPoints ?? 0 };
  },
});

export const rankingRoutes = [
  getAllFantasyTeamsThisRound,
  getFantasyTeamCountThisSeason,
  getTop7FantasyTeamsThisRound,
  getTop7FantasyTeamsThisSeason,
  getTop7MostUsedVSFPlayersThisRound,
  getTop7MostUsedVSFPlayersThisSeason,
  getAverageFantasyTeamsPointsThisRound,
  getFantasyTeamRankingThisRound,
  getFantasyWorldRankingThisRound,
  getFantasyTeamTotalScore,
];
