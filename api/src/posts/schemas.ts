import { z } from 'zod';
import { idSchema } from '../platform/http/inputRules';
import { FEED_PAGE_SIZE } from '@vsf/engine';
import { seasonSchema } from '../season';

export const postIDSchema = idSchema('Ukjent innlegg.');

/** Lists grow 10 at a time (000 §9); 500 keeps one request bounded. */
export const numberOfPostsSchema = z.coerce
  .number({ error: 'Antall innlegg må være et tall.' })
  .int('Antall innlegg må være et heltall.')
  .min(1, 'Antall innlegg må være minst 1.')
  .max(500, 'Høyst 500 innlegg om gangen.');

export const loadPostsInput = z.object({ numberOfPosts: numberOfPostsSchema.default(FEED_PAGE_SIZE) });

/** The spec sends the checkboxes as 0/1, booleans or strings; none of them is validated (000 §5). */
const checkbox = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const searchPostsInput = z.object({
  searchString: z.string().max(200, 'Søket kan være på høyst 200 tegn.').optional().default(''),
  hasPoll: checkbox,
  hasAlbum: checkbox,
  /** null, '' or absent: every season. */
  season: z.preprocess((value) => (value === '' ? null : value), seasonSchema.nullable().optional()),
  numberOfPosts: numberOfPostsSchema.default(200),
  // The spec's public fetchers also send published, trashed, page and offset: public lists
  // always show published, untrashed posts, so those are accepted and ignored.
});

export const getPostInput = z.object({ postID: postIDSchema });

export const getSpecificUserInput = z.object({
  userID: idSchema('Ukjent bruker.'),
});
