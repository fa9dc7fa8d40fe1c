import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import type { ReaderRoles } from '@vsf/engine';
import { apiPostsOf, selectPosts, type ApiPost, type PostRow } from './postRows';
import { readableBy, whereListable } from './visibility';

export interface SearchFilter {
  searchString: string;
  hasPoll: boolean;
  hasAlbum: boolean;
  season?: number | null | undefined;
}

/** LIKE treats % and _ as wildcards; a visitor's text is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The newest listable articles flagged for any of `columns`, merged and de-duplicated by
 * the database itself (one row per post), newest first. `reader` is the engine's final check.
 */
export async function listPosts(
  db: Knex,
  columns: readonly string[],
  reader: ReaderRoles | null,
  limit: number,
  filter?: SearchFilter,
): Promise<ApiPost[]> {
  const query = whereListable(selectPosts(db), columns);
  if (filter) applySearch(db, query, filter);
  const rows = await joined<PostRow>(
    query
      .orderBy([
        { column: 'posts.date_created', order: 'desc' },
        { column: 'posts.id', order: 'desc' },
      ])
      .limit(limit),
  );
  // A role list (e.g. load10AdminPosts) is read by someone holding that role; the merged
  // lists by the caller itself. Either way the engine's rule has the last word.
  return apiPostsOf(db, readableBy(rows, reader));
}

function applySearch(db: Knex, query: Knex.QueryBuilder, filter: SearchFilter): void {
  const text = filter.searchString.trim();
  if (text !== '') {
    const pattern = likePattern(text);
    query.where((match) => {
      match
        .whereILike('posts.title', pattern)
        .orWhereILike('posts.main_text', pattern)
        .orWhereExists(
          db('post_tags')
            .whereRaw('post_tags.post_id = posts.id')
            .whereILike('post_tags.tag', pattern)
            .select(db.raw('1')),
        );
    });
  }
  if (filter.hasPoll) query.whereExists(db('polls').whereRaw('polls.post_id = posts.id').select(db.raw('1')));
  if (filter.hasAlbum) {
    query.whereExists(db('album_images').whereRaw('album_images.post_id = posts.id').select(db.raw('1')));
  }
  if (filter.season !== null && filter.season !== undefined) {
    // The season of an article is the Oslo calendar year it was written in.
    query.whereRaw(`extract(year FROM posts.date_created AT TIME ZONE 'Europe/Oslo') = ?`, [filter.season]);
  }
}
