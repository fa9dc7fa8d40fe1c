import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Whether the domain rule refuses `source` written in a (not existing) file at `file`. */
async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).some((message) => message.ruleId === 'workspaces/api-domain-entry');
}

describe("an API domain imports another domain through that domain's index.ts only", () => {
  it.each([
    ['api/src/fantasy/probe.ts', "import { readSeasonPointer } from '../season/seasonState';"],
    ['api/src/stats/admin/probe.ts', "import { saveMatch } from '../../match/result/saveMatch';"],
    ['api/src/posts/probe.ts', "export { updateUsers } from '../accounts/userWrites';"],
    ['api/src/leagues/probe.ts', "export const load = () => import('../fantasy/standingsCache');"],
    ['api/src/match/live/probe.ts', "import '../../notices/matchNotices';"],
  ])('%s refuses %s', async (file, source) => {
    expect(await refused(file, source)).toBe(true);
  });

  it.each([
    ['api/src/fantasy/probe.ts', "import { readSeasonPointer } from '../season';"],
    ['api/src/stats/admin/probe.ts', "import { rescoreFixture } from '../../match';"],
    ['api/src/posts/probe.ts', "import { updateUsers } from '../accounts/index';"],
    ['api/src/match/live/probe.ts', "import { saveMatch } from '../result/saveMatch';"],
    ['api/src/posts/admin/probe.ts', "import { postIDSchema } from '../schemas';"],
    ['api/src/polls/probe.ts', "import { defineRoute } from '../platform/http/route';"],
    ['api/src/polls/probe.test.ts', "import { createTestApp } from '../testing/testApp';"],
    ['api/src/polls/probe.ts', "import type { AppDeps } from '../appDeps';"],
  ])('%s may write %s', async (file, source) => {
    expect(await refused(file, source)).toBe(false);
  });

  it.each([
    ['api/src/routes.ts', "import { liveMatchRoutes } from './match/live/routes';"],
    ['api/src/platform/realtime/probe.ts', "import { sessionId } from '../../accounts/sessionStore';"],
    ['api/src/testing/probe.ts', "import { saveMatch } from '../match/result/saveMatch';"],
  ])('the composition root, platform/ and testing/ put the domains together: %s may write %s', async (file, source) => {
    expect(await refused(file, source)).toBe(false);
  });
});
