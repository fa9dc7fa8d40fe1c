import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endOfSeasonPointer, pointerAfterMatch, type ScheduledFixture } from './season';
import { pointerAfterReopen } from './seasonReopen';

/** A season of `count` matches a week apart, the first `played` of them with a result. */
function season(count: number, played: number): ScheduledFixture[] {
  return Array.from({ length: count }, (_, index) => ({
    round: index + 1,
    matchID: `M${index}`,
    date: new Date(Date.UTC(2026, 3, 1 + 7 * index)).toISOString().slice(0, 10),
    time: '18.00',
    result: index < played ? '2 - 1' : '-',
  }));
}

const withResult = (fixtures: ScheduledFixture[], index: number, result: string) =>
  fixtures.map((fixture, i) => (i === index ? { ...fixture, result } : fixture));

describe('pointerAfterReopen', () => {
  it('undoes the move of saving the current match, the last one included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((count) => fc.tuple(fc.constant(count), fc.nat({ max: count - 1 }))),
        ([count, current]) => {
          const before = season(count, current);
          const saved = withResult(before, current, '1 - 0');
          const pointer = pointerAfterMatch(2026, saved, `M${current}`);
          expect(pointerAfterReopen(pointer, 2026, before, `M${current}`)).toEqual({
            season: 2026,
            round: current + 1,
            matchID: `M${current}`,
          });
        },
      ),
    );
  });

  it('continues an ended season at its last match', () => {
    const fixtures = season(3, 2);
    expect(pointerAfterReopen(endOfSeasonPointer(2026), 2026, fixtures, 'M2')).toEqual({
      season: 2026,
      round: 3,
      matchID: 'M2',
    });
  });

  it('leaves the pointer when later matches have results', () => {
    const fixtures = withResult(season(4, 3), 1, '-');
    expect(pointerAfterReopen({ season: 2026, round: 4, matchID: 'M3' }, 2026, fixtures, 'M1')).toBeNull();
    expect(pointerAfterReopen(endOfSeasonPointer(2026), 2026, season(4, 4), 'M1')).toBeNull();
  });

  it('leaves the pointer for a match ahead of it, of another season, or unknown', () => {
    const fixtures = withResult(season(5, 1), 3, '4 - 0');
    const pointer = { season: 2026, round: 2, matchID: 'M1' };
    expect(pointerAfterReopen(pointer, 2026, withResult(fixtures, 3, '-'), 'M3')).toBeNull();
    expect(pointerAfterReopen({ ...pointer, season: 2027 }, 2026, fixtures, 'M0')).toBeNull();
    expect(pointerAfterReopen(pointer, 2026, fixtures, 'nope')).toBeNull();
  });
});
