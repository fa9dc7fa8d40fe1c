import { z } from 'zod';
import { answerCached } from '../cache/answerJson';
import { defineRoute } from '../http/route';
import { allTableRows } from './tableRows';

const getTables = defineRoute({
  name: 'getTables',
  method: 'GET',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary: "Every season's league tables, each in table order (000 §7). Cached.",
  input: z.object({}),
  handler: ({ db, deps, koa }) =>
    answerCached(deps, koa, 'getTables', async () => ({ tables: await allTableRows(db) })),
});

export const tableRoutes = [getTables];
