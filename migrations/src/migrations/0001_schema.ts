import type { Knex } from 'knex';
import { createTableOnce, dropTables, flag, indexOnce } from '../schemaHelpers';

const TEAM_SLOTS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6', 'player7'] as const;

/**
 * The whole data model of the three spec documents. Cascades follow 002 §7A:
 * match data hangs off its fixture, fantasy data off its user, league members off
 * their league, comments/polls/albums off their post. Derived values (table goal
 * difference, a post's comment count, hasPoll/hasAlbum) are computed on read.
 */
export async function up(knex: Knex): Promise<void> {
  await createTableOnce(knex, 'images', (t) => {
    t.increments('id');
    t.text('content_type').notNullable();
    t.binary('bytes').notNullable();
    t.text('etag').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await createTableOnce(knex, 'users', (t) => {
    t.increments('id');
    t.text('username').notNullable();
    t.text('password_hash').notNullable();
    t.text('team_name').notNullable();
    t.text('first_name').notNullable().defaultTo('');
    t.text('last_name').notNullable().defaultTo('');
    t.date('birthdate');
    t.text('sex').checkIn(['Male', 'Woman', 'Other']);
    t.text('email').notNullable().defaultTo('');
    t.timestamp('register_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('register_match_id');
    flag(t, 'is_admin', 0);
    flag(t, 'is_poster', 0);
    flag(t, 'is_player', 0);
    flag(t, 'is_fantasy', 1);
    flag(t, 'season_first_time_login', 1);
    flag(t, 'display_welcome_modal', 1);
    flag(t, 'display_team_tips', 1);
    flag(t, 'display_league_tips', 1);
  });
  await indexOnce(knex, 'CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');

  await createTableOnce(knex, 'sessions', (t) => {
    t.text('id').primary(); // sha-256 of the cookie token: a leaked table cannot be replayed
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.text('ip');
    t.text('user_agent');
  });
  await indexOnce(knex, 'CREATE INDEX sessions_user_id_idx ON sessions (user_id)');
  await indexOnce(knex, 'CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)');

  await createTableOnce(knex, 'players', (t) => {
    t.increments('id');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('nickname').notNullable().defaultTo('');
    t.date('birthdate');
    t.text('sex').checkIn(['male', 'woman', 'other']);
    t.text('position')
      .notNullable()
      .defaultTo('Ukjent')
      .checkIn(['Målvakt', 'Forsvar', 'Midtbane', 'Angrep', 'Ukjent']);
    t.text('description').notNullable().defaultTo('');
    t.integer('jersey_no').notNullable().defaultTo(100);
    t.check('jersey_no >= 0');
    t.integer('image_id').references('images.id').onDelete('SET NULL');
    flag(t, 'active', 1);
    flag(t, 'deletable', 1);
    // One club profile per account (002 §4.4): a new link unlinks the old one.
    t.integer('user_id').unique().references('users.id').onDelete('SET NULL');
  });

  // The 'initialized stats' of 002 §7.4: which seasons a player is registered for.
  await createTableOnce(knex, 'player_seasons', (t) => {
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    t.integer('season').notNullable();
    t.primary(['player_id', 'season']);
  });

  await createTableOnce(knex, 'season_state', (t) => {
    t.integer('id').primary();
    t.check('id = 1'); // one row: the club has one season pointer
    t.integer('this_year').notNullable();
    t.integer('this_round').notNullable();
    t.check('this_round >= 0');
    t.text('this_match_id').notNullable();
  });

  await createTableOnce(knex, 'previous_years', (t) => {
    t.integer('year').primary();
  });

  await createTableOnce(knex, 'pitches', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
  });

  await createTableOnce(knex, 'tournaments', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
  });

  await createTableOnce(knex, 'fixtures', (t) => {
    t.increments('id');
    t.integer('season').notNullable();
    t.integer('round').notNullable();
    t.check('round >= 1');
    t.date('date').notNullable();
    t.text('weekday').notNullable();
    t.time('time').notNullable();
    t.integer('pitch_id').notNullable().references('pitches.id').onDelete('RESTRICT');
    t.integer('tournament_id').notNullable().references('tournaments.id').onDelete('RESTRICT');
    t.integer('aside').notNullable().defaultTo(11);
    t.text('match_id').notNullable().unique();
    t.text('home_team').notNullable();
    t.text('away_team').notNullable();
    t.integer('home_score');
    t.integer('away_score');
    t.text('trivia').notNullable().defaultTo('');
    t.check('(home_score IS NULL) = (away_score IS NULL)');
    t.check('home_score IS NULL OR (home_score >= 0 AND away_score >= 0)');
  });
  await indexOnce(knex, 'CREATE INDEX fixtures_season_date_idx ON fixtures (season, date, time)');

  // The division's league tables, entered as published by the federation.
  await createTableOnce(knex, 'league_table_rows', (t) => {
    t.increments('id');
    t.integer('season').notNullable();
    t.integer('tournament_id').notNullable().references('tournaments.id').onDelete('CASCADE');
    t.text('team').notNullable();
    t.integer('games_played').notNullable().defaultTo(0);
    t.integer('wins').notNullable().defaultTo(0);
    t.integer('ties').notNullable().defaultTo(0);
    t.integer('losses').notNullable().defaultTo(0);
    t.integer('goals_scored').notNullable().defaultTo(0);
    t.integer('goals_conceded').notNullable().defaultTo(0);
    t.integer('points').notNullable().defaultTo(0);
    t.unique(['season', 'tournament_id', 'team']);
  });

  await createTableOnce(knex, 'match_stats', (t) => {
    t.increments('id');
    t.integer('fixture_id').notNullable().references('fixtures.id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    flag(t, 'attendance', 1);
    flag(t, 'keeper', 0);
    t.integer('goals_scored').notNullable().defaultTo(0);
    t.integer('assists').notNullable().defaultTo(0);
    t.integer('own_goals').notNullable().defaultTo(0);
    t.integer('yellow_cards').notNullable().defaultTo(0).checkBetween([0, 2]);
    t.integer('red_cards').notNullable().defaultTo(0).checkBetween([0, 1]);
    t.integer('goals_for').notNullable().defaultTo(0);
    t.integer('goals_conceded').notNullable().defaultTo(0);
    flag(t, 'clean_sheet', 0);
    flag(t, 'two_or_less_conceded', 0);
    flag(t, 'win', 0);
    flag(t, 'tie', 0);
    flag(t, 'loss', 0);
    t.integer('game_points').notNullable().defaultTo(0);
    t.unique(['fixture_id', 'player_id']);
    t.check('goals_scored >= 0 AND assists >= 0 AND own_goals >= 0');
    t.check('NOT (red_cards = 1 AND yellow_cards = 2)');
    t.check(
      'attendance = 1 OR (keeper = 0 AND goals_scored = 0 AND assists = 0 AND own_goals = 0 AND yellow_cards = 0 AND red_cards = 0)',
    );
  });
  await indexOnce(knex, 'CREATE INDEX match_stats_player_idx ON match_stats (player_id, fixture_id)');

  await createTableOnce(knex, 'fantasy_player_points', (t) => {
    t.increments('id');
    t.integer('fixture_id').notNullable().references('fixtures.id').onDelete('CASCADE');
    t.integer('player_id').notNullable().references('players.id').onDelete('CASCADE');
    for (const category of [
      'attendance',
      'goals_scored',
      'assists',
      'goals_for',
      'goals_conceded',
      'clean_sheet',
      'two_or_less_conceded',
      'own_goals',
      'yellow_cards',
      'red_cards',
      'wins',
      'losses',
      'total_points',
    ]) {
      t.integer(category).notNullable().defaultTo(0);
    }
    t.unique(['fixture_id', 'player_id']);
  });
  await indexOnce(knex, 'CREATE INDEX fantasy_player_points_player_idx ON fantasy_player_points (player_id)');

  // A fantasy team of one user for one fixture ('round' in the game's sense). The 7 slots
  // are columns, as in the spec (player1..player7): rescoring and carrying 100,000 teams to
  // the next round then reads and copies one row per team. A check keeps a player from
  // filling two slots (comparisons with an empty slot are NULL, which a check lets pass).
  await createTableOnce(knex, 'fantasy_teams', (t) => {
    t.increments('id');
    // No foreign keys on this table: carrying 100,000 teams to the next match would run a
    // key check per reference and row (about ten times the cost of the copy itself). The
    // triggers below carry the cascade rules instead: a deleted user or fixture takes its
    // teams along (002 §7A), a deleted club player leaves the slots it held.
    t.integer('user_id').notNullable();
    t.integer('fixture_id').notNullable();
    for (const slot of TEAM_SLOTS) t.integer(slot);
    t.integer('captain_id');
    t.text('active_boost').checkIn(['attackBoost', 'defenceBoost', 'superCaptain']);
    flag(t, 'attack_boost_used', 0);
    flag(t, 'defence_boost_used', 0);
    flag(t, 'super_captain_used', 0);
    t.integer('remaining_subs').checkBetween([0, 3]); // null: unlimited (the first selection)
    t.integer('round_points').notNullable().defaultTo(0);
    t.integer('total_points').notNullable().defaultTo(0);
    t.integer('world_rank');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'fixture_id']);
    t.check(
      TEAM_SLOTS.flatMap((a, i) => TEAM_SLOTS.slice(i + 1).map((b) => `${a} <> ${b}`)).join(' AND '),
      [],
      'fantasy_teams_distinct_players',
    );
  });
  // Points and ranks are rewritten for every team at each match: leaving them out of every
  // index, and room on each page, lets PostgreSQL update those rows in place (HOT).
  await knex.raw('ALTER TABLE fantasy_teams SET (fillfactor = 70)');
  await indexOnce(knex, 'CREATE INDEX fantasy_teams_fixture_idx ON fantasy_teams (fixture_id)');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION clear_deleted_player_from_teams() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE fantasy_teams SET
        player1 = NULLIF(player1, OLD.id), player2 = NULLIF(player2, OLD.id), player3 = NULLIF(player3, OLD.id),
        player4 = NULLIF(player4, OLD.id), player5 = NULLIF(player5, OLD.id), player6 = NULLIF(player6, OLD.id),
        player7 = NULLIF(player7, OLD.id), captain_id = NULLIF(captain_id, OLD.id)
      WHERE OLD.id IN (player1, player2, player3, player4, player5, player6, player7, captain_id);
      RETURN OLD;
    END $$`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION delete_teams_of_deleted_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        DELETE FROM fantasy_teams WHERE user_id = OLD.id;
      ELSE
        DELETE FROM fantasy_teams WHERE fixture_id = OLD.id;
      END IF;
      RETURN OLD;
    END $$`);
  for (const owner of ['users', 'fixtures']) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${owner}_delete_teams ON ${owner}`);
    await knex.raw(
      `CREATE TRIGGER ${owner}_delete_teams AFTER DELETE ON ${owner} FOR EACH ROW EXECUTE FUNCTION delete_teams_of_deleted_owner()`,
    );
  }
  await knex.raw('DROP TRIGGER IF EXISTS players_clear_from_teams ON players');
  await knex.raw(
    'CREATE TRIGGER players_clear_from_teams AFTER DELETE ON players FOR EACH ROW EXECUTE FUNCTION clear_deleted_player_from_teams()',
  );

  await createTableOnce(knex, 'leagues', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    flag(t, 'private', 0);
    t.text('code_hash'); // argon2id; kept only while the league is private
    // A league outlives its creator's account; members keep playing in it.
    t.integer('admin_user_id').references('users.id').onDelete('SET NULL');
    flag(t, 'active', 1);
    t.integer('season').notNullable();
    t.integer('active_from_round').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('private = 1 OR code_hash IS NULL');
  });

  await createTableOnce(knex, 'league_previous_seasons', (t) => {
    t.integer('league_id').notNullable().references('leagues.id').onDelete('CASCADE');
    t.integer('season').notNullable();
    t.primary(['league_id', 'season']);
  });

  await createTableOnce(knex, 'league_members', (t) => {
    t.integer('league_id').notNullable().references('leagues.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('season').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('join_round').notNullable().defaultTo(1);
    t.primary(['league_id', 'user_id', 'season']);
  });
  await indexOnce(knex, 'CREATE INDEX league_members_user_idx ON league_members (user_id, season)');

  await createTableOnce(knex, 'posts', (t) => {
    t.increments('id');
    t.string('title', 100).notNullable().defaultTo('');
    t.integer('title_image_id').references('images.id').onDelete('SET NULL');
    t.text('main_text').notNullable().defaultTo(''); // sanitized HTML
    t.integer('written_by_id').references('users.id').onDelete('SET NULL');
    t.integer('edited_by_id').references('users.id').onDelete('SET NULL');
    t.timestamp('date_created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('date_edited', { useTz: true });
    flag(t, 'public_view', 1);
    flag(t, 'admin_view', 0);
    flag(t, 'poster_view', 0);
    flag(t, 'player_view', 0);
    flag(t, 'fantasy_view', 0);
    flag(t, 'published', 0);
    flag(t, 'trashed', 0);
    flag(t, 'is_feed', 0); // posts 1-4: the club feeds, never listed as articles
  });
  await indexOnce(knex, 'CREATE INDEX posts_listing_idx ON posts (published, trashed, is_feed, date_created DESC)');

  await createTableOnce(knex, 'post_tags', (t) => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('tag').notNullable();
    t.primary(['post_id', 'position']);
  });

  await createTableOnce(knex, 'comments', (t) => {
    t.increments('id');
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('content', 500).notNullable();
    t.timestamp('date_created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await indexOnce(knex, 'CREATE INDEX comments_post_idx ON comments (post_id, date_created DESC)');

  await createTableOnce(knex, 'polls', (t) => {
    t.increments('id');
    t.integer('post_id').notNullable().unique().references('posts.id').onDelete('CASCADE');
    t.text('title').notNullable();
    flag(t, 'vote_once', 1);
    flag(t, 'public_vote', 1);
    flag(t, 'admin_vote', 0);
    flag(t, 'poster_vote', 0);
    flag(t, 'player_vote', 0);
    flag(t, 'fantasy_vote', 0);
  });

  await createTableOnce(knex, 'poll_alternatives', (t) => {
    t.integer('poll_id').notNullable().references('polls.id').onDelete('CASCADE');
    t.integer('position').notNullable().checkBetween([0, 9]);
    t.text('text').notNullable();
    t.primary(['poll_id', 'position']);
  });

  // One row per vote; the unique key is what makes 'one vote per voter' true under concurrency.
  await createTableOnce(knex, 'poll_votes', (t) => {
    t.increments('id');
    t.integer('poll_id').notNullable().references('polls.id').onDelete('CASCADE');
    t.text('voter_key').notNullable(); // 'user:{id}' or 'ip:{address}'
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['poll_id', 'voter_key']);
  });

  await createTableOnce(knex, 'poll_vote_choices', (t) => {
    t.integer('vote_id').notNullable().references('poll_votes.id').onDelete('CASCADE');
    t.integer('position').notNullable().checkBetween([0, 9]);
    t.primary(['vote_id', 'position']);
  });

  await createTableOnce(knex, 'album_images', (t) => {
    t.increments('id');
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('image_id').notNullable().references('images.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
  });
  await indexOnce(knex, 'CREATE INDEX album_images_post_idx ON album_images (post_id, position)');

  await createTableOnce(knex, 'contact_info', (t) => {
    t.increments('id');
    t.integer('position').notNullable().unique();
    t.text('contact_method')
      .notNullable()
      .checkIn([
        'Hjemmebane',
        'Besøksadresse',
        'Kontortid',
        'Postadresse',
        'E-post',
        'Telefon',
        'Faks',
        'Web-adresse',
        'Kontonummer',
        'Organisasjonsnummer',
        'Stiftet dato',
        'Styrets leder',
        'Nestleder',
        'Styremedlem',
        'Web-ansvarlig',
      ]);
    t.text('contact_value').notNullable();
  });

  // Bot announcements wait here so that a restart does not lose them (DESIGN §4).
  await createTableOnce(knex, 'scheduled_announcements', (t) => {
    t.increments('id');
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
  });
  await indexOnce(
    knex,
    'CREATE INDEX scheduled_announcements_due_idx ON scheduled_announcements (due_at) WHERE sent_at IS NULL',
  );

  // Login and registration attempts, shared by every API process (DESIGN §6).
  await createTableOnce(knex, 'rate_limit_hits', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['key', 'window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS players_clear_from_teams ON players');
  await knex.raw('DROP FUNCTION IF EXISTS clear_deleted_player_from_teams()');
  for (const owner of ['users', 'fixtures']) await knex.raw(`DROP TRIGGER IF EXISTS ${owner}_delete_teams ON ${owner}`);
  await knex.raw('DROP FUNCTION IF EXISTS delete_teams_of_deleted_owner()');
  await dropTables(knex, [
    'rate_limit_hits',
    'scheduled_announcements',
    'contact_info',
    'album_images',
    'poll_vote_choices',
    'poll_votes',
    'poll_alternatives',
    'polls',
    'comments',
    'post_tags',
    'posts',
    'league_members',
    'league_previous_seasons',
    'leagues',
    'fantasy_teams',
    'fantasy_player_points',
    'match_stats',
    'league_table_rows',
    'fixtures',
    'tournaments',
    'pitches',
    'previous_years',
    'season_state',
    'player_seasons',
    'players',
    'sessions',
    'users',
    'images',
  ]);
}
