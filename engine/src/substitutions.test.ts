import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithinAllowance, newlyAddedPlayers, remainingSubstitutions, substitutionAllowance } from './substitutions';

describe('substitutionAllowance', () => {
  it('leaves the first selection unlimited', () => {
    expect(substitutionAllowance(null, true, false)).toBeNull();
    expect(substitutionAllowance(3, false, false)).toBeNull();
  });

  it('gives 2 after the first selection', () => {
    expect(substitutionAllowance(null, false, true)).toBe(2);
  });

  it('gives 3 when 2 or 3 were left, otherwise 2', () => {
    expect(substitutionAllowance(0, false, true)).toBe(2);
    expect(substitutionAllowance(1, false, true)).toBe(2);
    expect(substitutionAllowance(2, false, true)).toBe(3);
    expect(substitutionAllowance(3, false, true)).toBe(3);
  });

  it('does not carry savings into the first login of a season', () => {
    expect(substitutionAllowance(3, true, true)).toBe(2);
  });

  it('follows the worked examples: 1 of 2 saves none, 1 of 3 gives 3', () => {
    const previous = [1, 2, 3, 4, 5, 6, 7];
    const oneSwap = [1, 2, 3, 4, 5, 6, 8];
    const leftOfTwo = remainingSubstitutions(2, previous, oneSwap);
    expect(leftOfTwo).toBe(1);
    expect(substitutionAllowance(leftOfTwo, false, true)).toBe(2);
    const leftOfThree = remainingSubstitutions(3, previous, oneSwap);
    expect(leftOfThree).toBe(2);
    expect(substitutionAllowance(leftOfThree, false, true)).toBe(3);
  });
});

describe('remainingSubstitutions', () => {
  it('counts only players new since the previous round', () => {
    expect(newlyAddedPlayers([1, 2, 3], [3, 2, 9, 9, 8])).toEqual([9, 8]);
    expect(newlyAddedPlayers(null, [1, 2])).toEqual([]);
    expect(remainingSubstitutions(2, [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7])).toBe(2);
    expect(remainingSubstitutions(null, [1], [2])).toBeNull();
  });

  it('swapping a player back costs nothing', () => {
    expect(remainingSubstitutions(2, [1, 2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2, 1])).toBe(2);
  });

  it('stays within 0 to 3, or null, over any season', () => {
    const roundArb = fc.record({
      firstLogin: fc.boolean(),
      players: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 7, maxLength: 7 }),
    });
    fc.assert(
      fc.property(fc.array(roundArb, { minLength: 1, maxLength: 20 }), (rounds) => {
        let previousPlayers: number[] | null = null;
        let previousRemaining: number | null = null;
        for (const round of rounds) {
          const allowance = substitutionAllowance(previousRemaining, round.firstLogin, previousPlayers !== null);
          const remaining = remainingSubstitutions(allowance, previousPlayers, round.players);
          if (remaining !== null) expect(remaining).toBeGreaterThanOrEqual(0);
          if (remaining !== null) expect(remaining).toBeLessThanOrEqual(3);
          expect(remaining === null).toBe(previousPlayers === null);
          expect(isWithinAllowance(allowance, previousPlayers, round.players)).toBe(
            allowance === null || newlyAddedPlayers(previousPlayers, round.players).length <= allowance,
          );
          previousPlayers = round.players;
          previousRemaining = remaining;
        }
      }),
    );
  });
});
