import type { Knex } from 'knex';
import { createTableOnce } from '../schemaHelpers';

/**
 * Pictures in several widths, so a phone loads a small file. `images` keeps the widest file
 * (at most 1600 px) and now its size in pixels, for the width and height of an `<img>`; it is
 * null for pictures stored before, until the API reads it at start. `image_sizes` holds the
 * narrower copies of a picture, one per width below its own; they go with their picture.
 * Safe to run twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE images ADD COLUMN IF NOT EXISTS width integer, ADD COLUMN IF NOT EXISTS height integer');
  await createTableOnce(knex, 'image_sizes', (t) => {
    t.integer('image_id').notNullable().references('images.id').onDelete('CASCADE');
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.binary('bytes').notNullable();
    t.text('etag').notNullable();
    t.primary(['image_id', 'width']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('image_sizes');
  await knex.raw('ALTER TABLE images DROP COLUMN IF EXISTS width, DROP COLUMN IF EXISTS height');
}
