import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import { BOT_USER_ID, COMMENTS_PER_ARTICLE, osloIsoTimestamp } from '@vsf/engine';
import { busMessage, rooms, type BusMessage, type Comment, type SessionUser } from '@vsf/contract';

interface CommentRow {
  id: number;
  postId: number;
  userId: number | null;
  username: string | null;
  content: string;
  dateCreated: Date;
}

function toApiComment(row: CommentRow): Comment {
  return {
    id: row.id,
    postID: row.postId,
    userID: row.userId,
    username: row.username,
    content: row.content,
    dateCreated: osloIsoTimestamp(row.dateCreated),
  };
}

/** The newest 50 comments of a post, newest first (000 §9); optionally without the bot's. */
export async function loadComments(db: Knex, postID: number, options: { includeBot: boolean }): Promise<Comment[]> {
  const query = joined<CommentRow>(
    db('comments')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .where('comments.post_id', postID)
      .select(
        'comments.id',
        'comments.post_id',
        'comments.user_id',
        'users.username',
        'comments.content',
        'comments.date_created',
      )
      .orderBy([
        { column: 'comments.date_created', order: 'desc' },
        { column: 'comments.id', order: 'desc' },
      ])
      .limit(COMMENTS_PER_ARTICLE),
  );
  if (!options.includeBot)
    query.where((notBot) => notBot.whereNull('comments.user_id').orWhereNot('comments.user_id', BOT_USER_ID));
  const rows = await query;
  return rows.map(toApiComment);
}

/** Stores the comment and returns the event that tells every open page about it. */
export async function insertComment(
  db: Knex,
  author: SessionUser,
  postID: number,
  content: string,
  now: Date,
): Promise<{ comment: Comment; event: BusMessage }> {
  const [row] = await db('comments')
    .insert({ postId: postID, userId: author.userID, content, dateCreated: now })
    .returning(['id', 'dateCreated']);
  if (!row) throw new Error('comment insert returned no row');
  const comment = toApiComment({ ...row, postId: postID, userId: author.userID, username: author.username, content });
  const event = busMessage(
    'comment:new',
    {
      postID,
      commentID: comment.id,
      userID: comment.userID,
      username: comment.username,
      content: comment.content,
      dateCreated: comment.dateCreated,
    },
    [rooms.post(postID)],
  );
  return { comment, event };
}
