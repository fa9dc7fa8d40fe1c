import { BOOST_LABELS, POINTS_BREAKDOWN_COLUMNS, type Boost, type TeamPlayerPoints } from '@vsf/engine';

/** A signed number as the breakdown prints it: '+3', '−3', '0'. */
export function signed(points: number): string {
  if (points > 0) return `+${points}`;
  return points < 0 ? `−${-points}` : '0';
}

/** The categories a player scored in (001 §9), in the table's order; the ones at 0 are left out. */
export function scoredCategories(player: TeamPlayerPoints): { label: string; points: number }[] {
  return POINTS_BREAKDOWN_COLUMNS.filter(({ key }) => key !== 'totalPoints' && player.breakdown[key] !== 0).map(
    ({ key, label }) => ({ label, points: player.breakdown[key] }),
  );
}

/** Said where a player's own points would stand, for a chosen player who did not play. */
export const ABSENT_TEXT = 'møtte ikke';

/**
 * How the player's own points become the team's, each boost named where it adds: '6 × 2 + 3
 * Forsvarsboost', '6 × 3 Superkaptein'; just '6' without armband or boost; 'møtte ikke' for a
 * chosen player who did not play (0 points, and no boost for them).
 */
export function pointsFormula(player: TeamPlayerPoints, boost: Boost | null): string {
  if (!player.attended) return ABSENT_TEXT;
  const base = player.base < 0 ? `(${signed(player.base)})` : String(player.base);
  const superCaptain = player.multiplier === 3 ? ` ${BOOST_LABELS.superCaptain}` : '';
  const times = player.multiplier > 1 ? ` × ${player.multiplier}${superCaptain}` : '';
  const named = boost !== null && boost !== 'superCaptain' ? ` ${BOOST_LABELS[boost]}` : '';
  const bonus =
    player.boostBonus !== 0 ? ` ${player.boostBonus > 0 ? '+' : '−'} ${Math.abs(player.boostBonus)}${named}` : '';
  return `${base}${times}${bonus}`;
}

/** What a screen reader says for one player: the whole sum in words. */
export function spokenPoints(name: string, player: TeamPlayerPoints, boost: Boost | null): string {
  const parts = [`${name}${player.isCaptain ? ', kaptein' : ''}: ${player.base} egne poeng`];
  if (!player.attended) parts.push(ABSENT_TEXT);
  if (player.multiplier > 1) parts.push(`ganger ${player.multiplier} som kaptein gir ${signed(player.captainBonus)}`);
  if (player.boostBonus !== 0 && boost !== null) parts.push(`${BOOST_LABELS[boost]} ${signed(player.boostBonus)}`);
  return `${parts.join(', ')}. Til sammen ${player.points} poeng.`;
}

/** The players' points as the screen adds them up: '4 + 26 + (−3)'. */
export function teamTerms(players: readonly TeamPlayerPoints[]): string {
  return players
    .map((player) => (player.points < 0 ? `(${signed(player.points)})` : String(player.points)))
    .join(' + ');
}
