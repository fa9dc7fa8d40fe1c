import { defineRoute, type AnyRoute } from '../platform/http/route';
import { assertReadablePost } from '../posts';
import { insertComment, loadComments } from './commentQueries';
import { insertCommentInput, insertFeedCommentInput, loadCommentsInput, loadFeedCommentsInput } from './schemas';

const load50Comments = defineRoute({
  name: 'load50Comments',
  access: 'anyone',
  summary: 'The newest 50 comments of a post the caller may read, newest first.',
  input: loadCommentsInput,
  async handler({ input, db, user }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: true });
    return { comments: await loadComments(db, input.postID, { includeBot: true }) };
  },
});

const insertCommentRoute = defineRoute({
  name: 'insertComment',
  access: 'loggedIn',
  transaction: true,
  summary: "Comment on an article as the session's user; every open page gets comment:new.",
  input: insertCommentInput,
  async handler({ input, db, user, deps, publish }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: true });
    const { comment, event } = await insertComment(db, user, input.postID, input.content, deps.now());
    publish(event);
    return { msg: 'Kommentaren er lagt til.', comment };
  },
});

const loadFeedComments = defineRoute({
  name: 'loadFeedComments',
  access: 'anyone',
  summary: "The newest 50 messages of a club feed (posts 1-4), with or without the bot's.",
  input: loadFeedCommentsInput,
  async handler({ input, db, user }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: true });
    return { comments: await loadComments(db, input.postID, { includeBot: input.includeBot }) };
  },
});

const insertFeedComment = defineRoute({
  name: 'insertFeedComment',
  access: 'loggedIn',
  transaction: true,
  summary: "Post a message to a club feed (posts 1-4) as the session's user.",
  input: insertFeedCommentInput,
  async handler({ input, db, user, deps, publish }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: true });
    const { comment, event } = await insertComment(db, user, input.postID, input.content, deps.now());
    publish(event);
    return { msg: 'Meldingen er sendt.', comment };
  },
});

export const commentRoutes: AnyRoute[] = [load50Comments, insertCommentRoute, loadFeedComments, insertFeedComment];
