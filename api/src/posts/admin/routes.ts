import type { Knex } from 'knex';
import { isUploadedFile, type UploadedFile } from '../../platform/http/multipart';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { listForEditor, loadForEditor } from './adminQueries';
import { insertArticle, updateArticle } from './articleWrites';
import { editablePost, editableLivePost } from './editablePost';
import { postsUpdated } from './events';
import { addAlbumImages, deletePollFor, removeAlbumImages, savePollFor } from './pollAndAlbum';
import { articleStateRoutes } from './stateRoutes';
import {
  ARTICLE_MESSAGES as M,
  MAX_FORM_ALBUM_IMAGES,
  adminListSchema,
  postIdInput,
  saveArticleSchema,
  savePostSchema,
  updatePostSchema,
} from './schemas';

/** What savePost and updatePost answer (002 §7.9: postID, titleImage, hasPoll, hasAlbum). */
async function savedAnswer(db: Knex, postID: number, msg: string) {
  const { post } = await loadForEditor(db, postID);
  return { msg, postID, titleImage: post.titleImage, hasPoll: post.hasPoll, hasAlbum: post.hasAlbum };
}

const savePost = defineRoute({
  name: 'savePost',
  multipart: true,
  access: 'adminOrPoster',
  transaction: true,
  summary:
    'Create an article (multipart, or JSON with the title image as a data URL): title, titleImage, content (HTML, sanitized), tags, the five view flags, published.',
  input: savePostSchema,
  async handler({ input, db, user, deps, publish }) {
    const postID = await insertArticle(db, user, input, input.titleImage, deps.now());
    publish(postsUpdated(postID));
    return savedAnswer(db, postID, input.published === 1 ? M.savedPublished : M.saved);
  },
});

const updatePost = defineRoute({
  name: 'updatePost',
  multipart: true,
  access: 'adminOrPoster',
  transaction: true,
  summary:
    "Change a draft or published article (multipart): savePost's fields plus postID; titleImage a file replaces, 'undefined' removes, absent or the current path keeps.",
  input: updatePostSchema,
  async handler({ input, db, user, deps, publish }) {
    const post = await editableLivePost(db, user, input.postID);
    await updateArticle(db, user, post, input, input.titleImage, deps.now());
    publish(postsUpdated(post.id));
    return savedAnswer(db, post.id, input.published === 1 ? M.updatedPublished : M.updated);
  },
});

/**
 * The editor's Lagre/Publiser as one call (DESIGN §3), in place of the spec's chain
 * (save post, then poll, then each picture): all of it is stored, or nothing.
 */
const saveArticle = defineRoute({
  name: 'saveArticle',
  multipart: true,
  access: 'adminOrPoster',
  transaction: true,
  summary:
    "Create (no postID) or change an article with its poll and gallery in one transaction (multipart): savePost's fields, hasPoll with pollTitle/alternative1..10/voteOnce/vote flags, removeAlbumImages (image ids), albumImage1..albumImage20.",
  input: saveArticleSchema,
  async handler({ input, db, user, deps, publish }) {
    const now = deps.now();
    let postID: number;
    if (input.postID === undefined) {
      const image = isUploadedFile(input.titleImage) ? input.titleImage : undefined;
      postID = await insertArticle(db, user, input, image, now);
    } else {
      const post = await editableLivePost(db, user, input.postID);
      await updateArticle(db, user, post, input, input.titleImage, now);
      postID = post.id;
    }
    if (input.hasPoll === 1) await savePollFor(db, postID, { ...input, title: input.pollTitle });
    else await deletePollFor(db, postID);
    await removeAlbumImages(db, postID, input.removeAlbumImages);
    await addAlbumImages(db, postID, albumFilesOf(input));
    publish(postsUpdated(postID));
    const isNew = input.postID === undefined;
    const msg = input.published === 1 ? (isNew ? M.savedPublished : M.updatedPublished) : isNew ? M.saved : M.updated;
    return { msg, postID, ...(await loadForEditor(db, postID)) };
  },
});

function albumFilesOf(input: Record<`albumImage${number}`, UploadedFile | undefined>): UploadedFile[] {
  return Array.from({ length: MAX_FORM_ALBUM_IMAGES }, (_, index) => input[`albumImage${index + 1}`]).filter(
    (file): file is UploadedFile => file !== undefined,
  );
}

const searchPostsForAdmin = defineRoute({
  name: 'searchPostsForAdmin',
  access: 'adminOrPoster',
  summary:
    "The editor's article list (002 §2.5): published (published 1), drafts (published 0) or the trash (trashed 1), with searchString, season, hasPoll and hasAlbum filters.",
  input: adminListSchema,
  handler: async ({ input, db, user }) => ({ posts: await listForEditor(db, user, input) }),
});

const getPostForAdmin = defineRoute({
  name: 'getPostForAdmin',
  access: 'adminOrPoster',
  summary:
    'One article for the editor, whatever its state, with its poll (alternatives, votes, voter groups) and gallery.',
  input: postIdInput,
  async handler({ input, db, user }) {
    await editablePost(db, user, input.postID);
    return loadForEditor(db, input.postID);
  },
});

export const postsAdminRoutes: AnyRoute[] = [
  savePost,
  updatePost,
  saveArticle,
  searchPostsForAdmin,
  getPostForAdmin,
  ...articleStateRoutes,
];
