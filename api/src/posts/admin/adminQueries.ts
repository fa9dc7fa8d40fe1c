import type { Knex } from 'knex';
import { joined } from '../../platform/db/queryResults';
import { albumGallery, apiPostOf, apiPostsOf, selectPosts, type ApiPost, type PostRow } from '../postRows';
import { whereEditableBy } from './editablePost';
import type { z } from 'zod';
import { type adminListSchema, ARTICLE_MESSAGES } from './schemas';
import type { EditorArticle, EditorPoll, SessionUser } from '@vsf/contract';
import { notFound } from '../../platform/http/errors';

type AdminListFilter = z.output<typeof adminListSchema>;

/** LIKE treats % and _ as wildcards; the editor's search is literal, like the public one. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The editor's list (002 §2.5): one tab's articles (published, drafts or the trash) that the
 * user may edit, with the year, text, poll and gallery filters, newest first.
 */
export async function listForEditor(db: Knex, user: SessionUser, filter: AdminListFilter): Promise<ApiPost[]> {
  const query = whereEditableBy(selectPosts(db).where('posts.is_feed', 0), user).where('posts.trashed', filter.trashed);
  // The trash tab holds drafts and published articles alike.
  if (filter.trashed === 0) query.where('posts.published', filter.published);
  const text = filter.searchString.trim();
  if (text !== '') {
    const pattern = likePattern(text);
    query.where((match) =>
      match
        .whereILike('posts.title', pattern)
        .orWhereILike('posts.main_text', pattern)
        .orWhereExists(
          db('post_tags')
            .whereRaw('post_tags.post_id = posts.id')
            .whereILike('post_tags.tag', pattern)
            .select(db.raw('1')),
        ),
    );
  }
  if (filter.hasPoll === 1) query.whereExists(db('polls').whereRaw('polls.post_id = posts.id').select(db.raw('1')));
  if (filter.hasAlbum === 1) {
    query.whereExists(db('album_images').whereRaw('album_images.post_id = posts.id').select(db.raw('1')));
  }
  if (filter.season !== undefined) {
    // An article's year is the Oslo calendar year it was written in, as on the public archive.
    query.whereRaw(`extract(year FROM posts.date_created AT TIME ZONE 'Europe/Oslo') = ?`, [filter.season]);
  }
  const rows = await joined<PostRow>(
    query
      .orderBy([
        { column: 'posts.date_created', order: 'desc' },
        { column: 'posts.id', order: 'desc' },
      ])
      .limit(filter.numberOfPosts),
  );
  return apiPostsOf(db, rows);
}

/**
 * An article with its poll and gallery, whatever its state (the public calls show published
 * ones only); 404 when there is no such article.
 */
export async function loadForEditor(db: Knex, postID: number): Promise<EditorArticle> {
  const row = await selectPosts(db).where('posts.id', postID).first();
  if (!row) throw notFound(ARTICLE_MESSAGES.notFound);
  const poll: (Omit<EditorPoll, 'pollID' | 'alternatives' | 'votes'> & { id: number }) | undefined = await db('polls')
    .where({ postId: postID })
    .first('id', 'title', 'vote_once', 'public_vote', 'admin_vote', 'poster_vote', 'player_vote', 'fantasy_vote');
  const alternatives: { text: string; votes: number }[] = poll
    ? await db('poll_alternatives as a')
        .where('a.poll_id', poll.id)
        .orderBy('a.position')
        .select(
          'a.text',
          db.raw(
            `(SELECT count(*) FROM poll_vote_choices c JOIN poll_votes v ON v.id = c.vote_id
               WHERE v.poll_id = a.poll_id AND c.position = a.position)::int AS votes`,
          ),
        )
    : [];
  return {
    post: await apiPostOf(db, row),
    poll: poll
      ? {
          pollID: poll.id,
          title: poll.title,
          alternatives: alternatives.map((alternative) => alternative.text),
          votes: alternatives.map((alternative) => alternative.votes),
          voteOnce: poll.voteOnce,
          publicVote: poll.publicVote,
          adminVote: poll.adminVote,
          posterVote: poll.posterVote,
          playerVote: poll.playerVote,
          fantasyVote: poll.fantasyVote,
        }
      : null,
    albumGallery: await albumGallery(db, postID),
  };
}
