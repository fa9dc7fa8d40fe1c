import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FEED_PAGE_SIZE } from '@vsf/engine';
import { Spinner } from '../../ui/Spinner';
import { sessionAtom } from '../session/atoms';
import { ArticleCard } from './ArticleCard';
import { fetchPosts } from './postsApi';
import type { Post } from './types';
import styles from './NewsArchive.module.css';

export const LOAD_MORE_HINT = 'Laster flere artikler... Tregt? Klikk her!';

interface Loaded {
  count: number;
  posts: Post[];
}

/** The mobile news list (000 §4): 10 articles, then 10 more at the bottom of the scroll or on a click of the hint. */
export function MobileNewsList() {
  const session = useAtomValue(sessionAtom);
  const who = session.status === 'loggedIn' ? session.user.userID : session.status;
  const [count, setCount] = useState(FEED_PAGE_SIZE);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLButtonElement>(null);
  const loading = loaded?.count !== count;
  // Fewer answered than asked for: that was the last of them.
  const more = loaded !== null && loaded.posts.length >= loaded.count;
  const grow = () => setCount((n) => (loading ? n : n + FEED_PAGE_SIZE));

  useEffect(() => {
    if (who === 'loading') return;
    let cancelled = false;
    fetchPosts(count)
      .then((posts) => !cancelled && setLoaded({ count, posts }))
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [count, who]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCount((n) => n + FEED_PAGE_SIZE);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading]);

  if (loaded === null)
    return failed ? <p className={styles.message}>Artiklene kunne ikke lastes akkurat nå.</p> : <Spinner />;
  if (loaded.posts.length === 0) return <p className={styles.message}>Ingen artikler ennå.</p>;
  return (
    <div className={styles.list}>
      {loaded.posts.map((post) => (
        <ArticleCard key={post.id} post={post} />
      ))}
      {more ? (
        <button ref={sentinel} type="button" className={styles.more} onClick={grow}>
          {LOAD_MORE_HINT}
        </button>
      ) : (
        <p className={styles.count}>Ingen flere artikler.</p>
      )}
    </div>
  );
}
