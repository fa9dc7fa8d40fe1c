import { conflict, notFound } from '../../platform/http/errors';
import { imagePath } from '../postRows';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { deleteArticle } from './articleWrites';
import { editablePost, editableLivePost } from './editablePost';
import { postsUpdated } from './events';
import { addAlbumImages, deletePollFor, removeAlbumImages, savePollFor } from './pollAndAlbum';
import {
  ARTICLE_MESSAGES as M,
  deleteAlbumImageSchema,
  postIdInput,
  publishSchema,
  saveAlbumPhotoSchema,
  savePollSchema,
  trashSchema,
} from './schemas';

/** 002 §4.1: trash a draft or a published article; out of the trash to the drafts or straight to published. */
const moveFromToTrash = defineRoute({
  name: 'moveFromToTrash',
  access: 'adminOrPoster',
  transaction: true,
  summary:
    'trashed 1: into the trash. trashed 0: out of it, to the drafts (published 0, the default) or published (1).',
  input: trashSchema,
  async handler({ input, db, user, publish }) {
    const post = await editablePost(db, user, input.postID);
    if (input.trashed === 1) {
      if (post.trashed === 1) throw conflict(M.alreadyTrashed);
      await db('posts').where({ id: post.id }).update({ trashed: 1 });
    } else {
      if (post.trashed === 0) throw conflict(M.notTrashed);
      await db('posts').where({ id: post.id }).update({ trashed: 0, published: input.published });
    }
    publish(postsUpdated(post.id));
    const msg = input.trashed === 1 ? M.trashed : input.published === 1 ? M.restoredPublished : M.restoredToDraft;
    return { msg };
  },
});

const updatePublishStatus = defineRoute({
  name: 'updatePublishStatus',
  access: 'adminOrPoster',
  transaction: true,
  summary: 'Publish a draft (published 1) or take a published article back to the drafts (0); not for trashed ones.',
  input: publishSchema,
  async handler({ input, db, user, publish }) {
    const post = await editableLivePost(db, user, input.postID);
    if (post.published === input.published) throw conflict(input.published === 1 ? M.alreadyPublished : M.alreadyDraft);
    await db('posts').where({ id: post.id }).update({ published: input.published });
    publish(postsUpdated(post.id));
    return { msg: input.published === 1 ? M.published : M.unpublished };
  },
});

const deletePost = defineRoute({
  name: 'deletePost',
  access: 'adminOrPoster',
  transaction: true,
  summary:
    'Delete an article in the trash for good, with its comments, poll, votes, gallery and pictures (002 §7A). The spec also sends titleImage; the stored one is used.',
  input: postIdInput,
  async handler({ input, db, user, publish }) {
    const post = await editablePost(db, user, input.postID);
    if (post.trashed === 0) throw conflict(M.onlyTrashDeleted);
    await deleteArticle(db, post);
    publish(postsUpdated(post.id));
    return { msg: M.deleted };
  },
});

const savePoll = defineRoute({
  name: 'savePoll',
  access: 'adminOrPoster',
  transaction: true,
  summary:
    "Create or change an article's poll: title, alternative1..alternative10 (2–10 used), voteOnce and the five vote flags. Votes survive unchanged alternatives.",
  input: savePollSchema,
  async handler({ input, db, user, publish }) {
    const post = await editableLivePost(db, user, input.postID);
    const pollID = await savePollFor(db, post.id, input);
    publish(postsUpdated(post.id));
    return { msg: M.pollSaved, pollID };
  },
});

const deletePollByPostID = defineRoute({
  name: 'deletePollByPostID',
  access: 'adminOrPoster',
  transaction: true,
  summary: "Remove an article's poll with its votes (the spec's update flow does this before savePoll).",
  input: postIdInput,
  async handler({ input, db, user, publish }) {
    const post = await editableLivePost(db, user, input.postID);
    const deleted = await deletePollFor(db, post.id);
    publish(postsUpdated(post.id));
    return { msg: M.pollDeleted, deleted };
  },
});

/** 002 §7.9: every comment of an article goes, whatever the article's state. */
const deleteCommentsByPostID = defineRoute({
  name: 'deleteCommentsByPostID',
  access: 'adminOrPoster',
  transaction: true,
  summary: 'Delete all comments of an article the caller may edit; answers how many went.',
  input: postIdInput,
  async handler({ input, db, user, publish }) {
    const post = await editablePost(db, user, input.postID);
    // The row count of a delete differs between drivers; the returned rows do not.
    const deleted = (await db('comments').where({ postId: post.id }).delete().returning('id')).length;
    publish(postsUpdated(post.id));
    return { msg: M.commentsDeleted(deleted), deleted };
  },
});

const saveAlbumPhoto = defineRoute({
  name: 'saveAlbumPhoto',
  multipart: true,
  access: 'adminOrPoster',
  transaction: true,
  summary: "Add one picture (multipart albumImage, or a data URL) to the end of an article's gallery.",
  input: saveAlbumPhotoSchema,
  async handler({ input, db, user, publish }) {
    const post = await editableLivePost(db, user, input.postID);
    const [imageID] = await addAlbumImages(db, post.id, [input.albumImage]);
    publish(postsUpdated(post.id));
    return { msg: M.albumPhotoSaved, imageID, path: imagePath(imageID!) };
  },
});

const deleteAlbumByImageID = defineRoute({
  name: 'deleteAlbumByImageID',
  access: 'adminOrPoster',
  transaction: true,
  summary: 'Take a picture out of the gallery it is in (the spec also sends imageName; the id is enough).',
  input: deleteAlbumImageSchema,
  async handler({ input, db, user, publish }) {
    const row: { postId: number } | undefined = await db('album_images')
      .where({ imageId: input.imageID })
      .first('post_id');
    if (!row) throw notFound(M.imageNotFound);
    const post = await editableLivePost(db, user, row.postId);
    await removeAlbumImages(db, post.id, [input.imageID]);
    publish(postsUpdated(post.id));
    return { msg: M.albumPhotoDeleted };
  },
});

export const articleStateRoutes: AnyRoute[] = [
  moveFromToTrash,
  updatePublishStatus,
  deletePost,
  savePoll,
  deletePollByPostID,
  deleteCommentsByPostID,
  saveAlbumPhoto,
  deleteAlbumByImageID,
];
