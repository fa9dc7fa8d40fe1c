import { z } from 'zod';
import { CONTACT_METHODS, CONTACT_ROWS_MAX, CONTACT_VALUE_MAX_LENGTH } from '@vsf/engine';
import type { Knex } from 'knex';
import { defineRoute, type AnyRoute } from '../../platform/http/route';

export const CONTACT_TEXTS = {
  allFields: 'Alle felt må fylles ut!',
  unknownMethod: 'Ukjent kontaktmåte.',
  tooLong: `Kontaktinformasjonen kan være høyst ${CONTACT_VALUE_MAX_LENGTH} tegn.`,
  tooMany: `Høyst ${CONTACT_ROWS_MAX} rader.`,
  saved: 'Endringene er lagret.',
} as const;

const contactRow = z.object({
  contactMethod: z.enum(CONTACT_METHODS, { error: CONTACT_TEXTS.unknownMethod }),
  contactValue: z
    .string({ error: CONTACT_TEXTS.allFields })
    .trim()
    .min(1, CONTACT_TEXTS.allFields)
    .max(CONTACT_VALUE_MAX_LENGTH, CONTACT_TEXTS.tooLong),
});
const insertRows = (db: Knex, rows: readonly z.output<typeof contactRow>[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db('contact_info').insert(rows.map((row, position) => ({ position, ...row })));

/**
 * The editor's save as one call: the rows replace the page's rows in one transaction, so a
 * save that fails half-way (or a closed tab between the spec's delete and its row saves)
 * never leaves the club without a contact page.
 */
const replaceContactInfo = defineRoute({
  name: 'replaceContactInfo',
  access: 'admin',
  transaction: true,
  summary: 'Replaces every contact row with the given rows, in their order (one transaction).',
  input: z.object({ contactInfo: z.array(contactRow).max(CONTACT_ROWS_MAX, CONTACT_TEXTS.tooMany) }),
  async handler({ input, db }) {
    await db('contact_info').delete();
    await insertRows(db, input.contactInfo);
    return { msg: CONTACT_TEXTS.saved };
  },
});

/** The spec's first step of a save (002 §7.9): empties the table. */
const deleteContactTableData = defineRoute({
  name: 'deleteContactTableData',
  access: 'admin',
  transaction: true,
  summary: 'Deletes every contact row (the spec saves the rows one by one afterwards).',
  input: z.object({}),
  async handler({ db }) {
    await db('contact_info').delete();
    return {};
  },
});

/** The spec's second step, per row: id is the position + 1; saving an id again replaces that row. */
const saveContactInfo = defineRoute({
  name: 'saveContactInfo',
  access: 'admin',
  transaction: true,
  summary: 'Saves one contact row at position id - 1 (replacing the row there).',
  input: contactRow.extend({
    id: z.coerce
      .number({ error: 'Ukjent rad.' })
      .int('Ukjent rad.')
      .min(1, 'Ukjent rad.')
      .max(CONTACT_ROWS_MAX, CONTACT_TEXTS.tooMany),
  }),
  async handler({ input, db }) {
    await db('contact_info')
      .insert({ position: input.id - 1, contactMethod: input.contactMethod, contactValue: input.contactValue })
      .onConflict('position')
      .merge(['contactMethod', 'contactValue']);
    return { msg: CONTACT_TEXTS.saved };
  },
});

/** The admin's editor of the contact page (002 §7.9). */
export const contactAdminRoutes: AnyRoute[] = [replaceContactInfo, deleteContactTableData, saveContactInfo];
