import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_METHODS, contactRowsDiffer, isContactMethod, type ContactRow } from './contact';

const row = fc.record({
  contactMethod: fc.constantFrom(...CONTACT_METHODS),
  contactValue: fc.string({ maxLength: 20 }),
});

describe('contact rows', () => {
  it('knows exactly the 15 methods of the spec', () => {
    expect(CONTACT_METHODS).toHaveLength(15);
    expect(isContactMethod('E-post')).toBe(true);
    expect(isContactMethod('epost')).toBe(false);
  });

  it('differ exactly when a copy was changed', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows: ContactRow[]) => {
        expect(
          contactRowsDiffer(
            rows,
            rows.map((r) => ({ ...r })),
          ),
        ).toBe(false);
        expect(contactRowsDiffer(rows, [...rows, { contactMethod: 'Telefon', contactValue: '1' }])).toBe(true);
        if (rows.length > 0) {
          const changed = rows.map((r, i) => (i === 0 ? { ...r, contactValue: `${r.contactValue}x` } : r));
          expect(contactRowsDiffer(rows, changed)).toBe(true);
        }
      }),
    );
  });
});
