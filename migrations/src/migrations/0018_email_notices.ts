import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * Which notices an account also gets by e-mail: the deadline reminders and the correction
 * notices, each off until its owner turns it on (a row with both false is the same as none).
 * A table of its own rather than columns of `users`: the mail domain owns it, and the
 * sessions' copy of the user (the accounts domain's writer) has nothing to drop when a switch
 * changes. It goes with its account. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'email_notice_settings', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.boolean('deadline').notNullable().defaultTo(false);
    t.boolean('corrections').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('email_notice_settings');
}
