import { authorize, can } from '../platform/authz/policies';
import type { Standings } from '@vsf/contract';
import { answerStandings } from '../fantasy';
import { defineRoute } from '../platform/http/route';
import { cachedLiveSnapshot } from '../match';
import { likePattern, listLeagues, loadLeague } from './leagueQueries';
import { leagueStandings, worldStandings } from './standings';
import {
  adminLeaguesSchema,
  findLeagueSchema,
  leagueMembersSchema,
  userLeaguesSchema,
  worldMembersSchema,
} from './schemas';

/** A table is about the match it shows, and live while that match is played. */
const computed = <Answer extends Standings>(answer: Answer) => ({
  answer,
  live: answer.live === true,
  match: answer.matchID,
});

/** Search answers at most this many leagues: enough to find one by name. */
const SEARCH_LIMIT = 50;

const findFantasyLeague = defineRoute({
  name: 'findFantasyLeague',
  access: 'loggedIn',
  summary: 'Active leagues of a season whose name contains the search (case-insensitive, literal). Answers leagues.',
  input: findLeagueSchema,
  async handler({ input, db }) {
    const pattern = likePattern(input.searchString);
    const leagues = await listLeagues(
      db,
      (query) =>
        query
          .where({ 'leagues.season': input.season, 'leagues.active': 1 })
          .whereRaw("lower(leagues.name) LIKE ? ESCAPE '\\'", [pattern]),
      SEARCH_LIMIT,
    );
    return { leagues };
  },
});

const getFantasyLeagues = defineRoute({
  name: 'getFantasyLeagues',
  access: 'owner',
  summary: "The session user's leagues in a season (active or not), by name. Answers leagues.",
  input: userLeaguesSchema,
  async handler({ input, db, user }) {
    const leagues = await listLeagues(db, (query) =>
      query.whereExists((sub) =>
        sub
          .from('league_members as own')
          .whereRaw('own.league_id = leagues.id')
          .where({ 'own.user_id': user.userID, 'own.season': input.season }),
      ),
    );
    return { leagues };
  },
});

const getFantasyLeaguesForAdmin = defineRoute({
  name: 'getFantasyLeaguesForAdmin',
  access: 'owner',
  summary: 'The leagues the session user administers, every season, newest first. Answers leagues.',
  input: adminLeaguesSchema,
  async handler({ db, user }) {
    return { leagues: await listLeagues(db, (query) => query.where('leagues.admin_user_id', user.userID)) };
  },
});

const getFantasyLeagueMembers = defineRoute({
  name: 'getFantasyLeagueMembers',
  access: 'loggedIn',
  respond: 'raw',
  rememberInput: true,
  summary:
    "A league's ranking at a match of the season (matchID; the last played one without it): members who count there, with rank and previousRank. Answers round, matchID, members.",
  input: leagueMembersSchema,
  // Kept with the access check: a refusal is not kept, and a membership that ends drops it.
  handler: ({ input, db, deps, user, koa }) =>
    answerStandings(deps, koa, user.userID, 'getFantasyLeagueMembers', input, async () => {
      const league = await loadLeague(db, input.leagueID);
      // Membership is looked up only when the league's own data does not already decide.
      if (!can(user, 'seeMembers', { league })) {
        const member = await db('league_members').where({ leagueId: league.id, userId: user.userID }).first('userId');
        authorize(user, 'seeMembers', { league: { ...league, viewerIsMember: member !== undefined } });
      }
      return computed(
        await leagueStandings(db, input.leagueID, input.season, input.matchID, (id) =>
          cachedLiveSnapshot(deps, db, id),
        ),
      );
    }),
});

const getFantasyWorldLeagueMembers = defineRoute({
  name: 'getFantasyWorldLeagueMembers',
  access: 'owner',
  respond: 'raw',
  rememberInput: true,
  summary:
    "'Verdensranking' at a match (the last played one without matchID): the top 100 teams and the user's own, with rank and previousRank. Answers round, matchID, teamCount, result.",
  input: worldMembersSchema,
  handler: ({ input, db, deps, user, koa }) =>
    answerStandings(deps, koa, user.userID, 'getFantasyWorldLeagueMembers', input, async () =>
      computed(
        await worldStandings(db, input.season, user.userID, input.matchID, input.previousMatchID, (id) =>
          cachedLiveSnapshot(deps, db, id),
        ),
      ),
    ),
});

export const leagueReadRoutes = [
  findFantasyLeague,
  getFantasyLeagues,
  getFantasyLeaguesForAdmin,
  getFantasyLeagueMembers,
  getFantasyWorldLeagueMembers,
];
