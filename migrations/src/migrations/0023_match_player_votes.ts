import type { Knex } from 'knex';
import { createTableOnce, indexOnce } from '../schemaHelpers';

/**
 * Kampens spiller and the drafted match report. A saved match opens one vote
 * (`match_player_votes`, one row per match, `closes_at` 48 hours after full time); `closed_at`
 * is set once, by whichever API process closes it first, in the transaction that writes the
 * bot's announcement. Each logged-in user casts one ballot per match (the primary key refuses a
 * second). `match_report_drafts` remembers the article a saved match drafted, so saving the match
 * again never drafts a second one; a deleted article leaves the row with no post. Everything
 * goes with its match; a ballot with its user or player. Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'match_player_votes', (t) => {
    t.integer('fixture_id').primary().references('fixtures.id').onDelete('CASCADE');
    t.timestamp('opened_at', { useTz: true }).notNullable();
    t.timestamp('closes_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true });
    t.check('closes_at > opened_at');
  });
  await indexOnce(
    knex,
    'CREATE INDEX match_player_votes_to_close ON match_player_votes (closes_at) WHERE closed_at IS NULL',
  );

  await createTableOnce(knex, 'match_player_ballots', (t) => {
    t.integer('fixture_id').notNullable().references('match_player_votes.fixture_id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    t.timestamp('voted_at', { useTz: true }).notNullable();
    t.primary(['fixture_id', 'user_id']);
  });
  await indexOnce(knex, 'CREATE INDEX match_player_ballots_user ON match_player_ballots (user_id)');
  await indexOnce(knex, 'CREATE INDEX match_player_ballots_player ON match_player_ballots (player_id)');

  await createTableOnce(knex, 'match_report_drafts', (t) => {
    t.integer('fixture_id').primary().references('fixtures.id').onDelete('CASCADE');
    t.integer('post_id').references('posts.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await indexOnce(knex, 'CREATE INDEX match_report_drafts_post ON match_report_drafts (post_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('match_report_drafts');
  await knex.schema.dropTableIfExists('match_player_ballots');
  await knex.schema.dropTableIfExists('match_player_votes');
}
