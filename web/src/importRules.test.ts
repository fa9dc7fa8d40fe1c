// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/** The web's import rules (docs/decisions/0045-one-ui-kit-and-web-layers.md): each refuses what it should. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('dependency-cruiser rules (npm run lint:deps)', () => {
  const project = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  function write(files: Record<string, string>): void {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(project, path)), { recursive: true });
      writeFileSync(join(project, path), text);
    }
  }

  async function violations(): Promise<{ rule: string; from: string }[]> {
    const configPath = join(repoRoot, '.dependency-cruiser.mjs');
    const { default: config } = (await import(configPath)) as { default: IConfiguration };
    const { output } = await cruise(['web/src'], {
      baseDir: project,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    return (output as ICruiseResult).summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
    }));
  }

  it('refuses a feature importing another feature, and the lower layers importing a feature', async () => {
    write({
      'web/src/features/stats/StatsView.ts':
        "import { seasonOptions } from '../season/seasonOptions';\nexport const view = seasonOptions;\n",
      'web/src/features/stats/statsRows.ts': 'export const rows = 1;\n',
      'web/src/features/stats/useStats.ts': "import { rows } from './statsRows';\nexport const useStats = rows;\n",
      'web/src/features/season/seasonOptions.ts': 'export const seasonOptions = 1;\n',
      'web/src/ui/Button.ts': "import { view } from '../features/stats/StatsView';\nexport const button = view;\n",
      'web/src/shared/player/PlayerModal.ts':
        "import { view } from '../../features/stats/StatsView';\nexport const modal = view;\n",
      'web/src/store/session.ts': "import { api } from '../api/client';\nexport const session = api;\n",
      'web/src/api/client.ts': "import { modal } from '../shared/player/PlayerModal';\nexport const api = modal;\n",
    });
    const found = await violations();
    expect(found).toContainEqual({ rule: 'no-feature-imports-feature', from: 'web/src/features/stats/StatsView.ts' });
    expect(found).toContainEqual({ rule: 'ui-is-shared', from: 'web/src/ui/Button.ts' });
    expect(found).toContainEqual({ rule: 'shared-imports-no-feature', from: 'web/src/shared/player/PlayerModal.ts' });
    expect(found).toContainEqual({ rule: 'store-is-the-ground', from: 'web/src/store/session.ts' });
    expect(found).toContainEqual({ rule: 'api-is-below', from: 'web/src/api/client.ts' });
    // A feature's own files, the kit and the shared pieces are allowed.
    expect(found.filter(({ from }) => from === 'web/src/features/stats/useStats.ts')).toEqual([]);
    expect(found.map(({ rule }) => rule)).not.toContain('no-module-cycle');
  });

  it('refuses two shared pieces that import each other through different files', async () => {
    write({
      'web/src/shared/teamModal/TeamModal.ts':
        "import { card } from '../player/PlayerCard';\nexport const modal = card;\n",
      'web/src/shared/teamModal/atoms.ts': 'export const team = 1;\n',
      'web/src/shared/player/PlayerCard.ts': "import { team } from '../teamModal/atoms';\nexport const card = team;\n",
    });
    expect((await violations()).map(({ rule }) => rule)).toContain('no-shared-cycle');
  });

  it('refuses a file that imports itself through another', async () => {
    write({
      'web/src/features/stats/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'web/src/features/stats/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect((await violations()).map(({ rule }) => rule)).toContain('no-module-cycle');
  });
});

describe('ESLint import rules for the web app’s layers', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const lintAt = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };
  const importing = (source: string) => `import probe from '${source}';\nexport default probe;\n`;
  const lint = (code: string) => lintAt('web/src/features/stats/probe.ts', code);

  it('refuse layout, routes, pages and another feature in a feature', async () => {
    for (const source of [
      '../../layout/navLinks',
      '../../routes/AppRoutes',
      '../../pages/public/HomePage',
      '../fixtures/FixturesTable.module.css',
      '../season/seasonOptions',
      '../../features/session/guards',
    ]) {
      expect(await lint(importing(source)), source).toEqual(['no-restricted-imports']);
    }
  });

  it('refuse a feature, a shared piece, layout or page in web/src/ui', async () => {
    for (const source of ['../features/session/guards', '../shared/player/PlayerModal', '../layout/Footer']) {
      expect(await lintAt('web/src/ui/probe.ts', importing(source)), source).toEqual(['no-restricted-imports']);
    }
  });

  it('refuse a feature, layout or page in web/src/shared, the store and the API client', async () => {
    for (const path of ['web/src/shared/player/probe.ts', 'web/src/store/probe.ts', 'web/src/api/live/probe.ts']) {
      for (const source of ['../../features/stats/StatsView', '../../layout/Footer', '../../pages/public/HomePage']) {
        const fixed = path.startsWith('web/src/store') ? source.replace('../../', '../') : source;
        expect(await lintAt(path, importing(fixed)), `${path}: ${fixed}`).toEqual(['no-restricted-imports']);
      }
    }
  });

  it('allow ui, shared, the API client, the store and the own folder in a feature', async () => {
    const code = [
      "import { Modal } from '../../ui/Modal';",
      "import { PlayerModal } from '../../shared/player/PlayerModal';",
      "import { api } from '../../api/client';",
      "import { seasonContextAtom } from '../../store/season';",
      "import styles from './StatsView.module.css';",
      'export default [Modal, PlayerModal, api, seasonContextAtom, styles];',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  });
});
