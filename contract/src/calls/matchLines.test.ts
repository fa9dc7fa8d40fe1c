import { describe, expectTypeOf, it } from 'vitest';
import type { EnteredLine } from '@vsf/engine';
import type { StoredMatchLine } from './matches';

/*
 * The stored line is written out field by field here, since the API reference's generator
 * cannot read the engine's derived line type; the compiler holds it to the engine's fields.
 */
describe("the contract's stored player line", () => {
  it('has exactly the fields an admin enters (engine ENTERED_LINE_FIELDS)', () => {
    type Stored = Omit<StoredMatchLine, 'playerID'>;
    expectTypeOf<Stored>().toExtend<EnteredLine>();
    expectTypeOf<EnteredLine>().toExtend<Stored>();
  });
});
