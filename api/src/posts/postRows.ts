import type { Knex } from 'knex';
import { joined, type JoinedQuery } from '../platform/db/queryResults';
import type { PostTableRow } from '../platform/db/tables';
import { imageSizeOf } from '../clubPlayers';
import { withTextPictureSizes } from './textPictureSizes';
import { authorDisplayName, osloIsoTimestamp, type ApiPost } from '@vsf/engine';
import { type StoredImage } from '@vsf/contract';

/** A posts row with what the list queries join to it. */
export interface PostRow extends Omit<PostTableRow, 'isFeed'> {
  tags: string | null;
  numberOfComments: number;
  hasPoll: boolean;
  hasAlbum: boolean;
  writerUsername: string | null;
  writerFirstName: string | null;
  writerLastName: string | null;
  editorUsername: string | null;
  editorFirstName: string | null;
  editorLastName: string | null;
  titleImageWidth: number | null;
  titleImageHeight: number | null;
}

export type { ApiPost };

export const imagePath = (imageID: number) => `/api/images/${imageID}`;

/** An article's gallery in order, each picture with its URL and size. */
export async function albumGallery(db: Knex, postID: number): Promise<StoredImage[]> {
  const rows = await joined<{ imageId: number; width: number | null; height: number | null }>(
    db('album_images')
      .join('images', 'images.id', 'album_images.image_id')
      .where('album_images.post_id', postID)
      .orderBy([{ column: 'album_images.position' }, { column: 'album_images.id' }])
      .select('album_images.image_id', 'images.width', 'images.height'),
  );
  return rows.map((row) => ({
    id: row.imageId,
    path: imagePath(row.imageId),
    size: imageSizeOf(row.width, row.height),
  }));
}

/**
 * Every field of a post in one query: tags, comment count, poll and album flags are
 * correlated subqueries, the writer, editor and title image's size joined, so a list of 10
 * is one round trip.
 */
export function selectPosts(db: Knex): JoinedQuery<PostRow> {
  return joined<PostRow>(
    db('posts')
      .leftJoin('users as writer', 'writer.id', 'posts.written_by_id')
      .leftJoin('users as editor', 'editor.id', 'posts.edited_by_id')
      .leftJoin('images as title_image', 'title_image.id', 'posts.title_image_id')
      .select(
        'posts.id',
        'posts.title',
        'posts.title_image_id',
        'posts.main_text',
        'posts.written_by_id',
        'posts.edited_by_id',
        'posts.date_created',
        'posts.date_edited',
        'posts.public_view',
        'posts.admin_view',
        'posts.poster_view',
        'posts.player_view',
        'posts.fantasy_view',
        'posts.published',
        'posts.trashed',
        'writer.username as writer_username',
        'writer.first_name as writer_first_name',
        'writer.last_name as writer_last_name',
        'editor.username as editor_username',
        'editor.first_name as editor_first_name',
        'editor.last_name as editor_last_name',
        'title_image.width as title_image_width',
        'title_image.height as title_image_height',
        db.raw(
          `(SELECT string_agg(t.tag, ',' ORDER BY t.position) FROM post_tags t WHERE t.post_id = posts.id) AS tags`,
        ),
        db.raw('(SELECT count(*) FROM comments c WHERE c.post_id = posts.id)::int AS number_of_comments'),
        db.raw('EXISTS (SELECT 1 FROM polls p WHERE p.post_id = posts.id) AS has_poll'),
        db.raw('EXISTS (SELECT 1 FROM album_images a WHERE a.post_id = posts.id) AS has_album'),
      ),
  );
}

function displayName(username: string | null, firstName: string | null, lastName: string | null): string | null {
  return username === null ? null : authorDisplayName({ firstName, lastName, username });
}

function toApiPost(row: PostRow): ApiPost {
  return {
    id: row.id,
    title: row.title,
    mainText: row.mainText,
    titleImage: row.titleImageId === null ? 'undefined' : imagePath(row.titleImageId),
    titleImageSize: imageSizeOf(row.titleImageWidth, row.titleImageHeight),
    tags: row.tags ?? '',
    published: row.published,
    trashed: row.trashed,
    publicView: row.publicView,
    adminView: row.adminView,
    posterView: row.posterView,
    playerView: row.playerView,
    fantasyView: row.fantasyView,
    hasPoll: row.hasPoll ? 1 : 0,
    hasAlbum: row.hasAlbum ? 1 : 0,
    writtenByID: row.writtenById,
    editedByID: row.editedById,
    writtenByName: displayName(row.writerUsername, row.writerFirstName, row.writerLastName),
    editedByName: displayName(row.editorUsername, row.editorFirstName, row.editorLastName),
    dateCreated: osloIsoTimestamp(row.dateCreated),
    dateEdited: row.dateEdited ? osloIsoTimestamp(row.dateEdited) : null,
    numberOfComments: row.numberOfComments,
  };
}

/** Posts as every answer gives them: the pictures in their text carry their size. */
export const apiPostsOf = (db: Knex, rows: PostRow[]): Promise<ApiPost[]> =>
  withTextPictureSizes(db, rows.map(toApiPost));

export async function apiPostOf(db: Knex, row: PostRow): Promise<ApiPost> {
  const [post] = await apiPostsOf(db, [row]);
  return post!;
}
