import { z } from 'zod';
import { COMMENT_MAX_LENGTH, isFeedPost } from '@vsf/engine';
import { postIDSchema } from '../posts';

export const commentMessages = {
  empty: 'Vennligst skriv en kommentar før du sender den.',
  tooLong: `Kommentaren kan være på høyst ${COMMENT_MAX_LENGTH} tegn.`,
  notAFeed: 'Denne chatten finnes ikke.',
} as const;

/** Plain text, stored as written; only blank and over-long texts are refused (000 §5). */
const content = z
  .preprocess((value) => value ?? '', z.string({ error: commentMessages.empty }))
  .refine((text) => text.trim() !== '', { message: commentMessages.empty })
  .refine((text) => text.length <= COMMENT_MAX_LENGTH, { message: commentMessages.tooLong });

export const loadCommentsInput = z.object({ postID: postIDSchema });

// The author is always the session user: a userID in the body is dropped by the schema.
export const insertCommentInput = z.object({ postID: postIDSchema, content });

/** The club feeds are posts 1 to 4 (DESIGN §4). */
const feedPostID = postIDSchema.refine(isFeedPost, {
  message: commentMessages.notAFeed,
});

export const loadFeedCommentsInput = z.object({
  postID: feedPostID,
  /** false hides the bot's automatic messages. */
  includeBot: z.boolean().optional().default(true),
});

export const insertFeedCommentInput = z.object({ postID: feedPostID, content });
