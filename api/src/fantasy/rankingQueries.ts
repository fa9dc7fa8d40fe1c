import { type RankingRow, type MostUsedPlayer } from '@vsf/contract';
import type { Knex } from 'knex';
import {
  averageFromSum,
  mostUsedPlayers,
  playerDisplayName,
  rankFromBetterCount,
  topTeams,
  TOP_LIST_SIZE,
  type Ranked,
  type WithUse,
} from '@vsf/engine';
import { countRows, joined } from '../platform/db/queryResults';
import { fantasyByPlayer, selectFantasyLines, useCounts, type FantasyFilter } from '../stats';
import type { RoundFixture } from './roundFixture';

export type PointsKind = 'roundPoints' | 'totalPoints';

/** Teams with players only: an empty team is no team (001 §4). */
function teamsOf(db: Knex, fixtureId: number): Knex.QueryBuilder {
  return db('fantasy_teams as t').where('t.fixture_id', fixtureId).whereNotNull('t.player1');
}

const COLUMN: Record<PointsKind, string> = { roundPoints: 't.round_points', totalPoints: 't.total_points' };

/**
 * The top 7 by round or total points. The database sorts and cuts; the engine ranks the
 * cut rows, which gives every row its true rank since all better teams are among them.
 */
export async function topSeven(db: Knex, fixture: RoundFixture, kind: PointsKind): Promise<Ranked<RankingRow>[]> {
  const rows = await joined<Omit<RankingRow, 'userID'> & { userId: number }>(
    teamsOf(db, fixture.id)
      .join('users as u', 'u.id', 't.user_id')
      .orderBy([
        { column: COLUMN[kind], order: 'desc' },
        { column: 'u.username', order: 'asc' },
      ])
      .limit(TOP_LIST_SIZE)
      .select('t.user_id', 'u.username', 'u.team_name', 't.round_points', 't.total_points'),
  );
  const ranking = rows.map(({ userId, username, teamName, roundPoints, totalPoints }) => ({
    userID: userId,
    username,
    teamName,
    roundPoints,
    totalPoints,
  }));
  // Ties keep the database's order (username), so the cut and the order agree.
  return topTeams(ranking, (row) => row[kind]);
}

/** The user's rank among the round's teams (1, 1, 3); null without a team. Counted in SQL. */
export async function rankOfUser(
  db: Knex,
  fixture: RoundFixture,
  userId: number,
  kind: PointsKind,
): Promise<number | null> {
  const own = await joined<Record<PointsKind, number>>(
    teamsOf(db, fixture.id).where('t.user_id', userId).select('t.round_points', 't.total_points'),
  ).first();
  if (!own) return null;
  return rankFromBetterCount(await countRows(teamsOf(db, fixture.id).where(COLUMN[kind], '>', own[kind])));
}

export async function roundAverage(
  db: Knex,
  fixture: RoundFixture,
): Promise<{ averageRoundPoints: number; highestRoundPoints: number; teamCount: number }> {
  // Raw aggregates: the driver parses their bigint/numeric to numbers (database.ts), Number() keeps that so.
  const totals = await joined<{ sum: number | string; highest: number | string; n: number | string }>(
    teamsOf(db, fixture.id).select(
      db.raw('coalesce(sum(t.round_points), 0) as sum'),
      db.raw('coalesce(max(t.round_points), 0) as highest'),
      db.raw('count(*) as n'),
    ),
  ).first();
  if (!totals) throw new Error('an aggregate without GROUP BY answers one row');
  const teamCount = Number(totals.n);
  return {
    averageRoundPoints: averageFromSum(Number(totals.sum), teamCount),
    highestRoundPoints: Number(totals.highest),
    teamCount,
  };
}

/** Users with a team in any match of the season. */
export async function seasonTeamCount(db: Knex, season: number): Promise<number> {
  return countRows(
    db('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', season)
      .whereNotNull('t.player1'),
    't.user_id',
  );
}

/**
 * The 7 most picked players in one match, or in the season's matches up to it
 * (wholeSeason). The percentage is of the teams counted in the same matches, so it
 * stays within 0 to 100 over a season too.
 */
export async function mostUsed(
  db: Knex,
  fixture: RoundFixture,
  wholeSeason: boolean,
): Promise<{ mostUsedPlayers: WithUse<MostUsedPlayer>[]; teamCount: number }> {
  const filter: FantasyFilter = wholeSeason
    ? { season: fixture.season, until: fixture.date }
    : { matchID: fixture.matchId };
  const teams = db('fantasy_teams as t').join('fixtures as f', 'f.id', 't.fixture_id').whereNotNull('t.player1');
  if (wholeSeason) teams.where('f.season', fixture.season).where('f.date', '<=', fixture.date);
  else teams.where('f.id', fixture.id);
  const [uses, lines, counted] = await Promise.all([
    useCounts(db, filter),
    selectFantasyLines(db, filter),
    countRows(teams),
  ]);
  const teamCount = counted;
  const points = fantasyByPlayer(lines);
  const rows = await db('players')
    .whereIn('id', [...uses.keys()])
    .select('id', 'firstName', 'lastName', 'nickname', 'position');
  const players = rows.map((row) => ({
    playerID: row.id,
    name: playerDisplayName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    position: row.position,
    useCount: uses.get(row.id) ?? 0,
    totalPoints: points.get(row.id)?.total.totalPoints ?? 0,
  }));
  return { mostUsedPlayers: mostUsedPlayers(players, teamCount), teamCount };
}
