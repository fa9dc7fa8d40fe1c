import { rankByPoints, type FantasyMetric, type Ranked } from '@vsf/engine';
import { type PlayerFantasyMetrics } from '@vsf/contract';

export type FantasyMetricRow = Ranked<PlayerFantasyMetrics>;

const names = new Intl.Collator('nb');

/**
 * The players of /fantasy/stats' fantasy list ranked by the chosen number ('Plass', shared on
 * equal numbers, ties by name): those who played in the season or are picked this round.
 */
export function fantasyMetricRows(players: readonly PlayerFantasyMetrics[], metric: FantasyMetric): FantasyMetricRow[] {
  const counted = players.filter((player) => player.matchesPlayed > 0 || player.pickedPercentage > 0);
  return rankByPoints(
    counted,
    (player) => player[metric],
    (a, b) => names.compare(a.name, b.name),
  );
}
