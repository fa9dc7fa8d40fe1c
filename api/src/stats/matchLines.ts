import type { Knex } from 'knex';
import {
  MATCH_STAT_FIELDS,
  formatNorwegianDate,
  qualifiedColumns,
  statCountsOf,
  zeroStatCounts,
  type IsoDate,
  type MatchHeading,
  type MatchStatLine,
} from '@vsf/engine';
import { type PlayerStats } from '@vsf/contract';
import type { FixtureTableRow } from '../platform/db/tables';

/** The played fixture a line belongs to, as both line queries read it (LINE_FIXTURE_COLUMNS). */
export type LineFixture = Pick<FixtureTableRow, 'season' | 'round' | 'matchId' | 'date' | 'homeTeam' | 'awayTeam'> & {
  homeScore: number;
  awayScore: number;
};

/** The fixture's columns of a line, for a query that joins fixtures. */
export const LINE_FIXTURE_COLUMNS = [
  'fixtures.season',
  'fixtures.round',
  'fixtures.match_id',
  'fixtures.date',
  'fixtures.home_team',
  'fixtures.away_team',
  'fixtures.home_score',
  'fixtures.away_score',
] as const;

/** Lines in match order: by date, then kick-off, then match number. */
export const MATCH_ORDER = [
  { column: 'fixtures.date', order: 'asc' },
  { column: 'fixtures.time', order: 'asc' },
  { column: 'fixtures.match_id', order: 'asc' },
] as const;

/** What one player did in one played match, with the fixture it belongs to. */
export type MatchLine = { playerId: number; fixtureId: number } & LineFixture & MatchStatLine;

/** Which matches an answer covers: a season (or every season) up to a date, some players. */
export interface LineFilter {
  season?: number | null;
  until?: IsoDate | null;
  playerIDs?: readonly number[] | null;
  fixtureId?: number | null;
}

function applyFilter(query: Knex.QueryBuilder, filter: LineFilter, table: string): Knex.QueryBuilder {
  if (filter.season != null) query.where('fixtures.season', filter.season);
  if (filter.until != null) query.where('fixtures.date', '<=', filter.until);
  if (filter.playerIDs != null) query.whereIn(`${table}.player_id`, [...filter.playerIDs]);
  if (filter.fixtureId != null) query.where(`${table}.fixture_id`, filter.fixtureId);
  return query.whereNotNull('fixtures.home_score');
}

/** Every matching line in one query, in match order. */
export async function selectMatchLines(db: Knex, filter: LineFilter): Promise<MatchLine[]> {
  const query = db('match_stats')
    .join('fixtures', 'fixtures.id', 'match_stats.fixture_id')
    .select(
      'match_stats.player_id',
      'match_stats.fixture_id',
      ...LINE_FIXTURE_COLUMNS,
      ...qualifiedColumns('match_stats', MATCH_STAT_FIELDS),
    )
    .orderBy([...MATCH_ORDER]);
  return applyFilter(query, filter, 'match_stats');
}

export function matchHeading(line: Omit<LineFixture, 'date'>): MatchHeading {
  return {
    season: line.season,
    round: line.round,
    matchID: line.matchId,
    homeTeamName: line.homeTeam,
    homeTeamScore: line.homeScore,
    awayTeamName: line.awayTeam,
    awayTeamScore: line.awayScore,
  };
}

export function addCounts<T extends object>(total: T, add: T): void {
  const target = total as Record<string, number>;
  for (const [key, value] of Object.entries(add as Record<string, number>)) target[key] = (target[key] ?? 0) + value;
}

export function emptyStats(): PlayerStats {
  return { total: zeroStatCounts(), byDate: {} };
}

export function addLine(stats: PlayerStats, line: MatchLine): void {
  const counts = statCountsOf(line);
  addCounts(stats.total, counts);
  const date = formatNorwegianDate(line.date);
  (stats.byDate[date] ??= { gameStat: [] }).gameStat.push({ ...matchHeading(line), ...counts });
}

/** Lines grouped by player, once over the list. */
export function statsByPlayer(lines: readonly MatchLine[]): Map<number, PlayerStats> {
  const byPlayer = new Map<number, PlayerStats>();
  for (const line of lines) {
    let stats = byPlayer.get(line.playerId);
    if (!stats) byPlayer.set(line.playerId, (stats = emptyStats()));
    addLine(stats, line);
  }
  return byPlayer;
}

/** Played club matches per season up to a date: the reliability denominator. */
export async function playedMatchesPerSeason(db: Knex, until: IsoDate | null): Promise<Map<number, number>> {
  const query = db('fixtures').whereNotNull('home_score').select('season').count({ n: '*' }).groupBy('season');
  if (until !== null) query.where('date', '<=', until);
  // A grouped count: knex types n as string | number since a bigint may exceed a JS number.
  const rows = await query;
  return new Map(rows.map((row) => [row.season, Number(row.n)]));
}
