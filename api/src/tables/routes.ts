import { z } from 'zod';
import { answerCached } from '../platform/cache/answerJson';
import { defineRoute } from '../platform/http/route';
import { allTables } from './tableRows';

const getTables = defineRoute({
  name: 'getTables',
  method: 'GET',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary:
    "Every season's league tables, each in table order (000 §7): the published rows plus every later result, " +
    'with the corrections and their reasons. Cached.',
  input: z.object({}),
  handler: ({ db, deps, koa }) => answerCached(deps, koa, 'getTables', () => allTables(db)),
});

export const tableRoutes = [getTables];
