/**
 * What demo/ offers the other domains: the demo club's news feed. They import it from here and
 * from nothing else inside demo/ (lint/apiDomainsRule.js).
 */
export { demoNewsFeedRss } from './demoNewsFeed';
