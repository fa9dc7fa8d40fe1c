import type { Knex } from 'knex';

/**
 * fantasy_teams keyed by (fixture_id, user_id) instead of (user_id, fixture_id), and
 * without its separate fixture_id index, which the new key's first column now serves.
 * Carrying every team to the next match (api/src/matches/carryForward.ts) wrote three
 * index entries per team, one of them between that user's earlier rows, so every leaf of
 * the user-ordered key split once a round; now it writes two, both at the end of the new
 * match's range. Queries for one user's teams name the matches (a join with fixtures),
 * which the key answers one probe per match. Safe to run twice: the new key exists before
 * the old one goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS fantasy_teams_fixture_user_unique ON fantasy_teams (fixture_id, user_id)',
  );
  await knex.raw('ALTER TABLE fantasy_teams DROP CONSTRAINT IF EXISTS fantasy_teams_user_id_fixture_id_unique');
  await knex.raw('DROP INDEX IF EXISTS fantasy_teams_fixture_idx');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION delete_teams_of_deleted_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        DELETE FROM fantasy_teams WHERE user_id = OLD.id AND fixture_id IN (SELECT id FROM fixtures);
      ELSE
        DELETE FROM fantasy_teams WHERE fixture_id = OLD.id;
      END IF;
      RETURN OLD;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS fantasy_teams_fixture_idx ON fantasy_teams (fixture_id)');
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS fantasy_teams_user_id_fixture_id_unique ON fantasy_teams (user_id, fixture_id)',
  );
  await knex.raw('DROP INDEX IF EXISTS fantasy_teams_fixture_user_unique');
}
