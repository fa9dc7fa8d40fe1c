import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditChanges } from './auditLog';

const value = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b', ''), fc.constant(null));
const line = fc.dictionary(fc.constantFrom('goalsScored', 'assists', 'keeper'), value);
const snapshot = fc.record(
  { homeTeamScore: value, trivia: value, players: fc.dictionary(fc.constantFrom('1', '2', '3'), line) },
  { requiredKeys: [] },
);

describe('auditChanges', () => {
  it('finds nothing between an object and itself', () => {
    fc.assert(
      fc.property(snapshot, (object) => {
        expect(auditChanges(object, structuredClone(object))).toEqual([]);
      }),
    );
  });

  it('names every changed leaf once, with both values, and only those', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const changes = auditChanges(before, after);
        const at = (object: unknown, path: string[]) =>
          path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);
        for (const change of changes) {
          expect(change.before).toEqual(at(before, change.path));
          expect(change.after).toEqual(at(after, change.path));
          expect(JSON.stringify(change.before)).not.toEqual(JSON.stringify(change.after));
        }
        expect(new Set(changes.map((change) => change.path.join('.'))).size).toBe(changes.length);
        expect(changes.length === 0).toBe(JSON.stringify(sorted(before)) === JSON.stringify(sorted(after)));
      }),
    );
  });

  it('follows a match player by player, and treats a missing object as empty', () => {
    const before = { homeTeamScore: 2, players: { '7': { name: 'Ola', goalsScored: 1 } } };
    const after = { homeTeamScore: 3, players: { '7': { name: 'Ola', goalsScored: 2 }, '9': { name: 'Kari' } } };
    expect(auditChanges(before, after)).toEqual([
      { path: ['homeTeamScore'], before: 2, after: 3 },
      { path: ['players', '7', 'goalsScored'], before: 1, after: 2 },
      { path: ['players', '9', 'name'], before: undefined, after: 'Kari' },
    ]);
    expect(auditChanges(null, { username: 'ola' })).toEqual([{ path: ['username'], before: undefined, after: 'ola' }]);
  });
});

/** The same object with its keys in one order, leaving out undefined (as JSON does); empty objects count as absent. */
function sorted(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => [key, sorted(field)] as const)
    .filter(([, field]) => !(typeof field === 'object' && field !== null && Object.keys(field).length === 0))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries);
}
