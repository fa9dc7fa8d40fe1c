import { z } from 'zod';
import { defineRoute } from '../http/route';
import { mayReadPost } from './postAccess';

/** Lets a separate realtime process ask whether a visitor may join a post's room. */
const mayReadPostRoute = defineRoute({
  name: 'mayReadPost',
  access: 'anyone',
  summary: 'Whether the caller may read the post (and so join its realtime room).',
  input: z.object({ postID: z.coerce.number().int().positive() }),
  async handler({ input, db, user }) {
    return { mayRead: await mayReadPost(db, user, input.postID) };
  },
});

export const realtimeRoutes = [mayReadPostRoute];
