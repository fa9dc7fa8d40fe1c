import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../platform/http/route';
import { albumGallery, postIDSchema, assertReadablePost } from '../posts';

const loadAlbumByPostID = defineRoute({
  name: 'loadAlbumByPostID',
  access: 'anyone',
  summary:
    "An article's photo album in order: [{id, path, size}] (the image files are served by GET /api/images/{id}).",
  input: z.object({ postID: postIDSchema }),
  async handler({ input, db, user }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: false });
    return { albumGallery: await albumGallery(db, input.postID) };
  },
});

export const albumRoutes: AnyRoute[] = [loadAlbumByPostID];
