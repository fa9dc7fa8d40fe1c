/**
 * Import rules for the web app and the API's match that need the whole graph (ESLint sees one
 * file at a time).
 * Run by `npm run lint` (`lint:deps`). See docs/decisions/0045-one-ui-kit-and-web-layers.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-feature-imports-feature',
      comment:
        'A feature imports web/src/ui, web/src/shared, the API client, the store, the engine and its own folder only. ' +
        'Move what several features use to ui/ (presentational), shared/ (it owns data) or the store, ' +
        'or compose the features in pages/ or layout/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-imports-no-feature',
      comment:
        'web/src/shared holds the data-owning pieces several features use (player card, team modal, comments, …): ' +
        'it sits below every feature, so it imports no feature, page or layout.',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/(features|pages|layout|routes)/' },
    },
    {
      name: 'no-shared-cycle',
      comment: 'The shared pieces must not depend on each other in a circle (web/src/shared/<piece> as one node).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^web/src/shared/[^/]+$' },
      to: { path: '^web/src/shared/[^/]+$', circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: 'No file of the web app may import itself through other files.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^web/src/', circular: true },
    },
    {
      name: 'ui-is-shared',
      comment: 'web/src/ui/ is the shared kit: it imports no feature, shared piece, page or layout.',
      severity: 'error',
      from: { path: '^web/src/ui/' },
      to: { path: '^web/src/(features|shared|pages|layout|routes)/' },
    },
    {
      name: 'api-is-below',
      comment:
        'The API client and the live layer sit below everything that shows something: they import the store only ' +
        '(no feature, shared piece, kit, page or layout).',
      severity: 'error',
      from: { path: '^web/src/api/' },
      to: { path: '^web/src/(features|shared|ui|pages|layout|routes)/' },
    },
    {
      name: 'store-is-the-ground',
      comment: 'web/src/store holds the app-wide atoms (session, season); it imports nothing else of the web app.',
      severity: 'error',
      from: { path: '^web/src/store/' },
      to: { path: '^web/src/', pathNot: '^web/src/store/' },
    },
    {
      name: 'service-worker-stands-alone',
      comment:
        'web/src/serviceWorker runs in the service worker, apart from the page: it imports nothing else of the web app ' +
        '(the engine and the contract only).',
      severity: 'error',
      from: { path: '^web/src/serviceWorker/' },
      to: { path: '^web/src/', pathNot: '^web/src/serviceWorker/' },
    },
    {
      name: 'match-folders-one-way',
      comment:
        "The match's folders (api/src/match/fixtures, schedule, result, live, livePoints) import each other one way " +
        'only: a folder that a second one imports does not import the second. Hand the lower folder what it needs ' +
        'from the upper one as a function where the routes are put together (live/afterLiveWrite.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/match/[^/]+$' },
      to: { path: '^api/src/match/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
