import type { Knex } from 'knex';
import { rawRows } from '../platform/db/queryResults';
import {
  POINTS_BREAKDOWN_FIELDS,
  formatNorwegianDate,
  noPoints,
  pickLine,
  qualifiedColumns,
  type IsoDate,
  type PointsBreakdown,
} from '@vsf/engine';
import { type PlayerFantasy } from '@vsf/contract';
import { LINE_FIXTURE_COLUMNS, MATCH_ORDER, addCounts, matchHeading, type LineFixture } from './matchLines';

/** A player's fantasy points per category (001 §3): the engine's breakdown. */
export type FantasyCounts = PointsBreakdown;

type FantasyLine = { playerId: number } & LineFixture & FantasyCounts;

export interface FantasyFilter {
  season?: number | null;
  seasons?: readonly number[] | null;
  until?: IsoDate | null;
  playerIDs?: readonly number[] | null;
  matchID?: string | null;
}

export async function selectFantasyLines(db: Knex, filter: FantasyFilter): Promise<FantasyLine[]> {
  const query = db('fantasy_player_points')
    .join('fixtures', 'fixtures.id', 'fantasy_player_points.fixture_id')
    .select(
      'fantasy_player_points.player_id',
      ...LINE_FIXTURE_COLUMNS,
      ...qualifiedColumns('fantasy_player_points', POINTS_BREAKDOWN_FIELDS),
    )
    .whereNotNull('fixtures.home_score')
    .orderBy([...MATCH_ORDER]);
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
  return pickLine(POINTS_BREAKDOWN_FIELDS, line);
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
