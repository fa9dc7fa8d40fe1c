import type { Knex } from 'knex';

const KINDS = ['pointsChanged', 'resultReady', 'deadlineReminder', 'availabilityRequest', 'playerOut'];
const OLD_KINDS = ['pointsChanged', 'resultReady', 'deadlineReminder'];

async function allowKinds(knex: Knex, kinds: readonly string[]): Promise<void> {
  await knex.raw('ALTER TABLE notices DROP CONSTRAINT IF EXISTS notices_kind_check');
  // DDL takes no bound values; the kinds are this file's own constants.
  const list = kinds.map((kind) => `'${kind}'`).join(', ');
  await knex.raw(`ALTER TABLE notices ADD CONSTRAINT notices_kind_check CHECK (kind IN (${list}))`);
}

/**
 * Two more kinds of notice: a club player asked whether they can play ('availabilityRequest'),
 * and a manager told that a player of their team will not ('playerOut'). The check of 0007
 * (named by PostgreSQL `notices_kind_check`) is replaced by one naming every kind; the old
 * rows all pass it. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await allowKinds(knex, KINDS);
}

export async function down(knex: Knex): Promise<void> {
  await knex('notices').whereNotIn('kind', OLD_KINDS).delete();
  await allowKinds(knex, OLD_KINDS);
}
