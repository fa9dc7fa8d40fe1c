/** knex's postgres dialect, which knex ships without typings of its own (knex-pglite extends it too). */
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex';
  const PostgresClient: typeof Knex.Client;
  export default PostgresClient;
}
