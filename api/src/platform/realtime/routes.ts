import { z } from 'zod';
import { idSchema } from '../http/inputRules';
import { defineRoute } from '../http/route';
import { mayJoinLeague } from './leagueAccess';
import { mayReadPost } from './postAccess';

/** Lets a separate realtime process ask whether a visitor may join a post's room. */
const mayReadPostRoute = defineRoute({
  name: 'mayReadPost',
  access: 'anyone',
  summary: 'Whether the caller may read the post (and so join its realtime room).',
  input: z.object({ postID: idSchema('Ukjent innlegg.') }),
  async handler({ input, db, user }) {
    return { mayRead: await mayReadPost(db, user, input.postID) };
  },
});

/** Lets a separate realtime process ask whether a visitor may join a league's room. */
const mayJoinLeagueRoute = defineRoute({
  name: 'mayJoinLeague',
  access: 'anyone',
  summary: "Whether the caller may follow the league's live table (and so join its realtime room).",
  input: z.object({ leagueID: idSchema('Ukjent liga.') }),
  async handler({ input, db, user }) {
    return { mayJoin: await mayJoinLeague(db, user, input.leagueID) };
  },
});

export const realtimeRoutes = [mayReadPostRoute, mayJoinLeagueRoute];
