import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/database';
import { adminQuery, pgTemplateName, randomSuffix, withDatabase, type TemplateName } from './templates';

/**
 * A private database for one test file, copied from the run's template: a PGlite dump
 * in the embedded pass, `CREATE DATABASE … TEMPLATE` against TEST_DATABASE_URL.
 */
export async function openTestDatabase(template: TemplateName): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL ?? null;
  if (!url) {
    const dump = readFileSync(join(inject('templateDir'), `${template}.tar`));
    return openDatabase({ url: null, dataDir: null, loadDataDir: new Blob([dump]) });
  }
  const database = `vsf_t_${randomSuffix()}`;
  await adminQuery(url, `CREATE DATABASE ${database} TEMPLATE ${pgTemplateName(template, inject('templateRunId'))}`);
  const db = await openDatabase({ url: withDatabase(url, database), dataDir: null, poolMax: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
