import { useAtomValue } from 'jotai';
import { apiQueryKey, useLoadQuery } from '../../api/useApiQuery';
import { sessionAtom } from '../../store/session';
import { fetchPosts } from './postsApi';
import type { Post } from './types';

/**
 * The newest `count` articles this visitor may read; fetched again when the login changes,
 * since roles decide the list (000 §6), and on `posts:updated`. `posts` is null while the first
 * list loads; a longer list keeps the shorter one on screen, with `count` saying what it holds.
 */
export function usePosts(count: number): { posts: Post[] | null; count: number | null; failed: boolean } {
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  // The visitor is part of the key, not of the request: the server reads it from the cookie.
  const query = useLoadQuery(
    who === 'loading' ? null : apiQueryKey('loadPosts', { numberOfPosts: count, visitor: who }),
    async () => ({ posts: await fetchPosts(count), numberOfPosts: count }),
    { keepPrevious: true },
  );
  return { posts: query.data?.posts ?? null, count: query.data?.numberOfPosts ?? null, failed: query.isError };
}
