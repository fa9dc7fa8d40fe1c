import type { Knex } from 'knex';

/**
 * Every migration must be safe to run twice (for instance when two release
 * processes start at once, or after a half-applied manual run), so tables and
 * indexes are created only when missing.
 */
export async function createTableOnce(
  knex: Knex,
  name: string,
  build: (table: Knex.CreateTableBuilder) => void,
): Promise<void> {
  if (await knex.schema.hasTable(name)) return;
  await knex.schema.createTable(name, build);
}

export async function indexOnce(knex: Knex, sql: string): Promise<void> {
  await knex.raw(sql.replace(/^CREATE (UNIQUE )?INDEX /, (m) => `${m}IF NOT EXISTS `));
}

/** A 0/1 flag, the spec's representation of booleans in the API. */
export function flag(table: Knex.CreateTableBuilder, name: string, defaultValue: 0 | 1): void {
  table.smallint(name).notNullable().defaultTo(defaultValue);
  table.check(`?? IN (0, 1)`, [name]);
}

export async function dropTables(knex: Knex, names: string[]): Promise<void> {
  for (const name of names) await knex.schema.dropTableIfExists(name);
}
