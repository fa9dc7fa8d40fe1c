import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

const KINDS = ['deadline', 'corrections'];
/**
 * queued: waits for `next_attempt_at`; sending: a process has it (since `claimed_at`); sent:
 * the SMTP server took it (or its .eml file is written); failed: refused for good, or out of
 * attempts; unknown: a send that may or may not have reached the server (a process stopped
 * in the middle of it), never tried again so that no one gets it twice; cancelled: its account
 * turned the kind off, or has no address, by the time it was due.
 */
const STATES = ['queued', 'sending', 'sent', 'failed', 'unknown', 'cancelled'];

/**
 * The e-mails to send, each written in the transaction of the notice it carries, so a
 * committed notice always has its mail and a refused write has none. A job sends them after
 * the commit (api/src/mail). The text is the notice's; the address and the switch are read
 * again when it is sent. Kept 30 days after it is done, as the record of what went out. Goes
 * with its account. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(KINDS);
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('path').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('state').notNullable().defaultTo('queued').checkIn(STATES);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('claimed_at', { useTz: true });
    t.timestamp('done_at', { useTz: true });
    t.text('error');
  });
  // The sender's two questions: what is due, and what a stopped process left half sent.
  await indexOnce(knex, "CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE state = 'queued'");
  await indexOnce(knex, "CREATE INDEX mail_outbox_sending ON mail_outbox (claimed_at) WHERE state = 'sending'");
  await indexOnce(knex, 'CREATE INDEX mail_outbox_user ON mail_outbox (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
