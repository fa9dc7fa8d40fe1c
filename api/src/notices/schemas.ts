import { z } from 'zod';
import { idNumberSchema } from '../platform/http/inputRules';
import { userIdSchema } from '../accounts';

export const NOTICE_MESSAGES = {
  noticeIdInvalid: 'Varselet må angis med et gyldig nummer.',
  tooManyIds: 'For mange varsler på en gang.',
  notFound: 'Fant ikke varselet.',
} as const;

/** More than a page of the bell's list (50) would never come from the site. */
const MAX_IDS = 500;

const noticeIdSchema = idNumberSchema(NOTICE_MESSAGES.noticeIdInvalid);

export const getNoticesSchema = z.object({ userID: userIdSchema.optional() });

export const markNoticesReadSchema = z.object({
  userID: userIdSchema.optional(),
  noticeIDs: z
    .array(noticeIdSchema, { error: NOTICE_MESSAGES.noticeIdInvalid })
    .max(MAX_IDS, NOTICE_MESSAGES.tooManyIds)
    .optional(),
});
