import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../session/atoms';
import { fetchPosts } from './postsApi';
import type { Post } from './types';
import { newsVersionAtom } from './atoms';

/**
 * The newest `count` articles this visitor may read; fetched again when the login changes,
 * since roles decide the list (000 §6). null while loading.
 */
export function usePosts(count: number): { posts: Post[] | null; failed: boolean } {
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const version = useAtomValue(newsVersionAtom);
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (who === 'loading') return;
    let cancelled = false;
    fetchPosts(count)
      .then((list) => {
        if (!cancelled) {
          setPosts(list);
          setFailed(false);
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [count, who, version]);

  return { posts, failed };
}
