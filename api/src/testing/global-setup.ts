import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../platform/db/database';
import { loadDemoClub } from '../demo/loadDemoClub';
import { TEST_NOW } from './clock';
import { testCertificate } from './pushService';
import { adminQuery, pgTemplateName, randomSuffix, withDatabase, type TemplateName } from './templates';

/**
 * Builds each kind of test database once per run (PGlite takes seconds to start and
 * the demo club seconds to load); every test file then starts from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? null;
  const removeCertificate = await trustPushServiceCertificate(project);
  const teardown = await (url ? setupPostgres(project, url) : setupPglite(project));
  return async () => {
    await teardown();
    removeCertificate();
  };
}

/**
 * The test push service's certificate (pushService.ts), made once per run and trusted through
 * NODE_EXTRA_CA_CERTS: Node reads it only when a process starts, and vitest forks the test
 * processes after this setup, with this process's environment. A certificate the caller's
 * environment already trusts that way stays trusted beside it.
 */
async function trustPushServiceCertificate(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'vsf-push-cert-'));
  const { certFile } = await testCertificate(dir);
  const trusted = join(dir, 'trusted.pem');
  const earlier = process.env.NODE_EXTRA_CA_CERTS;
  writeFileSync(trusted, [earlier ? readFileSync(earlier, 'utf8') : '', readFileSync(certFile, 'utf8')].join('\n'));
  process.env.NODE_EXTRA_CA_CERTS = trusted;
  project.provide('pushCertDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
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
    /** Where the test push service's certificate and key are (pushService.ts). */
    pushCertDir: string;
  }
}
