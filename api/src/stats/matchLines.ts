import type { Knex } from 'knex';
import {
  formatNorwegianDate,
  zeroStatCounts,
  type IsoDate,
  type MatchHeading,
  type PlayerMatchStats,
  type StatCounts,
} from '@vsf/engine';
import { type PlayerStats } from '@vsf/contract';

/** What one player did in one played match, with the fixture it belongs to. */
export interface MatchLine {
  playerId: number;
  fixtureId: number;
  season: number;
  round: number;
  matchId: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  attendance: 0 | 1;
  keeper: 0 | 1;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
  goalsFor: number;
  goalsConceded: number;
  cleanSheet: number;
  twoOrLessConceded: number;
  win: number;
  tie: number;
  loss: number;
  gamePoints: number;
}

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
      'fixtures.season',
      'fixtures.round',
      'fixtures.match_id',
      'fixtures.date',
      'fixtures.home_team',
      'fixtures.away_team',
      'fixtures.home_score',
      'fixtures.away_score',
      'match_stats.attendance',
      'match_stats.keeper',
      'match_stats.goals_scored',
      'match_stats.assists',
      'match_stats.own_goals',
      'match_stats.yellow_cards',
      'match_stats.red_cards',
      'match_stats.goals_for',
      'match_stats.goals_conceded',
      'match_stats.clean_sheet',
      'match_stats.two_or_less_conceded',
      'match_stats.win',
      'match_stats.tie',
      'match_stats.loss',
      'match_stats.game_points',
    )
    .orderBy([
      { column: 'fixtures.date', order: 'asc' },
      { column: 'fixtures.time', order: 'asc' },
      { column: 'fixtures.match_id', order: 'asc' },
    ]);
  return applyFilter(query, filter, 'match_stats');
}

export function matchHeading(
  line: Pick<MatchLine, 'season' | 'round' | 'matchId' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'>,
): MatchHeading {
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

function lineCounts(line: MatchLine): StatCounts {
  return {
    attendance: line.attendance,
    goalsScored: line.goalsScored,
    assists: line.assists,
    goalsFor: line.goalsFor,
    goalsConceded: line.goalsConceded,
    cleanSheet: line.cleanSheet,
    twoOrLessConceded: line.twoOrLessConceded,
    yellowCards: line.yellowCards,
    redCards: line.redCards,
    wins: line.win,
    ties: line.tie,
    losses: line.loss,
    ownGoals: line.ownGoals,
    gamePoints: line.gamePoints,
    points: line.gamePoints,
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
  const counts = lineCounts(line);
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

export function toPlayerMatchStats(line: MatchLine): PlayerMatchStats {
  return {
    attendance: line.attendance,
    keeper: line.keeper,
    goalsScored: line.goalsScored,
    assists: line.assists,
    ownGoals: line.ownGoals,
    yellowCards: line.yellowCards,
    redCards: line.redCards,
    goalsFor: line.goalsFor,
    goalsConceded: line.goalsConceded,
  };
}

/** Played club matches per season up to a date: the reliability denominator. */
export async function playedMatchesPerSeason(db: Knex, until: IsoDate | null): Promise<Map<number, number>> {
  const query = db('fixtures').whereNotNull('home_score').select('season').count({ n: '*' }).groupBy('season');
  if (until !== null) query.where('date', '<=', until);
  // A grouped count: knex types n as string | number since a bigint may exceed a JS number.
  const rows = await query;
  return new Map(rows.map((row) => [row.season, Number(row.n)]));
}
