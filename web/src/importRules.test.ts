// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/** The web's import rules (docs/ARCHITECTURE.md, 'One UI kit'): each refuses what it should. */
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

  async function violations(): Promise<string[]> {
    const configPath = join(repoRoot, '.dependency-cruiser.mjs');
    const { default: config } = (await import(configPath)) as { default: IConfiguration };
    const { output } = await cruise(['web/src'], {
      baseDir: project,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    return (output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
  }

  it('refuses two features that import each other through different files, and ui importing a feature', async () => {
    write({
      'web/src/features/session/LoginPage.ts': "import { form } from '../account/form';\nexport const page = form;\n",
      'web/src/features/session/LoginForm.ts': 'export const loginForm = 1;\n',
      'web/src/features/account/form.ts':
        "import { loginForm } from '../session/LoginForm';\nexport const form = loginForm;\n",
      'web/src/ui/Button.ts': "import { form } from '../features/account/form';\nexport const button = form;\n",
    });
    const names = await violations();
    expect(names).toContain('no-feature-cycle');
    expect(names).toContain('ui-is-shared');
    expect(names).not.toContain('no-module-cycle');
  });

  it('refuses a file that imports itself through another', async () => {
    write({
      'web/src/features/stats/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'web/src/features/stats/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await violations()).toContain('no-module-cycle');
  });
});

describe('ESLint import rules for web/src/features and web/src/ui', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'web/src/features/stats/probe.ts') });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it('refuse layout, routes, pages and another feature’s styles', async () => {
    for (const source of [
      '../../layout/navLinks',
      '../../routes/AppRoutes',
      '../../pages/public/HomePage',
      '../fixtures/FixturesTable.module.css',
    ]) {
      expect(await lint(`import probe from '${source}';\nexport default probe;\n`), source).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('refuse a feature, layout or page in web/src/ui', async () => {
    const [result] = await eslint.lintText(
      "import { sessionAtom } from '../features/session/atoms';\nexport default sessionAtom;\n",
      {
        filePath: join(repoRoot, 'web/src/ui/probe.ts'),
      },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('allow ui, the API client, the own folder and another feature’s hook', async () => {
    const code = [
      "import { Modal } from '../../ui/Modal';",
      "import { api } from '../../api/client';",
      "import styles from './StatsView.module.css';",
      "import { seasonOptions } from '../season/seasonOptions';",
      'export default [Modal, api, styles, seasonOptions];',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  });
});
