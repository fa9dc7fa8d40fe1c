import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_NAMES } from '@vsf/contract';
import { allRoutes } from '../../routes';
import type { SameType } from './contractCheck';
import { defineRoute } from './route';

describe('the API contract', () => {
  it('has a route for every call, and every route is a call of the contract', () => {
    const routeNames = allRoutes.map((route) => route.name).sort();
    expect(routeNames).toEqual([...CALL_NAMES].sort());
    expect(new Set(routeNames).size).toBe(routeNames.length);
  });

  it('refuses, at compile time, a route whose schema or answer differs from the contract', () => {
    // Each @ts-expect-error below fails `tsc` (npm run lint) once the check stops catching it.
    const checks: true[] = [
      true satisfies SameType<{ season: unknown }, { season: number }>,
      true satisfies SameType<{ a: string; b?: number }, { a: string; b?: number }>,
      // @ts-expect-error a field the contract does not declare
      true satisfies SameType<{ season: unknown; round: unknown }, { season: number }>,
      // @ts-expect-error a field the schema does not take
      true satisfies SameType<{ season: unknown }, { season: number; round: number }>,
      // @ts-expect-error optional on one side only
      true satisfies SameType<{ season?: unknown }, { season: number }>,
      // @ts-expect-error a typed field of another type
      true satisfies SameType<{ date: string }, { date: number }>,
      // @ts-expect-error a nested line with a field renamed
      true satisfies SameType<{ lines: { a: string }[] }, { lines: { b: string }[] }>,
    ];
    expect(checks.every(Boolean)).toBe(true);

    const answersTheContract = defineRoute({
      name: 'getMinRoundOfSeason',
      access: 'anyone',
      summary: 'test',
      input: z.object({ season: z.coerce.number() }),
      handler: async () => ({ minRound: 1 }),
    });
    defineRoute({
      name: 'getMinRoundOfSeason',
      access: 'anyone',
      summary: 'test',
      input: z.object({ season: z.coerce.number() }),
      // @ts-expect-error an answer field the contract does not name
      handler: async () => ({ lowestRound: 1 }),
    });
    // @ts-expect-error a schema taking another field than the contract's
    defineRoute({
      name: 'getMinRoundOfSeason',
      access: 'anyone',
      summary: 'test',
      input: z.object({ year: z.coerce.number() }),
      handler: async () => ({ minRound: 1 }),
    });
    expect(answersTheContract.name).toBe('getMinRoundOfSeason');
  });
});
