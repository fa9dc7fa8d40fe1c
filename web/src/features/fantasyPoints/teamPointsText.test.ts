import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainTeamPoints, noPoints, type Boost, type TeamPlayerPoints } from '@vsf/engine';
import { pointsFormula, scoredCategories, signed, spokenPoints, teamTerms } from './teamPointsText';

const player = (overrides: Partial<TeamPlayerPoints>): TeamPlayerPoints => ({
  playerID: 1,
  base: 6,
  breakdown: { ...noPoints(), attendance: 5, goalsScored: 3, assists: 2, yellowCards: -3, losses: -1, totalPoints: 6 },
  attended: true,
  isCaptain: false,
  multiplier: 1,
  captainBonus: 0,
  boostBonus: 0,
  points: 6,
  ...overrides,
});

describe('the words and sums of an explained point', () => {
  it('signs numbers with a real minus', () => {
    expect([signed(3), signed(0), signed(-3)]).toEqual(['+3', '0', '−3']);
  });

  it("lists only the categories a player scored in, in the table's order", () => {
    expect(scoredCategories(player({}))).toEqual([
      { label: 'Oppmøte', points: 5 },
      { label: 'Mål', points: 3 },
      { label: 'Målgivende', points: 2 },
      { label: 'Gule kort', points: -3 },
      { label: 'Tap', points: -1 },
    ]);
  });

  it('writes how own points become the team’s, naming the boost where it adds', () => {
    expect(pointsFormula(player({}), null)).toBe('6');
    expect(pointsFormula(player({ multiplier: 2, isCaptain: true, boostBonus: 3 }), 'defenceBoost')).toBe(
      '6 × 2 + 3 Forsvarsboost',
    );
    expect(pointsFormula(player({ boostBonus: 2 }), 'attackBoost')).toBe('6 + 2 Angrepsboost');
    expect(pointsFormula(player({}), 'attackBoost')).toBe('6');
    expect(pointsFormula(player({ base: -3, multiplier: 3, isCaptain: true }), 'superCaptain')).toBe(
      '(−3) × 3 Superkaptein',
    );
    expect(pointsFormula(player({ base: 0, attended: false, points: 0 }), 'defenceBoost')).toBe('møtte ikke');
  });

  it('adds up to what the player gives the team, for every explained player', () => {
    // The formula read back as arithmetic gives the player's points for the team.
    const evaluate = (formula: string) => {
      const numbers = formula.replaceAll('−', '-').match(/-?\d+/g)!.map(Number);
      const [base = 0, ...rest] = numbers;
      const times = formula.includes('×') ? rest.shift()! : 1;
      const sign = formula.includes(' - ') ? -1 : 1;
      return base * times + sign * (rest[0] ?? 0);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 40 }),
        fc.boolean(),
        fc.constantFrom<Boost | null>(null, 'attackBoost', 'defenceBoost', 'superCaptain'),
        fc.nat({ max: 6 }),
        (total, isCaptain, boost, goalsFor) => {
          const breakdown = { ...noPoints(), attendance: 5, totalPoints: total };
          const team = { players: [1], captain: isCaptain ? 1 : 2, activeBoost: boost };
          const [explained] = explainTeamPoints(team, new Map([[1, { breakdown, attended: true }]]), {
            goalsFor,
            goalsConceded: 1,
          }).players;
          return evaluate(pointsFormula(explained!, boost)) === explained!.points;
        },
      ),
    );
  });

  it('reads the whole sum to a screen reader', () => {
    const captain = player({ isCaptain: true, multiplier: 3, captainBonus: 12, boostBonus: 2, points: 20 });
    expect(spokenPoints('Ola', captain, 'attackBoost')).toBe(
      'Ola, kaptein: 6 egne poeng, ganger 3 som kaptein gir +12, Angrepsboost +2. Til sammen 20 poeng.',
    );
    expect(spokenPoints('Kari', player({ base: 0, attended: false, points: 0 }), null)).toBe(
      'Kari: 0 egne poeng, møtte ikke. Til sammen 0 poeng.',
    );
  });

  it("adds the team's players up, negative ones in brackets", () => {
    expect(teamTerms([player({ points: 26 }), player({ points: -3 }), player({ points: 0 })])).toBe('26 + (−3) + 0');
  });
});
