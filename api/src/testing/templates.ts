import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TemplateName = 'empty' | 'demo';

/** Database names for the PostgreSQL pass: one template per kind, one copy per test file. */
export const pgTemplateName = (name: TemplateName, runId: string) => `vsf_tpl_${name}_${runId}`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/**
 * A new, empty PostgreSQL database of a test's own beside `url`'s (named `{prefix}_{random}`),
 * and how to drop it.
 */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomSuffix()}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
