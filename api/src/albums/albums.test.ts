import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestPost } from '../testing/testPosts';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

describe('loadAlbumByPostID', () => {
  it("answers an article's images in album order, as image URLs with their sizes", async () => {
    const db = app.deps.db.knex;
    const album: { postId: number } = await db('album_images')
      .join('posts', 'posts.id', 'album_images.post_id')
      .where({ 'posts.public_view': 1, 'posts.published': 1, 'posts.trashed': 0 })
      .first('album_images.post_id');
    const rows: { imageId: number; width: number; height: number }[] = await db('album_images')
      .join('images', 'images.id', 'album_images.image_id')
      .where('post_id', album.postId)
      .orderBy(['position', 'album_images.id'])
      .select('image_id', 'width', 'height');
    const { status, body } = await app.call('loadAlbumByPostID', { postID: album.postId });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      albumGallery: rows.map((r) => ({
        id: r.imageId,
        path: `/api/images/${r.imageId}`,
        size: { width: r.width, height: r.height },
      })),
    });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers an empty gallery for an article without an album, and refuses unreadable ones', async () => {
    const db = app.deps.db.knex;
    const none = await insertTestPost(db, { title: 'Uten bilder' });
    expect((await app.call('loadAlbumByPostID', { postID: none })).body).toEqual({ success: true, albumGallery: [] });
    const secret = await insertTestPost(db, { title: 'Hemmelig', publicView: 0, playerView: 1 });
    expect((await app.call('loadAlbumByPostID', { postID: secret })).status).toBe(403);
    expect((await app.call('loadAlbumByPostID', { postID: 999_999 })).status).toBe(404);
  });
});
