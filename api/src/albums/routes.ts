import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../http/route';
import { imagePath } from '../posts/postRows';
import { postIDSchema } from '../posts/schemas';
import { assertReadablePost } from '../posts/visibility';

const loadAlbumByPostID = defineRoute({
  name: 'loadAlbumByPostID',
  access: 'anyone',
  summary: "An article's photo album in order: [{id, path}] (the image files are served by GET /api/images/{id}).",
  input: z.object({ postID: postIDSchema }),
  async handler({ input, db, user }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: false });
    const rows = await db('album_images')
      .where('postId', input.postID)
      .select('imageId')
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    return { albumGallery: rows.map((row) => ({ id: row.imageId, path: imagePath(row.imageId) })) };
  },
});

export const albumRoutes: AnyRoute[] = [loadAlbumByPostID];
