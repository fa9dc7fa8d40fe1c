import { defineRoute } from '../platform/http/route';
import { emptySchema } from '../accounts';
import { readSeasonContext } from '../match';

const getYearRoundMatchDateID = defineRoute({
  name: 'getYearRoundMatchDateID',
  access: 'anyone',
  summary: 'The season context: thisYear, thisRound, thisMatchID, thisMatchDate, previousYears, the next match.',
  input: emptySchema,
  handler: async ({ db }) => readSeasonContext(db),
});

export const seasonRoutes = [getYearRoundMatchDateID];
