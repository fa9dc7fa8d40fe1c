/**
 * What mail/ offers the other domains and the composition root: the hook that queues a
 * notice's e-mail in the notice's own transaction, the sender job, the one-click unsubscribe
 * and the routes (lint/apiDomainsRule.js).
 */
export { queueNoticeMails } from './mailQueue';
export { createMailTransport } from './mailTransport';
export { startMailSender } from './mailSender';
export { oneClickUnsubscribe } from './oneClickUnsubscribe';
export { mailRoutes } from './routes';
