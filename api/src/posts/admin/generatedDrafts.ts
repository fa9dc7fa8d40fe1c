import type { Knex } from 'knex';
import { sanitizeArticleHtml } from './sanitize';

/** An article the product drafts for a poster (a match report): never published by itself. */
export interface GeneratedDraft {
  title: string;
  html: string;
  tags: readonly string[];
}

/**
 * Writes the draft as an ordinary unpublished article, readable by everyone once a poster
 * publishes it, and answers its id. `writtenById`: the user whose action drafted it.
 */
export async function insertDraftArticle(
  db: Knex,
  draft: GeneratedDraft,
  writtenById: number | null,
  now: Date,
): Promise<number> {
  const [row] = await db('posts')
    .insert({
      title: draft.title,
      mainText: sanitizeArticleHtml(draft.html),
      writtenById,
      dateCreated: now,
      publicView: 1,
      adminView: 0,
      posterView: 0,
      playerView: 0,
      fantasyView: 0,
      published: 0,
    })
    .returning('id');
  const postID = row!.id;
  if (draft.tags.length > 0) {
    await db('post_tags').insert(draft.tags.map((tag, position) => ({ postId: postID, position, tag })));
  }
  return postID;
}

/**
 * Writes the draft's new title and text over the article only while nobody has touched it:
 * still a draft, not in the trash, never saved by an editor. A poster's work is never
 * overwritten. Answers whether it wrote.
 */
export async function rewriteUntouchedDraft(
  db: Knex,
  postID: number,
  draft: Pick<GeneratedDraft, 'title' | 'html'>,
): Promise<boolean> {
  const written = await db('posts')
    .where({ id: postID, published: 0, trashed: 0 })
    .whereNull('dateEdited')
    .update({ title: draft.title, mainText: sanitizeArticleHtml(draft.html) });
  return written > 0;
}
