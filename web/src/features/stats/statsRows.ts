import { perMatch, statLeaders, playerDisplayName, type StatMetric } from '@vsf/engine';
import { type PlayerWithStats } from '@vsf/contract';

export interface StatsRow {
  playerID: number;
  position: number;
  name: string;
  gamesPlayed: number;
  total: number;
  perMatch: number;
}

export type StatsColumn = 'position' | 'name' | 'gamesPlayed' | 'total' | 'perMatch';

export interface StatsSort {
  column: StatsColumn;
  direction: 'ascending' | 'descending';
}

/** Changing the metric re-sorts by its total, highest first (spec 000 §4). */
export const METRIC_SORT: StatsSort = { column: 'total', direction: 'descending' };

/** A new column starts descending; the same column again turns it round. */
export function nextStatsSort(current: StatsSort, clicked: StatsColumn): StatsSort {
  if (current.column !== clicked) return { column: clicked, direction: 'descending' };
  return { column: clicked, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Players who played in the period, ranked by the metric (engine statLeaders) for 'Plass'. */
export function statsRows(players: readonly PlayerWithStats[], metric: StatMetric): StatsRow[] {
  const played = players.filter((player) => player.stats.total.attendance > 0);
  const byId = new Map(played.map((player) => [player.playerID, player]));
  const leaders = statLeaders(
    played.map((player) => ({
      playerID: player.playerID,
      gamesPlayed: player.stats.total.attendance,
      stats: player.stats.total,
    })),
    metric,
  );
  return leaders.map((leader) => ({
    playerID: leader.playerID,
    position: leader.position,
    name: playerDisplayName(byId.get(leader.playerID)!),
    gamesPlayed: leader.gamesPlayed,
    total: leader.total,
    perMatch: perMatch(leader.total, leader.gamesPlayed),
  }));
}

const names = new Intl.Collator('nb');

export function sortStatsRows(rows: readonly StatsRow[], sort: StatsSort): StatsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: StatsRow, b: StatsRow) =>
    sort.column === 'name' ? names.compare(a.name, b.name) : a[sort.column] - b[sort.column];
  return [...rows].sort((a, b) => sign * compare(a, b) || a.position - b.position);
}
