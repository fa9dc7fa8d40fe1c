import type { NoInput } from './common';

/**
 * E-mail for those who never install anything: deadline reminders and correction notices,
 * off by default, switched by the account's owner.
 */

export interface EmailNoticeSettings {
  deadline: boolean;
  corrections: boolean;
}

export interface MailCalls {
  /** Owner: which notices also go to the account's e-mail address. */
  getEmailNotices: { input: NoInput; answer: EmailNoticeSettings & { email: string } };
  /** Owner: switches the e-mail notices; a switch left out keeps its value. */
  setEmailNotices: { input: Partial<EmailNoticeSettings>; answer: EmailNoticeSettings };
  /**
   * Anyone with the link of a mail (no login): turns that kind of mail off for its account and
   * changes nothing else. `token` is the signed link's token.
   */
  unsubscribeEmail: { input: { token: string }; answer: EmailNoticeSettings };
}
