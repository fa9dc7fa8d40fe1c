import type Koa from 'koa';
import type { Knex } from 'knex';
import type { AppDeps } from '../appDeps';
import { answerCached } from '../platform/cache/answerJson';
import type { Access } from '../platform/http/access';
import { HttpError, messages } from '../platform/http/errors';
import { answerRaw, defineRoute, type AnyRoute } from '../platform/http/route';
import { listPosts } from './postQueries';
import { apiPostOf, selectPosts, type PostRow } from './postRows';
import { joined } from '../platform/db/queryResults';
import { getPostInput, getSpecificUserInput, loadPostsInput, searchPostsInput } from './schemas';
import { assertReadableState, holdsListRole, VIEW_COLUMN_OF_ROLE, viewColumnsFor, type ListRole } from './visibility';
import type { SessionUser } from '@vsf/contract';

const ROLE_NAMES = {
  public: 'Public',
  admin: 'Admin',
  poster: 'Poster',
  player: 'Player',
  fantasy: 'Fantasy',
} as const satisfies Record<ListRole, string>;

/** A role's own list is answered only to someone holding that role (the public one to all). */
function requireListRole(user: SessionUser | null, role: ListRole): void {
  if (holdsListRole(user, role)) return;
  throw user ? new HttpError(403, messages.forbidden) : new HttpError(401, messages.notLoggedIn);
}

/** The declared access of each role's own lists; fantasy has no access level, so its handler checks it. */
const LIST_ACCESS: Record<ListRole, Access> = {
  public: 'anyone',
  admin: 'admin',
  poster: 'poster',
  player: 'player',
  fantasy: 'loggedIn',
};

function roleListRoutes(role: ListRole): AnyRoute[] {
  const name = ROLE_NAMES[role];
  const access = LIST_ACCESS[role];
  const columns = [VIEW_COLUMN_OF_ROLE[role]];
  const load =
    role === 'public'
      ? defineRoute({
          name: 'load10PublicPosts',
          access,
          respond: 'raw',
          rememberInput: true,
          summary: 'The newest published articles flagged for everyone, numberOfPosts of them. Cached.',
          input: loadPostsInput,
          handler: ({ input, db, deps, koa }) => answerPublicList(deps, koa, db, input.numberOfPosts),
        })
      : defineRoute({
          name: `load10${name}Posts` as const,
          access,
          summary: `The newest published articles flagged for the ${role} role (callers with that role only), numberOfPosts of them.`,
          input: loadPostsInput,
          async handler({ input, db, user }) {
            requireListRole(user, role);
            return { posts: await listPosts(db, columns, user, input.numberOfPosts) };
          },
        });
  return [
    load,
    defineRoute({
      name: `search${name}Posts` as const,
      access,
      summary: `Search the published articles flagged for ${role === 'public' ? 'everyone' : `the ${role} role (callers with that role only)`}.`,
      input: searchPostsInput,
      async handler({ input, db, user }) {
        requireListRole(user, role);
        return { posts: await listPosts(db, columns, user, input.numberOfPosts, input) };
      },
    }),
  ];
}

/** The lists as 000 §6 merges them (public plus each role's own), in one query. */
const loadPosts = defineRoute({
  name: 'loadPosts',
  access: 'anyone',
  respond: 'raw',
  rememberInput: true,
  summary:
    "The newest articles the caller may read (public plus the caller's roles), merged, newest first. Cached for visitors.",
  input: loadPostsInput,
  async handler({ input, db, user, deps, koa }) {
    if (!user) return answerPublicList(deps, koa, db, input.numberOfPosts);
    return answerRaw(koa, { posts: await listPosts(db, viewColumnsFor(user), user, input.numberOfPosts) });
  },
});

/**
 * The public list is the same for every reader, and the home page asks for it on every
 * visit: it is cached per process and dropped when an article gets a comment (the 'news'
 * cache). Writes to articles themselves must drop it too.
 */
function answerPublicList(deps: AppDeps, koa: Koa.Context, db: Knex, numberOfPosts: number) {
  return answerCached(
    deps,
    koa,
    `publicPosts:${numberOfPosts}`,
    async () => ({ posts: await listPosts(db, [VIEW_COLUMN_OF_ROLE.public], null, numberOfPosts) }),
    'news',
  );
}

const searchPosts = defineRoute({
  name: 'searchPosts',
  access: 'anyone',
  summary: 'Search the articles the caller may read: text, poll, album and season filters, newest first.',
  input: searchPostsInput,
  async handler({ input, db, user }) {
    return { posts: await listPosts(db, viewColumnsFor(user), user, input.numberOfPosts, input) };
  },
});

const getPostByID = defineRoute({
  name: 'getPostByID',
  access: 'anyone',
  summary: 'One article: 404 missing or not published, 410 trashed, 403 restricted (000 §4).',
  input: getPostInput,
  async handler({ input, db, user }) {
    const row = await joined<PostRow & { isFeed: 0 | 1 }>(selectPosts(db).select('posts.is_feed'))
      .where('posts.id', input.postID)
      .first();
    assertReadableState(row, user, { allowFeeds: false });
    return { post: await apiPostOf(db, row) };
  },
});

/**
 * An author's name for articles (000 §7). Only people who wrote or edited a published
 * article are looked up, so the call cannot list every member's real name.
 */
const getSpecificUser = defineRoute({
  name: 'getSpecificUser',
  access: 'anyone',
  summary: "An article author's firstName, lastName and username.",
  input: getSpecificUserInput,
  async handler({ input, db }) {
    const author: { firstName: string; lastName: string; username: string } | undefined = await db('users')
      .where('users.id', input.userID)
      .whereExists(
        db('posts')
          .where('posts.published', 1)
          .where((by) => by.whereRaw('posts.written_by_id = users.id').orWhereRaw('posts.edited_by_id = users.id'))
          .select(db.raw('1')),
      )
      .first('first_name', 'last_name', 'username');
    if (!author) throw new HttpError(404, 'Fant ikke brukeren.');
    return { user: { firstName: author.firstName, lastName: author.lastName, username: author.username } };
  },
});

const ROLES: ListRole[] = ['public', 'admin', 'poster', 'player', 'fantasy'];

export const postRoutes: AnyRoute[] = [
  ...ROLES.flatMap(roleListRoutes),
  loadPosts,
  searchPosts,
  getPostByID,
  getSpecificUser,
];
