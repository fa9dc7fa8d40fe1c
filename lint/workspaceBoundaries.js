// Who may import whom (DESIGN §1, with the project's exceptions): docs/ARCHITECTURE.md,
// 'Who may import whom'. The table below is the rule; this file turns it into ESLint
// configuration, and lint/workspaceBoundaries.test.ts checks that it refuses what it should.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = ['engine', 'migrations', 'api', 'realtime-server', 'web', 'load-tests'];

/**
 * The package entries each part may import. An entry is a package name or one of its
 * declared subpath exports ('@vsf/api/testing'); anything else under '@vsf/' is refused,
 * deep imports ('@vsf/api/src/…') included. Later rows win over earlier ones for a file.
 */
const mayImport = [
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], entries: [], what: 'this file' },
  { files: ['engine/src/**'], entries: [], what: 'engine/' },
  { files: ['migrations/src/**'], entries: [], what: 'migrations/' },
  { files: ['api/src/**'], entries: ['@vsf/engine', '@vsf/migrations'], what: 'api/' },
  {
    // The composition roots: the one process of the embedded mode (server.ts, with the
    // services it hands the realtime server in bridge.ts), its copy for tests, and the test
    // that runs the scaled mode's processes side by side.
    files: [
      'api/src/server.ts',
      'api/src/realtime/bridge.ts',
      'api/src/test/testApp.ts',
      'api/src/bus/scaledMode.test.ts',
    ],
    entries: ['@vsf/engine', '@vsf/migrations', '@vsf/realtime-server'],
    what: "api/'s composition root",
  },
  { files: ['realtime-server/src/**'], entries: ['@vsf/engine'], what: 'realtime-server/' },
  { files: ['web/src/**', 'web/*.ts'], entries: ['@vsf/engine'], what: 'web/src/' },
  { files: ['web/e2e/**'], entries: ['@vsf/engine', '@vsf/api/testing'], what: 'the browser tests (web/e2e/)' },
  {
    files: ['load-tests/src/**'],
    entries: ['@vsf/engine', '@vsf/realtime-server', '@vsf/api/testing', '@vsf/web/e2e'],
    what: 'load-tests/',
  },
];

/** The engine is pure (DESIGN §1): no I/O, no framework, on top of importing nothing of ours. */
const engineImpurities = ['react', 'react-*', 'node:*', 'knex', 'koa*', 'socket.io*'];

/** A workspace imports only packages it or the root lists in a package.json. */
function declaredDependencies(workspace) {
  return {
    files: [`${workspace}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [root, join(root, workspace)] }],
    },
  };
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function restrictedImports({ files, entries, what }) {
  const allowed = entries.map((entry) => escapeRegex(entry.slice('@vsf/'.length))).join('|');
  const patterns = [
    {
      regex: allowed ? `^@vsf/(?!(?:${allowed})$)` : '^@vsf/',
      message: `${what} may import ${entries.join(', ') || 'nothing of ours'} (docs/ARCHITECTURE.md, 'Who may import whom').`,
    },
  ];
  if (files.includes('engine/src/**')) {
    patterns.push({ group: engineImpurities, message: 'The engine is pure: no I/O, no framework (DESIGN §1).' });
  }
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // '../../api/src/…' from another workspace: go through that workspace's package name.
      'import-x/no-relative-packages': 'error',
      // A package's table row checks static imports; a dynamic import of ours would slip past it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@vsf\\u002F/]',
          message: 'Import our packages statically, so the boundary rules see it.',
        },
      ],
    },
  },
  ...mayImport.map(restrictedImports),
  ...workspaces.map(declaredDependencies),
  {
    // The app and its browser tests share a package but not code: the tests drive the built
    // app through Chromium as a visitor does, and nothing of the tests may reach a bundle.
    files: ['web/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src', from: './web/e2e', message: 'The web app never imports its browser tests.' },
            {
              target: './web/e2e',
              from: './web/src',
              message: 'The browser tests drive the built app through Chromium; they do not import it.',
            },
          ],
        },
      ],
    },
  },
];
