import { z } from 'zod';
import { idSchema } from '../platform/http/inputRules';
import { POLL_ALTERNATIVES } from '@vsf/engine';
import { postIDSchema } from '../posts';
import { pollMessages } from './pollRules';

export const loadPollInput = z.object({ postID: postIDSchema });

/** The chosen alternatives' 0-based indexes; the voter comes from the session or the IP. */
export const voteInput = z.object({
  pollID: idSchema(pollMessages.noPoll),
  alternatives: z
    .array(
      z
        .number()
        .int(pollMessages.unknownAlternative)
        .min(0, pollMessages.unknownAlternative)
        .max(POLL_ALTERNATIVES.max - 1, pollMessages.unknownAlternative),
      {
        error: pollMessages.chooseSome,
      },
    )
    .max(POLL_ALTERNATIVES.max, pollMessages.unknownAlternative),
});
