import { describe, expect, it } from 'vitest';
import { playerViews } from './PlayerModal';
import { radarAxes } from './SkillRadar';

const skills = { skillPoints: 60, reliability: 90, attack: 40, defence: 50, keeper: 70, disiplin: 100, xFactor: 55 };

describe('the player modal', () => {
  it('offers Fantasypoeng only on fantasy paths', () => {
    expect(playerViews('/stats')).toEqual(['overview', 'combination', 'matches']);
    expect(playerViews('/fantasy/stats')).toEqual(['overview', 'combination', 'matches', 'fantasy']);
  });

  it('labels the radar Keeper for goalkeepers, Angrep for the others', () => {
    expect(radarAxes(skills, 'Målvakt').map((a) => a.label)).toEqual([
      'Keeper',
      'Pålitelighet',
      'Disiplin',
      'Forsvar',
      'X-faktor',
    ]);
    expect(radarAxes(skills, 'Angrep')[0]).toEqual({ label: 'Angrep', value: 40 });
    expect(radarAxes(skills, 'Keeper')[0]).toEqual({ label: 'Keeper', value: 70 });
  });
});
