/**
 * `@vsf/api/testing`: the API for the browser tests and the benchmarks, never for the
 * product itself (docs/ARCHITECTURE.md, 'Who may import whom').
 */
export { startProduct, type StartedProduct } from './startProduct';
export { buildServerIfStale, startBuiltServer, type BuiltServer } from './startBuiltServer';
export { freePort } from './freePort';

// bench:rescore saves a match for 100,000 teams through the admin's own code path, on a
// PostgreSQL database it fills and drops itself, with the notices the route gives and the
// job that writes 'Resultatet er klart' after the commit.
export { createMemoryBus } from '../platform/bus/memoryBus';
export { migrate, openDatabase } from '../platform/db/database';
export { createLogger } from '../logger';
export { announceSavedMatch } from '../match/result/announceSaved';
export { saveMatch } from '../match/result/saveMatch';
export { withMatchNotices } from '../notices/matchNotices';
export { runNoticeJobs } from '../notices/resultReadyJobs';

// bench:live opens 1,000 managers' sessions directly in the database, as login would.
export { createSession, SESSION_COOKIE } from '../accounts/sessionStore';

// The browser test of the e-mail unsubscribe signs a link as a mail would carry it.
export { unsubscribeToken } from '../mail/unsubscribeToken';
