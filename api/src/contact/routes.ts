import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../platform/http/route';

/** The club's contact rows in their order; id is the position + 1 (002 §3). */
const fetchContactInfo = defineRoute({
  name: 'fetchContactInfo',
  access: 'anyone',
  summary: "The club's contact rows: [{id, contactMethod, contactValue}].",
  input: z.object({}),
  async handler({ db }) {
    const rows = await db('contact_info').select('position', 'contactMethod', 'contactValue').orderBy('position');
    return {
      contactInfo: rows.map((row) => ({
        id: row.position + 1,
        contactMethod: row.contactMethod,
        contactValue: row.contactValue,
      })),
    };
  },
});

/** The contact page as everyone reads it; the admin's editor is in admin/routes.ts. */
export const contactRoutes: AnyRoute[] = [fetchContactInfo];
