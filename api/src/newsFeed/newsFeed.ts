import { demoNewsFeedRss } from '../demo';
import type { Logger } from '../logger';
import { parseNewsFeed } from './parseRss';
import type { NewsFeed, NewsItem } from '@vsf/contract';

const NEWS_FEED_TIMEOUT_MS = 3_000;
const NEWS_FEED_CACHE_MS = 10 * 60_000;
/** A failure is remembered briefly, so a dead feed does not cost every visitor 3 s. */
const NEWS_FEED_FAILURE_CACHE_MS = 60_000;
const MAX_ITEMS = 10;
const MAX_BYTES = 2_000_000;

interface Cached {
  until: number;
  answer: Promise<NewsFeed>;
}

const cache = new Map<string, Cached>();

/** Forget every cached feed (tests). */
export function clearNewsFeedCache(): void {
  cache.clear();
}

const UNAVAILABLE: NewsFeed = { configured: true, available: false, items: [] };

/**
 * The club's news feed: NEWS_FEED_URL when it is set; otherwise the demo club's own sample
 * feed, or, for a real club without one, no feed at all (the home page then shows no box).
 */
export function readNewsFeed(
  source: { url: string | null; demo: boolean },
  now: number,
  log: Logger,
): Promise<NewsFeed> {
  if (source.url) return readFeedAt(source.url, now, log);
  if (source.demo)
    return Promise.resolve({
      configured: true,
      available: true,
      items: parseNewsFeed(demoNewsFeedRss(now), MAX_ITEMS),
    });
  return Promise.resolve({ configured: false, available: false, items: [] });
}

/**
 * The feed at `url`, read at most once per 10 minutes; concurrent visitors share one
 * request. The server reads it (no public proxy as in the original): no third party
 * sees our visitors.
 */
function readFeedAt(url: string, now: number, log: Logger): Promise<NewsFeed> {
  const hit = cache.get(url);
  if (hit && hit.until > now) return hit.answer;
  const entry: Cached = { until: now + NEWS_FEED_CACHE_MS, answer: Promise.resolve(UNAVAILABLE) };
  entry.answer = fetchFeed(url).then(
    (items) => ({ configured: true, available: true, items }),
    (error: unknown) => {
      log.warn({ err: error, url }, 'news feed not read');
      entry.until = now + NEWS_FEED_FAILURE_CACHE_MS;
      return UNAVAILABLE;
    },
  );
  cache.set(url, entry);
  return entry.answer;
}

async function fetchFeed(url: string): Promise<NewsItem[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(NEWS_FEED_TIMEOUT_MS),
    headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`news feed answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('news feed too large');
  return parseNewsFeed(text, MAX_ITEMS);
}
