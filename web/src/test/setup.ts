import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../api/queryClient';

// jsdom has no matchMedia; the device gate and framer-motion ask it about the pointer and reduced motion.
// (Tests in the node environment, such as the import rules' test, have no window at all.)
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Component tests make each request in the caller's task, as they did before requests got a task
// of their own: that boundary is the browser's scheduling, tested in api/nextTask.test.ts and by
// the browser tests, and a request still waiting for its task when a test ends would be counted
// by the next test's stub.
vi.mock('../api/nextTask', () => ({ nextTask: () => Promise.resolve() }));

// findBy… and waitFor wait 1 s by default; on a busy 2-core machine a lazy view's first render
// was seen to take longer. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The app's query cache is one per page; each test starts with an empty one.
afterEach(() => {
  queryClient.clear();
});
