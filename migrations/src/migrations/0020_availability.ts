import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * A club player's answer for a coming fixture: 'Kan spille', 'Usikker' or 'Kan ikke', with a
 * short comment, one per player and fixture (a new answer replaces the old). `answered_by` is
 * the account that gave it: the player's own, or an admin answering for a player without one.
 * The answers go with their fixture and their player. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'availability_answers', (t) => {
    t.integer('fixture_id').notNullable().references('fixtures.id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    t.text('status').notNullable().checkIn(['available', 'unsure', 'unavailable']);
    t.text('comment').notNullable().defaultTo('');
    t.integer('answered_by').references('users.id').onDelete('SET NULL');
    t.timestamp('answered_at', { useTz: true }).notNullable();
    t.primary(['fixture_id', 'player_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('availability_answers');
}
