import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that refuse `source` written in a (not existing) file at `file`. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
}

describe("a read's states are drawn by ui/QueryState with the texts of ui/stateTexts.ts", () => {
  it.each([
    ['web/src/features/probe/Probe.tsx', "export const text = 'Loading...';"],
    ['web/src/pages/public/Probe.tsx', "export const text = 'Laster...';"],
    ['web/src/shared/probe/Probe.tsx', 'export const Empty = () => <p>Ingen data funnet</p>;'],
  ])('%s refuses %s', async (file, source) => {
    expect(await refusals(file, source)).toContain('no-restricted-syntax');
  });

  it.each([
    ['web/src/ui/stateTexts.ts', "export const NO_DATA_TEXT = 'Ingen data funnet';"],
    ['web/src/features/probe/Probe.test.tsx', "export const text = 'Loading...';"],
    ['web/src/features/probe/Probe.tsx', "export const text = 'Laster bilder...';"],
  ])('%s may write %s', async (file, source) => {
    expect(await refusals(file, source)).not.toContain('no-restricted-syntax');
  });
});
