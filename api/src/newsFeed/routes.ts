import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../platform/http/route';
import { readNewsFeed } from './newsFeed';

const fetchNewsFeed = defineRoute({
  name: 'fetchNewsFeed',
  access: 'anyone',
  summary:
    "Foreign football news from NEWS_FEED_URL (RSS or Atom), cached 10 minutes, or the demo's own sample feed: {configured, available, items}.",
  input: z.object({}),
  async handler({ deps }) {
    const { newsFeedUrl, demo } = deps.config;
    return readNewsFeed({ url: newsFeedUrl, demo }, deps.now().getTime(), deps.log);
  },
});

export const newsFeedRoutes: AnyRoute[] = [fetchNewsFeed];
