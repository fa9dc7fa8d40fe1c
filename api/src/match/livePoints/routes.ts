import type { MyLivePoints } from '@vsf/contract';
import { HttpError } from '../../platform/http/errors';
import { answerRaw, defineRoute } from '../../platform/http/route';
import { sharedRoundFixture, answerStandings } from '../../fantasy';
import { readFixture } from '../live/liveState';
import { livePointsInput, myLivePointsInput, teamPointsInput, WHOSE_TEAM_MISSING } from './schemas';
import { cachedLiveSnapshot, numbersOfUser, storedPlayerPoints } from './snapshot';
import { explainedTeam, storedNumbers, teamCount } from './teamPoints';

const getLivePoints = defineRoute({
  name: 'getLivePoints',
  access: 'anyone',
  summary:
    "Every squad player's points in a match by the spec's categories: provisional while it is played, as stored once saved, none before.",
  input: livePointsInput,
  async handler({ input, db, deps }) {
    const live = await cachedLiveSnapshot(deps, db, input.matchID);
    const fixture = live?.fixture ?? (await readFixture(db, { matchID: input.matchID }));
    const players = live ? live.players : fixture.homeScore !== null ? await storedPlayerPoints(db, fixture.id) : [];
    return { season: fixture.season, round: fixture.round, matchID: fixture.matchId, live: live !== null, players };
  },
});

const getMyLivePoints = defineRoute({
  name: 'getMyLivePoints',
  access: 'owner',
  summary:
    "The manager's round points, total and world rank for a match: provisional while it is played; 0 and no rank without a team.",
  input: myLivePointsInput,
  async handler({ input, db, deps, user }) {
    const userId = input.userID ?? user.userID;
    const live = await cachedLiveSnapshot(deps, db, input.matchID);
    const fixture = live?.fixture ?? (await readFixture(db, { matchID: input.matchID }));
    const own = live
      ? numbersOfUser(live, userId)
      : await storedNumbers(db, fixture.id, userId, fixture.homeScore !== null);
    const answer: MyLivePoints = {
      userID: userId,
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      live: live !== null,
      roundPoints: own?.roundPoints ?? 0,
      totalPoints: own?.totalPoints ?? 0,
      worldRank: own?.worldRank ?? null,
      teamCount: live ? live.teams.teams.userIds.length : await teamCount(db, fixture.id),
    };
    return answer;
  },
});

const getTeamPoints = defineRoute({
  name: 'getTeamPoints',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary:
    "A team's round with every point explained (the players' points add up to the round's): provisional while the match is played; another user's picks only after the deadline.",
  input: teamPointsInput,
  async handler({ input, db, deps, user, koa }) {
    const userId = input.userID ?? user?.userID;
    if (userId === undefined) throw new HttpError(400, WHOSE_TEAM_MISSING);
    const explain = async () => {
      const round = await sharedRoundFixture(deps, db, input.season, input.matchID);
      const live = await cachedLiveSnapshot(deps, db, round.matchId);
      const team = await explainedTeam(db, round, userId, user, deps.now(), live);
      return { answer: { team }, live: live !== null, match: input.matchID };
    };
    // One's own team shows its picks whatever the clock says, so it is kept; another's is not.
    if (user?.userID !== userId) return answerRaw(koa, (await explain()).answer);
    return answerStandings(deps, koa, userId, 'getTeamPoints', input, explain);
  },
});

export const livePointsRoutes = [getLivePoints, getMyLivePoints, getTeamPoints];
