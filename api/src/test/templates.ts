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
