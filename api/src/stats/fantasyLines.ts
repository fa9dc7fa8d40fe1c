import type { Knex } from 'knex';
import { rawRows } from '../db/queryResults';
import { formatNorwegianDate, noPoints, type IsoDate, type PointsBreakdown } from '@vsf/engine';
import { type PlayerFantasy } from '@vsf/contract';
import { addCounts, matchHeading } from './matchLines';

/** A player's fantasy points per category (001 §3): the engine's breakdown. */
export type FantasyCounts = PointsBreakdown;

interface FantasyLine extends FantasyCounts {
  playerId: number;
  season: number;
  round: number;
  matchId: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

export interface FantasyFilter {
  season?: number | null;
  seasons?: readonly number[] | null;
  until?: IsoDate | null;
  playerIDs?: readonly number[] | null;
  matchID?: string | null;
}

const CATEGORIES = [
  'attendance',
  'goals_scored',
  'assists',
  'goals_for',
  'goals_conceded',
  'clean_sheet',
  'two_or_less_conceded',
  'own_goals',
  'yellow_cards',
  'red_cards',
  'wins',
  'losses',
  'total_points',
] as const;

export async function selectFantasyLines(db: Knex, filter: FantasyFilter): Promise<FantasyLine[]> {
  const query = db('fantasy_player_points')
    .join('fixtures', 'fixtures.id', 'fantasy_player_points.fixture_id')
    .select(
      'fantasy_player_points.player_id',
      'fixtures.season',
      'fixtures.round',
      'fixtures.match_id',
      'fixtures.date',
      'fixtures.home_team',
      'fixtures.away_team',
      'fixtures.home_score',
      'fixtures.away_score',
      ...CATEGORIES.map((category) => `fantasy_player_points.${category}`),
    )
    .whereNotNull('fixtures.home_score')
    .orderBy([
      { column: 'fixtures.date', order: 'asc' },
      { column: 'fixtures.time', order: 'asc' },
      { column: 'fixtures.match_id', order: 'asc' },
    ]);
  if (filter.season != null) query.where('fixtures.season', filter.season);
  if (filter.seasons != null) query.whereIn('fixtures.season', [...filter.seasons]);
  if (filter.until != null) query.where('fixtures.date', '<=', filter.until);
  if (filter.matchID != null) query.where('fixtures.match_id', filter.matchID);
  if (filter.playerIDs != null) query.whereIn('fantasy_player_points.player_id', [...filter.playerIDs]);
  return query;
}

export function emptyFantasy(): PlayerFantasy {
  return { total: noPoints(), byDate: {} };
}

function counts(line: FantasyLine): FantasyCounts {
  return {
    attendance: line.attendance,
    goalsScored: line.goalsScored,
    assists: line.assists,
    goalsFor: line.goalsFor,
    goalsConceded: line.goalsConceded,
    cleanSheet: line.cleanSheet,
    twoOrLessConceded: line.twoOrLessConceded,
    ownGoals: line.ownGoals,
    yellowCards: line.yellowCards,
    redCards: line.redCards,
    wins: line.wins,
    losses: line.losses,
    totalPoints: line.totalPoints,
  };
}

export function fantasyByPlayer(lines: readonly FantasyLine[]): Map<number, PlayerFantasy> {
  const byPlayer = new Map<number, PlayerFantasy>();
  for (const line of lines) {
    let fantasy = byPlayer.get(line.playerId);
    if (!fantasy) byPlayer.set(line.playerId, (fantasy = emptyFantasy()));
    const points = counts(line);
    addCounts(fantasy.total, points);
    (fantasy.byDate[formatNorwegianDate(line.date)] ??= { gameStat: [] }).gameStat.push({
      ...matchHeading(line),
      ...points,
    });
  }
  return byPlayer;
}

/** How many fantasy teams picked each player in the matches covered (001 §3 useCount), one query. */
export async function useCounts(db: Knex, filter: FantasyFilter): Promise<Map<number, number>> {
  const conditions: string[] = [];
  const bindings: (string | number)[] = [];
  const where = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition);
    bindings.push(...values);
  };
  if (filter.season != null) where('f.season = ?', filter.season);
  if (filter.seasons != null && filter.seasons.length > 0) {
    where(`f.season in (${filter.seasons.map(() => '?').join(', ')})`, ...filter.seasons);
  }
  if (filter.until != null) where('f.date <= ?', filter.until);
  if (filter.matchID != null) where('f.match_id = ?', filter.matchID);
  // The 7 slots are columns (player1..player7): unnest turns a team row into its players.
  const result = await db.raw(
    `select p.player_id, count(*) as n
       from fantasy_teams t
       join fixtures f on f.id = t.fixture_id
       cross join lateral unnest(array[t.player1, t.player2, t.player3, t.player4, t.player5, t.player6, t.player7]) as p(player_id)
      where p.player_id is not null${conditions.map((c) => ` and ${c}`).join('')}
      group by p.player_id`,
    bindings,
  );
  const rows = rawRows<{ playerId: number; n: number }>(result);
  return new Map(rows.map((row) => [row.playerId, row.n]));
}
