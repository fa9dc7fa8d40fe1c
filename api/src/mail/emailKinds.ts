import type { EmailNoticeSettings, NoticeKind } from '@vsf/contract';

/** A switch of the profile: the notices of that kind also go by e-mail. */
export type EmailKind = keyof EmailNoticeSettings;

export const EMAIL_KINDS: readonly EmailKind[] = ['deadline', 'corrections'];

/**
 * Which notices go by e-mail, under which switch. 'Resultatet er klart' is no correction: it
 * is the round's first result, and it stays in the bell (docs/PRODUCT-CHOICES.md, Match day,
 * 'E-mail').
 */
export const EMAIL_OF_NOTICE: Partial<Record<NoticeKind, EmailKind>> = {
  deadlineReminder: 'deadline',
  pointsChanged: 'corrections',
};

/** The mails' Norwegian texts beside the notice's own, and the page each links to (the bell's links). */
export const MAIL_TEXTS: Record<
  EmailKind,
  { subject: (round: number | null) => string; link: string; path: string; what: string }
> = {
  deadline: {
    subject: (round) => `Husk å lagre laget ditt${round === null ? '' : ` for runde ${round}`}`,
    link: 'Velg laget ditt',
    path: '/fantasy/team',
    what: 'fristpåminnelser',
  },
  corrections: {
    subject: (round) => `Poengene dine${round === null ? '' : ` for runde ${round}`} er endret`,
    link: 'Se poengene',
    path: '/fantasy/points',
    what: 'poengrettelser',
  },
};
