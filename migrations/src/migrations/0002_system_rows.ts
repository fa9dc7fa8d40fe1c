import type { Knex } from 'knex';

/** The bot account (user 2) that posts automatic messages (001 §9). */
export const BOT_USER_ID = 2;
/** Posts 1-4 are the club feeds: BikerBoyz, Legends, 11aside, and the fantasy feed. */
export const FEED_POSTS = [
  { id: 1, title: 'BikerBoyz Chat' },
  { id: 2, title: 'Legends' },
  { id: 3, title: '11aside' },
  { id: 4, title: 'VSF Fantasy' },
] as const;

/**
 * Rows the product cannot run without, demo or not. Data only: the schema is in
 * 0001. Inserts skip rows that exist, so running it twice changes nothing.
 */
export async function up(knex: Knex): Promise<void> {
  // The database's own column names: migrations know nothing of the API's camelCase rows.
  await knex<Record<string, unknown>>('users')
    .insert({
      id: BOT_USER_ID,
      username: 'vsf-bot',
      password_hash: '!', // no argon2 hash matches '!': the bot can never log in
      team_name: 'VSF-boten',
      first_name: 'VSF',
      last_name: 'Bot',
      is_fantasy: 0,
      season_first_time_login: 0,
      display_welcome_modal: 0,
      display_team_tips: 0,
      display_league_tips: 0,
    })
    .onConflict('id')
    .ignore();
  await knex.raw(`SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT max(id) FROM users), 2))`);

  await knex('posts')
    .insert(
      FEED_POSTS.map((post) => ({
        id: post.id,
        title: post.title,
        written_by_id: BOT_USER_ID,
        published: 1,
        is_feed: 1,
        date_created: new Date('2004-10-25T12:00:00Z'),
      })),
    )
    .onConflict('id')
    .ignore();
  await knex.raw(`SELECT setval(pg_get_serial_sequence('posts', 'id'), GREATEST((SELECT max(id) FROM posts), 4))`);

  // A new club has no fixtures yet: it starts with the current season marked as over,
  // so the admin's first act is to add fixtures and start the season (002 §4.2).
  await knex.raw(
    `INSERT INTO season_state (id, this_year, this_round, this_match_id)
     VALUES (1, extract(year FROM now() AT TIME ZONE 'Europe/Oslo')::int - 1, 0, 'endOfSeason')
     ON CONFLICT (id) DO NOTHING`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('season_state').where({ id: 1 }).delete();
  await knex('posts')
    .whereIn(
      'id',
      FEED_POSTS.map((post) => post.id),
    )
    .delete();
  await knex('users').where({ id: BOT_USER_ID }).delete();
}
