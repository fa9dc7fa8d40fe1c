import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

const PHASES = ['notStarted', 'firstHalf', 'halfTime', 'secondHalf', 'finished'];
const EVENT_TYPES = ['goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard'];

/**
 * A match entered live from the touchline (issue 13): its state (phase, when the phase and
 * the halves began, who started it, the keeper), its squad, and every event, each with who
 * entered and last changed it. The score is derived from the events; nothing here is the
 * result until 'Bekreft resultat' saves it in `fixtures` and `match_stats`. Users are kept
 * as a number and a copied username, so the record outlives a deleted account. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'live_matches', (t) => {
    t.integer('fixture_id').primary().references('fixtures.id').onDelete('CASCADE');
    t.text('phase').notNullable().checkIn(PHASES);
    t.timestamp('phase_started_at', { useTz: true });
    t.timestamp('kickoff_at', { useTz: true });
    t.timestamp('second_half_at', { useTz: true });
    t.integer('keeper_id').references('players.id').onDelete('SET NULL');
    t.integer('started_by');
    t.text('started_by_name');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Raised by every write to the match, so a cached answer of it is known to be current.
    t.integer('revision').notNullable().defaultTo(0);
  });
  await createTableOnce(knex, 'live_match_squad', (t) => {
    t.integer('fixture_id').notNullable().references('live_matches.fixture_id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    t.primary(['fixture_id', 'player_id']);
  });
  await createTableOnce(knex, 'match_events', (t) => {
    t.increments('id').primary();
    t.integer('fixture_id').notNullable().references('live_matches.fixture_id').onDelete('CASCADE');
    t.text('type').notNullable().checkIn(EVENT_TYPES);
    t.integer('minute').notNullable().checkBetween([1, 200]);
    t.integer('player_id').references('players.id').onDelete('CASCADE');
    t.integer('assist_player_id').references('players.id').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    t.integer('entered_by');
    t.text('entered_by_name');
    t.timestamp('entered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('changed_by');
    t.text('changed_by_name');
    t.timestamp('changed_at', { useTz: true });
  });
  await indexOnce(knex, 'CREATE INDEX match_events_fixture ON match_events (fixture_id, minute, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('match_events');
  await knex.schema.dropTableIfExists('live_match_squad');
  await knex.schema.dropTableIfExists('live_matches');
}
