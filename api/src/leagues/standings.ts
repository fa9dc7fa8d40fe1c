import { type Standings, type LeagueMember } from '@vsf/contract';
import type { Knex } from 'knex';
import { countRows, joined } from '../platform/db/queryResults';
import {
  defaultMatchIndex,
  joinIndex,
  osloIsoTimestamp,
  rankByPoints,
  rankForPoints,
  type MemberJoin,
  type ScheduledMatch,
} from '@vsf/engine';
import { liveWorldRows, livePointsOf, type PointsSnapshot } from '../match';
import { indexOfMatch, seasonMatches } from './schedule';

/** A match's provisional numbers while it is being played, else null (match/livePoints/snapshot.ts). */
export type LiveNumbersOf = (matchID: string) => Promise<PointsSnapshot | null>;

interface MemberUser extends MemberJoin {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  teamName: string;
  registerDate: Date;
  joinedAt: Date;
}

interface Points {
  userId: number;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
}

async function teamPoints(
  db: Knex,
  fixtureId: number,
  userIds: readonly number[] | null,
): Promise<Map<number, Points>> {
  const query = db('fantasy_teams')
    .where('fixtureId', fixtureId)
    .select('userId', 'roundPoints', 'totalPoints', 'worldRank');
  if (userIds) query.whereIn('userId', userIds);
  const rows: Points[] = await query;
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Shown first within a tie: more points this round, then by username (display only). */
const tieBreak = (a: { roundPoints: number; username: string }, b: { roundPoints: number; username: string }) =>
  b.roundPoints - a.roundPoints || a.username.localeCompare(b.username, 'nb');

/** Ranks the members who count at a match by their total, with the engine's rule. */
function rankAt(
  members: readonly MemberUser[],
  schedule: readonly ScheduledMatch[],
  index: number,
  points: Map<number, Points>,
) {
  const counting = members
    .filter((member) => joinIndex(schedule, member) <= index)
    .map((member) => ({
      member,
      username: member.username,
      roundPoints: points.get(member.userId)?.roundPoints ?? 0,
      totalPoints: points.get(member.userId)?.totalPoints ?? 0,
    }));
  return rankByPoints(counting, (row) => row.totalPoints, tieBreak);
}

/**
 * A league's ranking at one match of the season: the members who count there (001 §4:
 * a private league's new member from the next round), ranked by total points, with
 * their rank at the match before. A member without a team that round has 0 points.
 * While the match is live the points are the provisional ones (`live: true`).
 */
export async function leagueStandings(
  db: Knex,
  leagueID: number,
  season: number,
  matchID: string | undefined,
  liveNumbersOf: LiveNumbersOf,
): Promise<Standings & { members: LeagueMember[] }> {
  const schedule = await seasonMatches(db, season);
  const index = matchID !== undefined ? indexOfMatch(schedule, matchID) : defaultMatchIndex(schedule);
  const members = await joined<MemberUser>(
    db('league_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.league_id': leagueID, 'm.season': season })
      .select(
        'm.user_id',
        'u.username',
        'u.first_name',
        'u.last_name',
        'u.team_name',
        'u.register_date',
        'm.joined_at',
        'm.join_round',
        'm.join_fixture_id',
      ),
  );
  const match = index === null ? undefined : schedule[index];
  if (index === null || !match) return { round: null, matchID: null, members: [] };
  const ids = members.map((member) => member.userId);
  const live = await liveNumbersOf(match.matchID);
  const points = live ? livePointsOf(live, ids) : await teamPoints(db, match.id, ids);
  const ranked = rankAt(members, schedule, index, points);
  const before = schedule[index - 1];
  const previous = before ? rankAt(members, schedule, index - 1, await teamPoints(db, before.id, ids)) : [];
  const previousRanks = new Map(previous.map((row) => [row.member.userId, row.rank]));
  return {
    round: match.round,
    matchID: match.matchID,
    live: live !== null,
    members: ranked.map(({ member, rank, roundPoints, totalPoints }) => ({
      ...userFields(member, season),
      rank,
      previousRank: previousRanks.get(member.userId) ?? null,
      userJoinLeagueDate: osloIsoTimestamp(member.joinedAt),
      userJoinLeagueRound: member.joinRound,
      roundPoints,
      totalPoints,
    })),
  };
}

