// The test files of the `api` and `realtime` projects that can run differently against
// PostgreSQL and Redis: CI's second pass (TEST_DATABASE_URL, REDIS_URL) runs only these. A file
// is one when it, or a module it imports from this repository however deep, reads the
// database's or Redis's address from the environment (api/src/testing/testDatabase.ts does, for
// every test database) or loads the configuration from the environment. Found from the code,
// so a new test that touches either is in the pass without being listed anywhere.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/** Where the `api` and `realtime` projects' tests are (vitest.config.ts). */
const testDirs = ['api/src', 'migrations/src', 'realtime-server/src'];

const READS_THE_ENVIRONMENT = /process\.env\.(?:TEST_DATABASE_URL|DATABASE_URL|REDIS_URL)\b|loadConfig\(\s*\)/;
/** Redis's channels are one for every client of the server: files that use it run one at a time. */
const READS_REDIS = /process\.env\.REDIS_URL\b|loadConfig\(\s*\)/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The file a relative import names (TypeScript's extensionless or index form). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Whether `file`, or anything it imports relatively however deep, matches `pattern`. */
function reads(pattern, file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (pattern.test(text)) return true;
  return [...text.matchAll(RELATIVE_IMPORT)].some(([, specifier]) => {
    const imported = resolveImport(file, specifier);
    return imported !== null && reads(pattern, imported, seen);
  });
}

/**
 * The api and realtime projects' test files that touch the database or Redis, relative to the
 * repository: all of them, only those that use Redis (`redis`), or only the others (`database`).
 */
export function databaseTestFiles(which = 'all') {
  return testDirs
    .flatMap((dir) => filesUnder(join(root, dir)))
    .filter((file) => file.endsWith('.test.ts') && reads(READS_THE_ENVIRONMENT, file))
    .filter((file) => which === 'all' || reads(READS_REDIS, file) === (which === 'redis'))
    .map((file) => relative(root, file))
    .sort();
}

// `node scripts/databaseTests.mjs [--redis | --database]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const which = process.argv.includes('--redis') ? 'redis' : process.argv.includes('--database') ? 'database' : 'all';
  console.log(databaseTestFiles(which).join('\n'));
}
