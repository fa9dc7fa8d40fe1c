import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import workspaceBoundaries from './lint/workspaceBoundaries.js';

const USER_WRITES =
  'Write users and sessions through api/src/accounts/userWrites.ts: it announces the change, so every process drops the sessions it keeps.';

const BROWSER_BOXES = ['confirm', 'alert', 'prompt'];
const BROWSER_BOX_MESSAGE =
  "Ask or tell with ui/useConfirmDialog (the site's dialog, a button that says what it does), not the browser's box.";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The browser's own boxes block the page, cannot be styled or named and say 'OK': the site
    // asks and tells with ui/useConfirmDialog (buttons that say what they do, focus kept inside).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_BOXES.map((name) => ({ name, message: BROWSER_BOX_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          BROWSER_BOXES.map((property) => ({ object, property, message: BROWSER_BOX_MESSAGE })),
        ),
      ],
    },
  },
  {
    // A read's loading, error and empty states are drawn by ui/QueryState with the texts of
    // ui/stateTexts.ts; a view that writes those texts itself has drawn its own state.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/**', 'web/src/**/*.test.{ts,tsx}', 'web/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(Loading|Laster)\\.\\.\\.$|^Ingen data funnet$/]',
          message: "Draw a read's states with ui/QueryState; its texts live in ui/stateTexts.ts.",
        },
        {
          selector: 'JSXText[value=/^\\s*((Loading|Laster)\\.\\.\\.|Ingen data funnet)\\s*$/]',
          message: "Draw a read's states with ui/QueryState; its texts live in ui/stateTexts.ts.",
        },
      ],
    },
  },
  {
    // A feature imports web/src/ui, web/src/shared, the API client, the store, the engine and
    // its own folder only; the shells, routes and pages sit above it and compose features.
    // dependency-cruiser (.dependency-cruiser.mjs) checks the same on the whole graph.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/layout/*', '**/routes/*', '**/pages/*'],
              message:
                'Features sit below layout, routes and pages: compose the feature there, or move the shared piece to web/src/ui.',
            },
            {
              regex: '^\\.\\./[^./][^/]*/|/features/',
              message:
                'A feature imports no other feature: move what several features use to web/src/ui (presentational), web/src/shared (it owns data) or the store, or compose the features in a page.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kit is shared by every feature, so it imports none (state comes in as props).
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/shared/*', '**/layout/*', '**/routes/*', '**/pages/*'],
              message: 'web/src/ui is shared by every feature: pass state in as props instead of importing it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared, data-owning pieces (player card, team modal, comments, …) sit below every
    // feature, so they import none; the API client, the store and the kit sit below them.
    files: ['web/src/shared/**/*.{ts,tsx}', 'web/src/store/**/*.{ts,tsx}', 'web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/layout/*', '**/routes/*', '**/pages/*'],
              message:
                'web/src/shared, the store and the API client sit below the features: pass what a feature knows in as props or callbacks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'node:*', '@vsf/*', 'knex', 'koa*', 'socket.io*'] },
      ],
    },
  },
  {
    // The contract is types and the few constants that travel: no framework, no I/O. Its
    // imports of the engine are types only, so no bundle gains a rule through it.
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['react', 'react-*', 'node:*', 'knex', 'koa*', 'socket.io*'],
          paths: [
            { name: '@vsf/engine', allowTypeImports: true, message: 'The contract imports only types of the engine.' },
          ],
        },
      ],
    },
  },
  {
    // Every process keeps sessions with their user's columns: a write to `users` or `sessions`
    // must go through api/src/accounts/userWrites.ts, which announces it so the caches drop.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/accounts/userWrites.ts', 'api/src/**/*.test.ts', 'api/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|del|delete|upsert|truncate|increment|decrement)$/] CallExpression[arguments.0.value=/^(users|sessions)( as \\w+)?$/]',
          message: USER_WRITES,
        },
        {
          selector: 'CallExpression[callee.property.name=/^(into|table)$/][arguments.0.value=/^(users|sessions)$/]',
          message: USER_WRITES,
        },
        {
          selector: 'Literal[value=/\\b(insert\\s+into|update|delete\\s+from)\\s+"?(users|sessions)\\b/i]',
          message: USER_WRITES,
        },
        {
          selector: 'TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+"?(users|sessions)\\b/i]',
          message: USER_WRITES,
        },
      ],
    },
  },
  // Who may import whom, and no relative imports into another workspace.
  ...workspaceBoundaries,
);
