import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../platform/db/database';
import { loadDemoClub } from '../demo/loadDemoClub';
import { TEST_NOW } from './clock';
import { adminQuery, pgTemplateName, randomSuffix, withDatabase, type TemplateName } from './templates';

/**
 * Builds each kind of test database once per run (PGlite takes seconds to start and
 * the demo club seconds to load); every test file then starts from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? null;
  return url ? setupPostgres(project, url) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'vsf-test-'));
  for (const name of ['empty', 'demo'] as TemplateName[]) {
    const db = await openDatabase({ url: null, dataDir: null });
    await build(db.knex, name);
    const dump = await db.dump!();
    writeFileSync(join(dir, `${name}.tar`), Buffer.from(await dump.arrayBuffer()));
    await db.close();
  }
  project.provide('templateDir', dir);
  project.provide('templateRunId', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  const runId = randomSuffix();
  for (const name of ['empty', 'demo'] as TemplateName[]) {
    const database = pgTemplateName(name, runId);
    await adminQuery(url, `CREATE DATABASE ${database}`);
    const db = await openDatabase({ url: withDatabase(url, database), dataDir: null });
    await build(db.knex, name);
    await db.close();
  }
  project.provide('templateDir', '');
  project.provide('templateRunId', runId);
  return async () => {
    for (const name of ['empty', 'demo'] as TemplateName[]) {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${pgTemplateName(name, runId)} WITH (FORCE)`);
    }
  };
}

async function build(knex: Parameters<typeof migrate>[0], name: TemplateName): Promise<void> {
  await migrate(knex);
  if (name === 'demo') await loadDemoClub(knex, TEST_NOW);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    templateRunId: string;
  }
}