function userFields(user: Omit<MemberUser, keyof MemberJoin | 'joinedAt'>, season: number) {
  return {
    userID: user.userId,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fantasyTeamName: user.teamName,
    userRegistrationDate: osloIsoTimestamp(user.registerDate),
    leagueSeason: season,
  };
}

/** The world ranking lists this many teams, plus the asking user's own when it is further down. */
export const WORLD_LIST_SIZE = 100;

/**
 * 'Verdensranking' at one match: every team of the match by total points, with the world
 * rank the scoring stored. A match not yet played has no stored ranks yet; the engine
 * ranks its carried totals then. While the match is live: the provisional totals and ranks.
 */
export async function worldStandings(
  db: Knex,
  season: number,
  userID: number,
  matchID: string | undefined,
  previousMatchID: string | undefined,
  liveNumbersOf: LiveNumbersOf,
): Promise<Standings & { teamCount: number; result: LeagueMember[] }> {
  const schedule = await seasonMatches(db, season);
  const index = matchID !== undefined ? indexOfMatch(schedule, matchID) : defaultMatchIndex(schedule);
  const match = index === null ? undefined : schedule[index];
  if (index === null || !match) return { round: null, matchID: null, teamCount: 0, result: [] };
  const before =
    previousMatchID !== undefined ? schedule[indexOfMatch(schedule, previousMatchID)] : schedule[index - 1];

  type WorldRow = Omit<MemberUser, keyof MemberJoin | 'joinedAt'> & Points;
  const teams = () =>
    joined<WorldRow>(
      db('fantasy_teams as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.fixture_id', match.id)
        .select(
          't.user_id',
          'u.username',
          'u.first_name',
          'u.last_name',
          'u.team_name',
          'u.register_date',
          't.round_points',
          't.total_points',
          't.world_rank',
        ),
    );
  const live = await liveNumbersOf(match.matchID);
  const storedRows = async () => {
    const top = await teams()
      .orderBy([{ column: 't.total_points', order: 'desc' }, { column: 't.round_points', order: 'desc' }, 'u.username'])
      .limit(WORLD_LIST_SIZE);
    const own = top.some((row) => row.userId === userID) ? undefined : await teams().where('t.user_id', userID).first();
    return own ? [...top, own] : top;
  };
  const rows: WorldRow[] = live ? await liveWorldRows(db, live, userID, WORLD_LIST_SIZE) : await storedRows();
  const [count, totals] = await Promise.all([
    countRows(db('fantasy_teams').where('fixtureId', match.id)),
    rows.some((row) => row.worldRank === null)
      ? // Not pluck: it reads the driver's snake_case row before the case mapping renames it.
        db('fantasy_teams')
          .where('fixtureId', match.id)
          .select('totalPoints')
          .then((points) => points.map((row) => row.totalPoints))
      : Promise.resolve([]),
  ]);
  const previous = before
    ? await teamPoints(
        db,
        before.id,
        rows.map((row) => row.userId),
      )
    : new Map<number, Points>();
  return {
    round: match.round,
    matchID: match.matchID,
    live: live !== null,
    teamCount: count,
    result: rows.map((row) => ({
      ...userFields(row, season),
      rank: row.worldRank ?? rankForPoints(totals, row.totalPoints),
      previousRank: previous.get(row.userId)?.worldRank ?? null,
      userJoinLeagueDate: null,
      userJoinLeagueRound: null,
      roundPoints: row.roundPoints,
      totalPoints: row.totalPoints,
    })),
  };
}
