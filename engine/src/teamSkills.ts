/**
 * The team skill chart of the team modal (001 §9): five axes from 0 to 100, each the
 * sum over the 7 players divided by 7, rounded up and capped at 100.
 */
import { TEAM_SIZE } from './limits';
import type { Boost } from './points';
import type { PlayerSkills } from './skills';

export type TeamSkillAxis = 'reliability' | 'attack' | 'defence' | 'disiplin' | 'xFactor';

export type TeamSkillChart = Record<TeamSkillAxis, number>;

/** In the order the chart shows them. */
export const TEAM_SKILL_AXES: readonly { axis: TeamSkillAxis; label: string }[] = [
  { axis: 'reliability', label: 'Pålitelighet' },
  { axis: 'attack', label: 'Angrep' },
  { axis: 'defence', label: 'Forsvar' },
  { axis: 'disiplin', label: 'Disiplin' },
  { axis: 'xFactor', label: 'X-faktor' },
];

const MAX_AXIS = 100;
const SUPER_CAPTAIN_SKILL_FACTOR = 3;

export interface TeamSkillPlayer {
  playerID: number;
  skills: Pick<PlayerSkills, TeamSkillAxis>;
}

/**
 * The chart for a team. Always divided by 7, so a team with empty places shows weaker.
 * superCaptain triples the captain's values; attackBoost sets attack to 100 and
 * defenceBoost sets defence to 100.
 */
export function teamSkillChart(
  players: readonly TeamSkillPlayer[],
  captain: number | null,
  activeBoost: Boost | null,
): TeamSkillChart {
  const axisValue = (axis: TeamSkillAxis): number => {
    const sum = players.reduce((total, player) => {
      const factor = activeBoost === 'superCaptain' && player.playerID === captain ? SUPER_CAPTAIN_SKILL_FACTOR : 1;
      return total + player.skills[axis] * factor;
    }, 0);
    return Math.min(MAX_AXIS, Math.ceil(sum / TEAM_SIZE));
  };
  return {
    reliability: axisValue('reliability'),
    attack: activeBoost === 'attackBoost' ? MAX_AXIS : axisValue('attack'),
    defence: activeBoost === 'defenceBoost' ? MAX_AXIS : axisValue('defence'),
    disiplin: axisValue('disiplin'),
    xFactor: axisValue('xFactor'),
  };
}
