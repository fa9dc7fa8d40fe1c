import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_SKILL_AXES, teamSkillChart, type TeamSkillPlayer } from './teamSkills';

const player = (playerID: number, value: number): TeamSkillPlayer => ({
  playerID,
  skills: { reliability: value, attack: value, defence: value, disiplin: value, xFactor: value },
});
const team = [10, 20, 30, 40, 50, 60, 70].map((value, index) => player(index + 1, value));

describe('teamSkillChart', () => {
  it('averages the 7 players, rounded up', () => {
    expect(teamSkillChart(team, 1, null)).toEqual({
      reliability: 40,
      attack: 40,
      defence: 40,
      disiplin: 40,
      xFactor: 40,
    });
    expect(teamSkillChart([player(1, 1)], 1, null).attack).toBe(1);
  });

  it('triples the super captain', () => {
    expect(teamSkillChart(team, 7, 'superCaptain').attack).toBe(Math.ceil((280 + 140) / 7));
    expect(teamSkillChart(team, null, 'superCaptain').attack).toBe(40);
  });

  it('sets a boosted axis to 100', () => {
    expect(teamSkillChart(team, 1, 'attackBoost')).toMatchObject({ attack: 100, defence: 40 });
    expect(teamSkillChart(team, 1, 'defenceBoost')).toMatchObject({ attack: 40, defence: 100 });
  });

  it('stays within 0 to 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 7, maxLength: 7 }),
        fc.constantFrom(null, 'superCaptain' as const),
        (values, boost) => {
          const chart = teamSkillChart(
            values.map((value, index) => player(index + 1, value)),
            1,
            boost,
          );
          expect(Object.values(chart).every((value) => Number.isInteger(value) && value >= 0 && value <= 100)).toBe(
            true,
          );
        },
      ),
    );
  });

  it('labels the axes', () => {
    expect(TEAM_SKILL_AXES.map((entry) => entry.label)).toEqual([
      'Pålitelighet',
      'Angrep',
      'Forsvar',
      'Disiplin',
      'X-faktor',
    ]);
  });
});
