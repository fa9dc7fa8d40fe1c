/**
 * Import rules for the web app that need the whole graph (ESLint sees one file at a time).
 * Run by `npm run lint` (`lint:deps`). See docs/ARCHITECTURE.md, Decisions, 'One UI kit'.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment:
        'Features must not depend on each other in a circle (web/src/features/<feature> as one node). ' +
        'Move a piece both need to web/src/ui/, or compose the two in pages/.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^web/src/features/[^/]+$' },
      to: { path: '^web/src/features/[^/]+$', circular: true },
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
      comment: 'web/src/ui/ is the shared kit: it imports no feature, page or layout.',
      severity: 'error',
      from: { path: '^web/src/ui/' },
      to: { path: '^web/src/(features|pages|layout|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
