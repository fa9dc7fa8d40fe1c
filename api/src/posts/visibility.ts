import type { Knex } from 'knex';
import { canReadPost, type PostViewFlags, type ReaderRoles } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { HttpError } from '../platform/http/errors';

/** The article page's three refusals (000 §4 and §8), told apart by status. */
export const postMessages = {
  notFound: 'Ooopsi... Denne siden finnes visst ikke.',
  trashed: 'Ooopsi. Dette innlegget finnes visst ikke lenger.',
  restricted: 'Kun visse brukere har tilgang til denne artikkelen. Du er dessverre ikke en av dem.',
} as const;

/** The view flag each role reads, in the order of engine's canReadPost. */
const ROLE_VIEW_COLUMNS = [
  ['isAdmin', 'admin_view'],
  ['isPoster', 'poster_view'],
  ['isPlayer', 'player_view'],
  ['isFantasy', 'fantasy_view'],
] as const satisfies readonly (readonly [keyof ReaderRoles, string])[];

export type ListRole = 'public' | 'admin' | 'poster' | 'player' | 'fantasy';

/** The view columns a reader's roles open: 'public_view' for everyone, plus one per role held. */
export function viewColumnsFor(reader: ReaderRoles | null): string[] {
  const columns = ['public_view'];
  if (reader) for (const [role, column] of ROLE_VIEW_COLUMNS) if (reader[role] === 1) columns.push(column);
  return columns;
}

export const VIEW_COLUMN_OF_ROLE: Record<ListRole, string> = {
  public: 'public_view',
  admin: 'admin_view',
  poster: 'poster_view',
  player: 'player_view',
  fantasy: 'fantasy_view',
};

/** Whether the caller holds the role whose list it asks for (the public list is everyone's). */
export function holdsListRole(user: SessionUser | null, role: ListRole): boolean {
  if (role === 'public') return true;
  if (!user) return false;
  const flag = { admin: user.isAdmin, poster: user.isPoster, player: user.isPlayer, fantasy: user.isFantasy }[role];
  return flag === 1;
}

/**
 * Articles a list may show: published, not trashed, not a club feed, and flagged for one
 * of `columns`. This is canReadPost as a SQL condition; listed rows are checked again.
 */
export function whereListable(query: Knex.QueryBuilder, columns: readonly string[]): Knex.QueryBuilder {
  return query
    .where('posts.published', 1)
    .where('posts.trashed', 0)
    .where('posts.is_feed', 0)
    .where((any) => {
      for (const column of columns) any.orWhere(`posts.${column}`, 1);
    });
}

/** Belt and braces: a row the SQL let through is dropped if the engine's rule says no. */
export function readableBy<T extends PostViewFlags>(rows: T[], reader: ReaderRoles | null): T[] {
  return rows.filter((row) => canReadPost(row, reader));
}

export interface PostState extends PostViewFlags {
  published: 0 | 1;
  trashed: 0 | 1;
  isFeed: 0 | 1;
}

/**
 * Refuses, with the article page's texts, a post the caller may not read: 404 missing
 * or not published, 410 trashed, 403 restricted (000 §4, in that order). Feeds (posts 1-4) are readable only where `allowFeeds` says so.
 */
export async function assertReadablePost(
  db: Knex,
  user: SessionUser | null,
  postID: number,
  options: { allowFeeds: boolean },
): Promise<void> {
  const post: PostState | undefined = await db('posts')
    .where({ id: postID })
    .first(
      'published',
      'trashed',
      'is_feed',
      'public_view',
      'admin_view',
      'poster_view',
      'player_view',
      'fantasy_view',
    );
  assertReadableState(post, user, options);
}

export function assertReadableState<T extends PostState>(
  post: T | undefined,
  user: SessionUser | null,
  options: { allowFeeds: boolean },
): asserts post is T {
  if (!post || post.published !== 1 || (post.isFeed === 1 && !options.allowFeeds)) {
    throw new HttpError(404, postMessages.notFound);
  }
  if (post.trashed === 1) throw new GoneError(postMessages.trashed);
  if (!canReadPost(post, user)) throw new HttpError(403, postMessages.restricted);
}

/**
 * 410 Gone: the post existed and was moved to the trash. HttpError's status union (shared
 * code) stops at the statuses DESIGN §3 lists, so the status is set after construction.
 */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(404, message);
    (this as { status: number }).status = 410;
  }
}
