import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../http/route';

/** The club's contact rows in their order; id is the position + 1 (002 §3). */
const fetchContactInfo = defineRoute({
  name: 'fetchContactInfo',
  access: 'anyone',
  summary: "The club's contact rows: [{id, contactMethod, contactValue}].",
  input: z.object({}),
  async handler({ db }) {
    const rows: { position: number; contactMethod: string; contactValue: string }[] = await db('contact_info')
      .select('position', 'contact_method', 'contact_value')
      .orderBy('position');
    return {
      contactInfo: rows.map((row) => ({
        id: row.position + 1,
        contactMethod: row.contactMethod,
        contactValue: row.contactValue,
      })),
    };
  },
});

export const contactRoutes: AnyRoute[] = [fetchContactInfo];
