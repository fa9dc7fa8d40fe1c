import type { Knex } from 'knex';
import { canReadPost, type PostViewFlags } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';

type PostVisibility = PostViewFlags & { published: 0 | 1; trashed: 0 | 1 };

/** Whether a post exists, is visible, and this user (or an anonymous visitor) may read it. */
export async function mayReadPost(db: Knex, user: SessionUser | null, postID: number): Promise<boolean> {
  const post: PostVisibility | undefined = await db('posts')
    .where({ id: postID })
    .first('published', 'trashed', 'public_view', 'admin_view', 'poster_view', 'player_view', 'fantasy_view');
  if (!post || post.published !== 1 || post.trashed === 1) return false;
  return canReadPost(post, user);
}
