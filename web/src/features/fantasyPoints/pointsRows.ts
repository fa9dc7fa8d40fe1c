import { isGoalkeeperPosition, playerDisplayName, rankByPoints, type PointsBreakdown, type Ranked } from '@vsf/engine';
import { type ApiResult, type RoundMatchInput } from '@vsf/contract';
import type { StatCounts } from '../../shared/player/types';
import { getPlayersWithFantasy, getPlayersWithStats } from './fantasyPointsApi';

export type PointsScope = 'round' | 'season';

export interface PointsRow {
  playerID: number;
  name: string;
  position: string;
  points: PointsBreakdown;
  /** The numbers the points came from (goals, cards, …); empty when the player has none. */
  raw: Partial<StatCounts>;
}

/** (GK): in a round whoever kept goal in the match; over all rounds the registered position. */
export function isGoalkeeperRow(row: PointsRow, scope: PointsScope, matchKeepers: readonly number[]): boolean {
  return scope === 'round' ? matchKeepers.includes(row.playerID) : isGoalkeeperPosition(row.position);
}

/**
 * The 'Poengfordeling' rows (001 §2): active players only, placed by total points (1, 1, 3),
 * each category with its raw stat.
 */
export async function loadPointsRows(
  scope: PointsScope,
  round: RoundMatchInput,
  /** The match's date: 'dd.mm.yyyy' (byDate's key) and ISO (the calls' limit). */
  date: { text: string; iso: string },
): Promise<ApiResult<{ rows: Ranked<PointsRow>[] }>> {
  const [fantasy, stats] = await Promise.all([
    getPlayersWithFantasy(scope, round, date.iso),
    getPlayersWithStats(scope, round.season, date.iso),
  ]);
  if (!fantasy.success) return fantasy;
  if (!stats.success) return stats;
  const rawByID = new Map(
    stats.players.map((player) => {
      const raw =
        scope === 'season'
          ? player.stats.total
          : player.stats.byDate[date.text]?.gameStat.find((game) => game.matchID === round.matchID);
      return [player.playerID, raw ?? {}];
    }),
  );
  const rows = fantasy.players
    .filter((player) => player.active === 1)
    .map((player): PointsRow => ({
      playerID: player.playerID,
      name: playerDisplayName(player),
      position: player.position,
      points: player.fantasy.total,
      raw: rawByID.get(player.playerID) ?? {},
    }));
  return { success: true, rows: rankByPoints(rows, (row) => row.points.totalPoints) };
}

/**
 * While the match is played the round's points are the provisional ones of
 * `getLivePoints`; the raw statistics are not saved yet, so a row keeps none.
 */
export function withLivePoints(
  rows: readonly Ranked<PointsRow>[],
  live: readonly { playerID: number; breakdown: PointsBreakdown }[],
): Ranked<PointsRow>[] {
  const byID = new Map(live.map((player) => [player.playerID, player.breakdown]));
  const merged = rows.map(({ rank: _rank, ...row }): PointsRow => ({
    ...row,
    points: byID.get(row.playerID) ?? row.points,
    raw: {},
  }));
  return rankByPoints(merged, (row) => row.points.totalPoints);
}
