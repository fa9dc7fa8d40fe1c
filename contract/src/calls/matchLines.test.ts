import { describe, expectTypeOf, it } from 'vitest';
import type { EnteredLine } from '@vsf/engine';
import type { LiveReviewLine } from './liveMatch';
import type { StoredMatchLine } from './matches';

/*
 * The player lines are written out field by field here, since the API reference's generator
 * cannot read the engine's derived line type; the compiler holds them to the engine's fields.
 */
describe("the contract's player lines", () => {
  it('have exactly the fields an admin enters (engine ENTERED_LINE_FIELDS)', () => {
    type Stored = Omit<StoredMatchLine, 'playerID'>;
    type Reviewed = Omit<LiveReviewLine, 'playerID' | 'name'>;
    expectTypeOf<Stored>().toExtend<EnteredLine>();
    expectTypeOf<EnteredLine>().toExtend<Stored>();
    expectTypeOf<Reviewed>().toExtend<EnteredLine>();
    expectTypeOf<EnteredLine>().toExtend<Reviewed>();
  });
});
