import type { Knex } from 'knex';
import { canReadPost } from '@vsf/engine';
import type { SessionUser } from '../session/sessionUser';

/** Whether a post exists, is visible, and this user (or an anonymous visitor) may read it. */
export async function mayReadPost(db: Knex, user: SessionUser | null, postID: number): Promise<boolean> {
  const post = await db('posts')
    .where({ id: postID })
    .first<
      | {
          published: 0 | 1;
          trashed: 0 | 1;
          publicView: 0 | 1;
          adminView: 0 | 1;
          posterView: 0 | 1;
          playerView: 0 | 1;
          fantasyView: 0 | 1;
        }
      | undefined
    >('published', 'trashed', 'public_view', 'admin_view', 'poster_view', 'player_view', 'fantasy_view');
  if (!post || post.published !== 1 || post.trashed === 1) return false;
  return canReadPost(post, user);
}
