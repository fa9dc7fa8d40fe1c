export { migrationSource, allMigrations } from './migrationSource';
export { loadDemoData, type DemoOptions, type DemoSummary } from './demo/index';
