import type { Knex } from 'knex';
import type { PostViewFlags } from '@vsf/engine';
import { authorize } from '../../platform/authz/policies';
import { conflict, notFound } from '../../platform/http/errors';
import type { SessionUser } from '@vsf/contract';
import { ARTICLE_MESSAGES as M } from './schemas';

export interface EditablePost extends PostViewFlags {
  id: number;
  titleImageId: number | null;
  writtenById: number | null;
  published: 0 | 1;
  trashed: 0 | 1;
}

/**
 * Who edits what (002 §6 leaves it open): admins every article; posters the articles
 * their roles let them read (002 §2.5 lists them so) and those they wrote themselves.
 * This is the policy's rule (api/src/platform/authz/policies.ts, post 'edit') as a SQL condition,
 * for the editor's list; policies.test.ts checks that both agree.
 */
export function whereEditableBy(query: Knex.QueryBuilder, user: SessionUser): Knex.QueryBuilder {
  if (user.isAdmin === 1) return query;
  return query.where((any) => {
    any.where('posts.public_view', 1).orWhere('posts.written_by_id', user.userID);
    if (user.isPoster === 1) any.orWhere('posts.poster_view', 1);
    if (user.isPlayer === 1) any.orWhere('posts.player_view', 1);
    if (user.isFantasy === 1) any.orWhere('posts.fantasy_view', 1);
  });
}

/**
 * The article an editor call acts on, locked for the rest of the transaction so two
 * editors' state changes cannot interleave. The club feeds (posts 1–4) are not articles.
 */
export async function editablePost(db: Knex, user: SessionUser, postID: number): Promise<EditablePost> {
  const post: EditablePost | undefined = await db('posts')
    .where({ id: postID, isFeed: 0 })
    .forUpdate()
    .first(
      'id',
      'title_image_id',
      'written_by_id',
      'published',
      'trashed',
      'public_view',
      'admin_view',
      'poster_view',
      'player_view',
      'fantasy_view',
    );
  if (!post) throw notFound(M.notFound);
  authorize(user, 'edit', { post });
  return post;
}

/** Changing an article's content is for drafts and published articles (002 §4.1). */
function assertNotTrashed(post: EditablePost): void {
  if (post.trashed === 1) throw conflict(M.inTrash);
}

/** An article the caller may edit and that is not in the trash: what every content change needs. */
export async function editableLivePost(db: Knex, user: SessionUser, postID: number): Promise<EditablePost> {
  const post = await editablePost(db, user, postID);
  assertNotTrashed(post);
  return post;
}
