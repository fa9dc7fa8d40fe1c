import type { SendMailOptions } from 'nodemailer';
import { club } from '@vsf/engine';
import { MAIL_TEXTS, type EmailKind } from './emailKinds';
import { unsubscribeToken } from './unsubscribeToken';

/** The page of the site that answers an unsubscribe link, and its one-click POST (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/epost/avmeld';

/** A queued mail as the sender claimed it, with the address it goes to now. */
export interface ClaimedMail {
  id: string;
  userId: number;
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  path: string;
}

export interface MailSite {
  /** The site's address the links start with, e.g. https://www.klubben.no. */
  origin: string;
  from: string;
  /** The session secret the unsubscribe tokens are signed with. */
  secret: string;
}

function unsubscribeUrl(site: Pick<MailSite, 'origin' | 'secret'>, userId: number, kind: EmailKind): string {
  return `${site.origin}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(site.secret, { userId, kind })}`;
}

/**
 * The mail of a notice: the bell's text word for word, a link to the page it is about, and a
 * one-click unsubscribe link for its kind, both in the text and as `List-Unsubscribe` with
 * `List-Unsubscribe-Post` (RFC 8058), so a mail client can offer its own button. Plain text:
 * every client shows it, and the links are whole URLs.
 */
export function composeMail(mail: ClaimedMail, site: MailSite): SendMailOptions {
  const texts = MAIL_TEXTS[mail.kind];
  const origin = site.origin.replace(/\/+$/, '');
  const unsubscribe = unsubscribeUrl({ origin, secret: site.secret }, mail.userId, mail.kind);
  const text = [
    'Hei!',
    '',
    mail.text,
    '',
    `${texts.link}: ${origin}${mail.path}`,
    '',
    '-- ',
    `Du får denne e-posten fordi du har slått på ${texts.what} på e-post i ${club.fantasyName}.`,
    `Meld deg av med ett klikk: ${unsubscribe}`,
    `Alle varslene dine velger du under Profil: ${origin}/fantasy/profile`,
    '',
  ].join('\n');
  return {
    from: site.from,
    to: mail.to,
    subject: mail.subject,
    text,
    list: { unsubscribe },
    headers: {
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // An automatic message (RFC 3834): no holiday replies back.
      'Auto-Submitted': 'auto-generated',
    },
  };
}
