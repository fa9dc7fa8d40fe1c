import { z } from 'zod';
import { defineRoute, rawAnswer, type AnyRoute } from '../platform/http/route';
import { GRASROT_DOCUMENTS, GRASROT_FILE_NAMES } from './documentNames';

/** GET /api/grasrotDocument?document=vervebrev|strekkode|vervekort: a PDF made by the app. */
const grasrotDocumentRoute = defineRoute({
  name: 'grasrotDocument',
  method: 'GET',
  access: 'anyone',
  respond: 'raw',
  summary:
    'The Grasrotandelen PDFs (recruitment letter, barcode, recruitment card), generated from the club configuration.',
  input: z.object({ document: z.enum(GRASROT_DOCUMENTS, { error: 'Ukjent dokument.' }) }),
  async handler({ input, koa }) {
    // pdfkit and bwip-js take a good part of a second to load: only the first request for a
    // document pays that, not every start of the server.
    const { grasrotDocument } = await import('./grasrotDocuments');
    koa.type = 'application/pdf';
    koa.set('Content-Disposition', `inline; filename="${GRASROT_FILE_NAMES[input.document]}"`);
    koa.set('Cache-Control', 'public, max-age=86400');
    koa.body = await grasrotDocument(input.document);
    return rawAnswer();
  },
});

export const documentRoutes: AnyRoute[] = [grasrotDocumentRoute];
