import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { postDate } from './postText';
import styles from './HomeBoxes.module.css';
import type { NewsFeed } from '@vsf/engine';

export const FEED_UNAVAILABLE = 'Fotballnyhetene er ikke tilgjengelige akkurat nå.';

/** Foreign football news (000 §2), read by our server from NEWS_FEED_URL. */
export function FotballFeed() {
  const [feed, setFeed] = useState<NewsFeed | null>(null);

  useEffect(() => {
    let cancelled = false;
    api('fetchNewsFeed')
      .then((answer) => {
        if (!cancelled) setFeed(answer.success ? answer : { available: false, items: [] });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFeed({ available: false, items: [] });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section className={styles.box} aria-labelledby="fotballfeed-title">
      <h2 id="fotballfeed-title" className={styles.heading}>
        FotballFeed
      </h2>
      {feed === null && <p className={styles.muted}>Laster fotballnyheter...</p>}
      {feed && (!feed.available || feed.items.length === 0) && <p className={styles.muted}>{FEED_UNAVAILABLE}</p>}
      {feed && feed.items.length > 0 && (
        <ul className={styles.newsList}>
          {feed.items.slice(0, 6).map((item, index) => (
            <li key={`${item.link ?? ''}${index}`} className={styles.newsItem}>
              {item.isoDate && <time className={styles.newsDate}>{postDate(osloDate(item.isoDate))}</time>}
              {item.link ? (
                <a href={item.link} target="_blank" rel="noopener noreferrer" className={styles.newsTitle}>
                  {item.title}
                </a>
              ) : (
                <span className={styles.newsTitle}>{item.title}</span>
              )}
              {item.content && <p className={styles.newsText}>{item.content}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A feed's UTC timestamp as Oslo's calendar date (yyyy-mm-dd). */
function osloDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date(iso));
}
