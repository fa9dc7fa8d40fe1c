import { z } from 'zod';
import { TOKEN_PATTERN } from './unsubscribeToken';

export const MAIL_MESSAGES = {
  deadlineInvalid: 'Fristpåminnelser på e-post må være på eller av.',
  correctionsInvalid: 'Poengrettelser på e-post må være på eller av.',
  noAddress: 'Legg inn e-postadressen din under Din informasjon før du slår på varsler på e-post.',
  tokenInvalid: 'Lenken for å melde deg av er ikke gyldig. Du kan slå av varslene under Profil.',
} as const;

export const getEmailNoticesSchema = z.object({});

/** Booleans only: a switch is on or off, and '1' or 'yes' is a client's mistake to show. */
export const setEmailNoticesSchema = z.object({
  deadline: z.boolean({ error: MAIL_MESSAGES.deadlineInvalid }).optional(),
  corrections: z.boolean({ error: MAIL_MESSAGES.correctionsInvalid }).optional(),
});

export const unsubscribeEmailSchema = z.object({
  token: z.string({ error: MAIL_MESSAGES.tokenInvalid }).trim().regex(TOKEN_PATTERN, MAIL_MESSAGES.tokenInvalid),
});
