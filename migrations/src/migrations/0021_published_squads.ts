import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * The squad ('Tropp') an admin publishes for a fixture before kick-off: when it was first
 * published, when it last changed, and its players. The touchline's own squad
 * (`live_match_squad`) stays apart: it is what happened, this is what was announced. Both go
 * with their fixture. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'published_squads', (t) => {
    t.integer('fixture_id').primary().references('fixtures.id').onDelete('CASCADE');
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.integer('changed_by').references('users.id').onDelete('SET NULL');
  });
  await createTableOnce(knex, 'published_squad_players', (t) => {
    t.integer('fixture_id').notNullable().references('published_squads.fixture_id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    t.primary(['fixture_id', 'player_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('published_squad_players');
  await knex.schema.dropTableIfExists('published_squads');
}
