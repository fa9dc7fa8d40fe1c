import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every workspace; each workspace is a project so it can be
 * run alone (`vitest run --project engine`).
 */
export default defineConfig({
  test: {
    // Vitest's default, a worker for every core but one, runs the files one at a time on a
    // 2-core machine, while most of them wait on a database, a socket or a timer for much of
    // their time: two workers at the least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          // The repository's own tooling: the lint rules that keep the workspaces apart.
          name: 'lint',
          include: ['lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'engine',
          include: ['engine/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'docs',
          include: ['docs/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'migrations/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'realtime',
          include: ['realtime-server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // jsdom renders slowly on a busy 2-core machine; 5 s was seen to run out in CI.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
