import type { Knex } from 'knex';
import { deleteImageIfUnused, storeImage } from '../../clubPlayers';
import { badRequest } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import type { EditablePost } from './editablePost';
import { sanitizeArticleHtml } from './sanitize';
import { ARTICLE_MESSAGES as M, type ArticleInput } from './schemas';
import type { SessionUser } from '@vsf/contract';

/** What the editor sends for the title image of an existing article (see changedTitleImage). */
export type TitleImageChange = UploadedFile | 'remove' | string | undefined;

type ArticleFields = Omit<ArticleInput, 'titleImage'>;

function postColumns(input: ArticleFields) {
  if (input.publicView + input.adminView + input.posterView + input.playerView + input.fantasyView === 0) {
    throw badRequest(M.noViewer);
  }
  return {
    title: input.title,
    mainText: sanitizeArticleHtml(input.content),
    publicView: input.publicView,
    adminView: input.adminView,
    posterView: input.posterView,
    playerView: input.playerView,
    fantasyView: input.fantasyView,
    published: input.published,
  };
}

async function replaceTags(db: Knex, postID: number, tags: readonly string[]): Promise<void> {
  await db('post_tags').where({ postId: postID }).delete();
  if (tags.length > 0) await db('post_tags').insert(tags.map((tag, position) => ({ postId: postID, position, tag })));
}

/** Creates an article written by the session user (never the body's writtenBy); answers its id. */
export async function insertArticle(
  db: Knex,
  user: SessionUser,
  input: ArticleFields,
  titleImage: UploadedFile | undefined,
  now: Date,
): Promise<number> {
  const columns = postColumns(input);
  const titleImageId = titleImage ? await storeImage(db, titleImage) : null;
  const [row] = await db('posts')
    .insert({ ...columns, titleImageId, writtenById: user.userID, dateCreated: now })
    .returning('id');
  const postID = row!.id;
  await replaceTags(db, postID, input.tags);
  return postID;
}

/** Changes an article; the session user becomes its editor. A replaced title image is deleted when unused. */
export async function updateArticle(
  db: Knex,
  user: SessionUser,
  post: EditablePost,
  input: ArticleFields,
  titleImage: TitleImageChange,
  now: Date,
): Promise<void> {
  const columns = postColumns(input);
  let titleImageId = post.titleImageId;
  if (titleImage === 'remove') titleImageId = null;
  else if (typeof titleImage === 'object') titleImageId = await storeImage(db, titleImage);
  await db('posts')
    .where({ id: post.id })
    .update({ ...columns, titleImageId, editedById: user.userID, dateEdited: now });
  await replaceTags(db, post.id, input.tags);
  if (titleImageId !== post.titleImageId) await deleteImageIfUnused(db, post.titleImageId);
}

/**
 * Deletes an article for good (002 §7A): its comments, poll (with votes), gallery and tags
 * go with it by foreign key; its pictures are deleted when nothing else shows them.
 */
export async function deleteArticle(db: Knex, post: EditablePost): Promise<void> {
  const album: { imageId: number }[] = await db('album_images').where({ postId: post.id }).select('image_id');
  await db('posts').where({ id: post.id }).delete();
  for (const imageId of new Set([post.titleImageId, ...album.map((row) => row.imageId)])) {
    await deleteImageIfUnused(db, imageId);
  }
}
