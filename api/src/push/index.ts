/**
 * What push/ offers the other domains: the hook that pushes a manager's notices as they are
 * written. They import it from here and from nothing else inside push/ (lint/apiDomainsRule.js).
 * The routes, the live match's pushes and the sending job are put together in the composition
 * root (routes.ts, server.ts).
 */
export { queueNoticePushes, type NoticePushBatch } from './noticePushes';
