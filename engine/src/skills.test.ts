import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerMatchStats } from './points';
import {
  SKILL_EXPLANATIONS,
  attack,
  defence,
  disiplin,
  isGoalkeeperPosition,
  keeper,
  playerSkills,
  reliability,
  skillBand,
  skillInputsFromMatches,
  xFactor,
  type SkillInputs,
} from './skills';

const none: SkillInputs = {
  clubMatches: 0,
  games: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  goalsFor: 0,
  goalsConceded: 0,
  cleanSheets: 0,
  twoOrLessConceded: 0,
  gamePoints: 0,
  keeperGames: 0,
  keeperCleanSheets: 0,
  keeperTwoOrLessConceded: 0,
  keeperGoalsConceded: 0,
};

describe('skills', () => {
  it('gives 0 everywhere without matches', () => {
    expect(playerSkills(none, 'Angrep')).toEqual({
      skillPoints: 0,
      reliability: 0,
      attack: 0,
      defence: 0,
      keeper: 0,
      disiplin: 0,
      xFactor: 0,
    });
  });

  it('reliability = ceil(attended / total × 100)', () => {
    expect(reliability({ ...none, clubMatches: 3, games: 2 })).toBe(67);
    expect(reliability({ ...none, clubMatches: 18, games: 18 })).toBe(100);
  });

  it('disiplin = 100 − (ceil(yellows/games × 200) + ceil(reds/games × 500)), floor 0', () => {
    expect(disiplin({ ...none, games: 10, yellowCards: 1 })).toBe(80);
    expect(disiplin({ ...none, games: 10, yellowCards: 1, redCards: 1 })).toBe(30);
    expect(disiplin({ ...none, games: 3, yellowCards: 1 })).toBe(33);
    expect(disiplin({ ...none, games: 2, redCards: 1 })).toBe(0);
    expect(disiplin({ ...none, games: 5 })).toBe(100);
  });

  it('attack = ceil(10 × (3 goals + 2 assists + club goals) / games), capped', () => {
    expect(attack({ ...none, games: 10, goals: 5, assists: 3, goalsFor: 20 })).toBe(Math.ceil((150 + 60 + 200) / 10));
    expect(attack({ ...none, games: 1, goals: 4 })).toBe(100);
  });

  it('defence and keeper reward clean sheets and punish goals conceded', () => {
    const inputs = {
      ...none,
      games: 10,
      cleanSheets: 1,
      twoOrLessConceded: 6,
      goalsConceded: 22,
      keeperGames: 10,
      keeperCleanSheets: 1,
      keeperTwoOrLessConceded: 6,
      keeperGoalsConceded: 22,
    };
    expect(defence(inputs)).toBe(Math.ceil((150 + 600 - 220) / 10));
    expect(keeper(inputs)).toBe(Math.ceil((300 + 1080 - 660) / 10));
    expect(defence({ ...inputs, cleanSheets: 0, twoOrLessConceded: 0, goalsConceded: 60 })).toBe(0);
    expect(keeper({ ...inputs, keeperGames: 0 })).toBe(0);
  });

  it('xFactor = share of points taken', () => {
    expect(xFactor({ ...none, games: 3, gamePoints: 4 })).toBe(45);
  });

  it('skill points average five skills, keeper replacing defence for goalkeepers', () => {
    const inputs = {
      ...none,
      clubMatches: 10,
      games: 10,
      goalsFor: 20,
      gamePoints: 15,
      twoOrLessConceded: 5,
      goalsConceded: 20,
      keeperGames: 10,
      keeperTwoOrLessConceded: 5,
      keeperGoalsConceded: 20,
    };
    const outfield = playerSkills(inputs, 'Forsvar');
    expect(outfield.skillPoints).toBe(Math.ceil((100 + 20 + 30 + 100 + 50) / 5));
    const goalkeeper = playerSkills(inputs, 'Målvakt');
    expect(goalkeeper.skillPoints).toBe(Math.ceil((100 + 20 + 30 + 100 + 50) / 5));
    expect(playerSkills({ ...inputs, keeperGames: 0 }, 'Keeper').skillPoints).toBe(
      Math.ceil((100 + 20 + 0 + 100 + 50) / 5),
    );
    expect(isGoalkeeperPosition(null)).toBe(false);
  });

  it('keeps every skill a whole number from 0 to 100', () => {
    const matchArb: fc.Arbitrary<PlayerMatchStats> = fc.record({
      attendance: fc.constantFrom(0 as const, 1 as const),
      keeper: fc.constantFrom(0 as const, 1 as const),
      goalsScored: fc.nat(6),
      assists: fc.nat(6),
      ownGoals: fc.nat(2),
      yellowCards: fc.nat(2),
      redCards: fc.nat(1),
      goalsFor: fc.nat(15),
      goalsConceded: fc.nat(15),
    });
    fc.assert(
      fc.property(
        fc.array(matchArb, { maxLength: 25 }),
        fc.constantFrom('Målvakt', 'Angrep', null),
        (matches, position) => {
          const skills = playerSkills(skillInputsFromMatches(matches, matches.length), position);
          for (const value of Object.values(skills)) {
            expect(Number.isInteger(value) && value >= 0 && value <= 100).toBe(true);
          }
        },
      ),
    );
  });

  it('adds up attended matches only', () => {
    const base = {
      attendance: 1 as const,
      keeper: 1 as const,
      goalsScored: 1,
      assists: 0,
      ownGoals: 0,
      yellowCards: 1,
      redCards: 0,
      goalsFor: 2,
      goalsConceded: 0,
    };
    const inputs = skillInputsFromMatches(
      [base, { ...base, keeper: 0, goalsConceded: 3 }, { ...base, attendance: 0 }],
      3,
    );
    expect(inputs).toMatchObject({
      clubMatches: 3,
      games: 2,
      goals: 2,
      yellowCards: 2,
      goalsFor: 4,
      goalsConceded: 3,
      cleanSheets: 1,
      twoOrLessConceded: 1,
      gamePoints: 3,
      keeperGames: 1,
      keeperCleanSheets: 1,
      keeperTwoOrLessConceded: 1,
      keeperGoalsConceded: 0,
    });
  });
});

describe('skillBand', () => {
  it('puts skill points in the colour bands', () => {
    expect([0, 39, 40, 49, 50, 59, 60, 69, 70, 79, 80, 89, 90, 100].map(skillBand)).toEqual([
      'below40',
      'below40',
      'from40',
      'from40',
      'from50',
      'from50',
      'from60',
      'from60',
      'from70',
      'from70',
      'from80',
      'from80',
      'from90',
      'from90',
    ]);
    expect(skillBand(Number.NaN)).toBe('below40');
  });

  it('explains the weights with the numbers the formulas use', () => {
    expect(SKILL_EXPLANATIONS.defence).toContain('150 poeng for hvert rent bur');
    expect(SKILL_EXPLANATIONS.keeper).toContain('minus 30');
  });
});
