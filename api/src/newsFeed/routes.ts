import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../http/route';
import { readNewsFeed } from './newsFeed';

const fetchNewsFeed = defineRoute({
  name: 'fetchNewsFeed',
  access: 'anyone',
  summary: 'Foreign football news from NEWS_FEED_URL (RSS), cached 10 minutes: {available, items}.',
  input: z.object({}),
  async handler({ deps }) {
    return readNewsFeed(deps.config.newsFeedUrl, deps.now().getTime(), deps.log);
  },
});

export const newsFeedRoutes: AnyRoute[] = [fetchNewsFeed];
