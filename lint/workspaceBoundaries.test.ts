import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const boundaryRules = [
  'workspaces/may-import',
  'import-x/no-relative-packages',
  'import-x/no-extraneous-dependencies',
  'no-restricted-imports',
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary rules that refuse `source` written in a (not existing) file at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId && boundaryRules.includes(message.ruleId) ? [message.ruleId] : [],
  );
}

describe("who may import whom (docs/ARCHITECTURE.md, 'Who may import whom')", () => {
  it.each([
    ['engine/src/probe.ts', "import '@vsf/migrations';"],
    ['engine/src/probe.ts', "import type { CallName } from '@vsf/contract';"],
    ['contract/src/probe.ts', "import '@vsf/api';"],
    ['migrations/src/probe.ts', "import '@vsf/engine';"],
    ['api/src/probe.ts', "import '@vsf/realtime-server';"],
    ['api/src/probe.ts', "import '@vsf/engine/src/time';"],
    ['realtime-server/src/probe.ts', "import '@vsf/api';"],
    ['web/src/probe.ts', "import '@vsf/api';"],
    ['web/src/probe.ts', "export type { AppConfig } from '@vsf/api';"],
    ['web/src/probe.ts', "import '@vsf/api/testing';"],
    ['web/src/probe.ts', "export const lazyApi = () => import('@vsf/api');"],
    ['web/e2e/probe.ts', "import '@vsf/api';"],
    ['load-tests/src/probe.ts', "import '@vsf/api';"],
    ['load-tests/src/probe.ts', "import '@vsf/migrations';"],
    ['load-tests/src/probe.ts', "export const main = import.meta.resolve('@vsf/api/src/main.ts');"],
  ])('%s refuses %s', async (file, source) => {
    // A package of ours a workspace does not list is also refused as an undeclared dependency.
    expect(await refusals(file, source)).toContain('workspaces/may-import');
  });

  it.each([
    ['engine/src/probe.ts', "import './time';"],
    ['api/src/probe.ts', "import '@vsf/engine';\nimport '@vsf/migrations';"],
    ['api/src/server.ts', "import '@vsf/realtime-server';"],
    ['realtime-server/src/probe.ts', "import '@vsf/engine';\nimport '@vsf/contract';"],
    ['web/src/probe.ts', "import '@vsf/engine';\nimport '@vsf/contract';"],
    ['api/src/probe.ts', "import '@vsf/contract';"],
    ['contract/src/probe.ts', "import type { Boost } from '@vsf/engine';"],
    ['web/e2e/probe.ts', "import '@vsf/engine';\nimport '@vsf/api/testing';"],
    ['load-tests/src/probe.ts', "import '@vsf/api/testing';\nimport '@vsf/web/e2e';\nimport '@vsf/realtime-server';"],
    ['load-tests/src/probe.ts', "export const main = import.meta.resolve('@vsf/api/main');"],
  ])('%s may write %s (each entry declared in its package.json)', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });

  it.each([
    ['web/e2e/probe.ts', "import '../../api/src/server';"],
    ['load-tests/src/probe.ts', "import '../../api/src/match/result/saveMatch';"],
    ['api/src/probe.ts', "import '../../engine/src/time';"],
    ['web/src/features/probe.ts', "import '../../../realtime-server/src/index';"],
  ])('%s refuses the relative import into another workspace in %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual(['import-x/no-relative-packages']);
  });

  it('keeps the web app and its browser tests apart', async () => {
    expect(await refusals('web/src/probe.ts', "import '../e2e/chromium';")).toEqual(['workspaces/may-import']);
    expect(await refusals('web/e2e/probe.ts', "import '../src/store';")).toEqual(['workspaces/may-import']);
  });

  it.each([
    ['web/src/probe.ts', "import 'koa';"],
    ['realtime-server/src/probe.ts', "import 'knex';"],
  ])('%s refuses a package neither its workspace nor the root lists: %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual(['import-x/no-extraneous-dependencies']);
  });

  it('keeps the engine pure', async () => {
    expect(await refusals('engine/src/probe.ts', "import 'node:fs';")).toEqual(['no-restricted-imports']);
  });

  it('lets the contract take only types from the engine', async () => {
    expect(await refusals('contract/src/probe.ts', "import { BOOSTS } from '@vsf/engine';")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await refusals('contract/src/probe.ts', "import 'node:fs';")).toEqual(['no-restricted-imports']);
  });
});
