import { useEffect, useRef, useState } from 'react';
import { FEED_PAGE_SIZE } from '@vsf/engine';
import { QueryState } from '../../ui/QueryState';
import { ArticleCard } from './ArticleCard';
import { usePosts } from './usePosts';
import styles from './NewsArchive.module.css';

export const LOAD_MORE_HINT = 'Laster flere artikler... Tregt? Klikk her!';

/** The mobile news list (000 §4): 10 articles, then 10 more at the bottom of the scroll or on a click of the hint. */
export function MobileNewsList() {
  const [count, setCount] = useState(FEED_PAGE_SIZE);
  const list = usePosts(count);
  const loaded = list.posts && list.count !== null ? { count: list.count, posts: list.posts } : null;
  const failed = list.failed;
  const sentinel = useRef<HTMLButtonElement>(null);
  const loading = loaded?.count !== count;
  // Fewer answered than asked for: that was the last of them.
  const more = loaded !== null && loaded.posts.length >= loaded.count;
  const grow = () => setCount((n) => (loading ? n : n + FEED_PAGE_SIZE));

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCount((n) => n + FEED_PAGE_SIZE);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading]);

  const state =
    loaded !== null
      ? { status: 'ready' as const, posts: loaded.posts }
      : failed
        ? { status: 'error' as const, message: 'Artiklene kunne ikke lastes akkurat nå.' }
        : { status: 'loading' as const };
  return (
    <QueryState
      state={state}
      errorClassName={styles.message}
      empty={{ text: 'Ingen artikler ennå.', isEmpty: ({ posts }) => posts.length === 0, className: styles.message }}
    >
      {({ posts }) => (
        <div className={styles.list}>
          {posts.map((post) => (
            <ArticleCard key={post.id} post={post} level={2} />
          ))}
          {more ? (
            <button ref={sentinel} type="button" className={styles.more} onClick={grow}>
              {LOAD_MORE_HINT}
            </button>
          ) : (
            <p className={styles.count}>Ingen flere artikler.</p>
          )}
        </div>
      )}
    </QueryState>
  );
}
