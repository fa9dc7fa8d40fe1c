// Who may import whom (DESIGN §1, with the project's exceptions): docs/ARCHITECTURE.md,
// 'Who may import whom'. The table below is the rule; this file turns it into ESLint
// configuration, and lint/workspaceBoundaries.test.ts checks that it refuses what it should.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { apiDomainsRule } from './apiDomainsRule.js';
import { mayImportRule } from './mayImportRule.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = ['engine', 'contract', 'migrations', 'api', 'realtime-server', 'web', 'load-tests'];

/**
 * The entries of our packages each part may import: a package name or one of its declared
 * subpath exports ('@vsf/api/testing'); anything else under '@vsf/' is refused, deep
 * imports ('@vsf/api/src/…') included. `apart`: folders of the same package it may not
 * import by a relative path. Later rows win over earlier ones for a file.
 */
const table = [
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], what: 'This file', entries: [] },
  { files: ['engine/src/**'], what: 'engine/', entries: [] },
  // The contract builds on the engine's domain types; the engine knows nothing of it.
  { files: ['contract/src/**'], what: 'contract/', entries: ['@vsf/engine'] },
  { files: ['migrations/src/**'], what: 'migrations/', entries: [] },
  { files: ['api/src/**'], what: 'api/', entries: ['@vsf/engine', '@vsf/contract', '@vsf/migrations'] },
  {
    // The composition roots: the one process of the embedded mode (server.ts, with the
    // services it hands the realtime server in bridge.ts), its copy for tests, and the tests
    // that run the scaled mode's processes side by side (and its relay against a failing Redis),
    // and the process's metrics, which gather every part's.
    files: [
      'api/src/platform/metrics/metrics.ts',
      'api/src/server.ts',
      'api/src/platform/realtime/bridge.ts',
      'api/src/testing/testApp.ts',
      'api/src/platform/bus/scaledMode.test.ts',
      'api/src/platform/bus/relayRecovery.test.ts',
    ],
    what: "api/'s composition root",
    entries: ['@vsf/engine', '@vsf/contract', '@vsf/migrations', '@vsf/realtime-server'],
  },
  { files: ['realtime-server/src/**'], what: 'realtime-server/', entries: ['@vsf/engine', '@vsf/contract'] },
  {
    files: ['web/src/**', 'web/*.ts'],
    what: 'The web app',
    entries: ['@vsf/engine', '@vsf/contract'],
    apart: ['web/e2e'],
  },
  {
    // The test that the browser's sanitizer and the API's agree on article HTML runs both.
    files: ['web/src/ui/sanitizeAgreement.test.ts'],
    what: "The sanitizers' agreement test",
    entries: ['@vsf/engine', '@vsf/api/articleSanitizer'],
    apart: ['web/e2e'],
  },
  {
    // They drive the built app through Chromium as a visitor does; they never bundle it.
    files: ['web/e2e/**'],
    what: 'The browser tests (web/e2e/)',
    entries: ['@vsf/engine', '@vsf/contract', '@vsf/api/testing'],
    apart: ['web/src'],
  },
  {
    files: ['load-tests/src/**'],
    what: 'load-tests/',
    entries: [
      '@vsf/engine',
      '@vsf/contract',
      '@vsf/realtime-server',
      '@vsf/api/main',
      '@vsf/api/testing',
      '@vsf/web/e2e',
    ],
  },
  { files: ['load-tests/k6/**'], what: 'The k6 scripts (load-tests/k6/)', entries: ['@vsf/engine', '@vsf/contract'] },
];

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {
      'import-x': importX,
      workspaces: { rules: { 'may-import': mayImportRule, 'api-domain-entry': apiDomainsRule } },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // '../../api/src/…' from another workspace: go through that workspace's package name.
      'import-x/no-relative-packages': 'error',
    },
  },
  ...table.map(({ files, what, entries, apart }) => ({
    files,
    rules: { 'workspaces/may-import': ['error', { root, what, entries, ...(apart && { apart }) }] },
  })),
  // Inside the API, a domain reaches another domain through its index.ts only (apiDomainsRule.js).
  { files: ['api/src/**/*.ts'], rules: { 'workspaces/api-domain-entry': ['error', { root }] } },
  // A workspace imports only packages that it or the root lists in a package.json.
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [root, join(root, workspace)] }],
    },
  })),
];
