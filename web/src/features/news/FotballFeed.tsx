import type { NewsFeed } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { postDate } from '../../ui/postText';
import { QueryState } from '../../ui/QueryState';
import styles from './HomeBoxes.module.css';

export const FEED_UNAVAILABLE = 'Fotballnyhetene er ikke tilgjengelige akkurat nå.';

const UNAVAILABLE: NewsFeed = { configured: true, available: false, items: [] };

/**
 * Foreign football news (000 §2), read by our server from NEWS_FEED_URL (the demo club has a
 * sample feed of its own). A club without a feed gets no box; whether it has one is only known
 * from the answer, so nothing is drawn until it comes.
 */
export function FotballFeed() {
  const query = useApiQuery('fetchNewsFeed', {});
  const feed = query.isError ? UNAVAILABLE : (query.data ?? null);
  if (feed === null || !feed.configured) return null;

  return (
    <section className={styles.box} aria-labelledby="fotballfeed-title">
      <h2 id="fotballfeed-title" className={styles.heading}>
        FotballFeed
      </h2>
      <QueryState
        state={{ status: 'ready', feed }}
        empty={{
          text: FEED_UNAVAILABLE,
          isEmpty: (ready) => !ready.feed.available || ready.feed.items.length === 0,
          className: styles.muted,
        }}
      >
        {(ready) => (
          <ul className={styles.newsList}>
            {ready.feed.items.slice(0, 6).map((item, index) => (
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
      </QueryState>
    </section>
  );
}

/** A feed's UTC timestamp as Oslo's calendar date (yyyy-mm-dd). */
function osloDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date(iso));
}
