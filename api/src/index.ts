/**
 * `@vsf/api`: what other workspaces may use of the API (docs/ARCHITECTURE.md, 'Who may
 * import whom'): reading the configuration from the environment and starting the server
 * as `npm start` and the Procfile's `web` process do. Everything else under `src/` is the
 * API's own; tests and benchmarks that need more go through `@vsf/api/testing`.
 */
export { loadConfig, type AppConfig } from './config';
export { startServer, type RunningServer } from './server';
