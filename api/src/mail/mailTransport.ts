import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config';

/**
 * What a failed delivery proves: `retry`, nothing was delivered and it may be tried again
 * (the server could not be reached, or answered 'not now'); `refused`, the server refused
 * this message for good; `unknown`, the message may have been taken (the connection broke
 * after it was on its way), so it is never sent again.
 */
export type DeliveryFailure = 'retry' | 'refused' | 'unknown';

export interface MailTransport {
  /** Where mail goes, for the log: the SMTP server's host or the folder of .eml files. */
  readonly target: string;
  /** Delivers one message; resolves once the server has taken it or its file is written, with where it went. */
  deliver(message: SendMailOptions, name: string): Promise<string>;
  failure(error: unknown): DeliveryFailure;
  close(): void;
}

/** Node's codes of a connection that was never made: nothing can have been sent over it. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** nodemailer's timeouts before the message is sent: the connection, the greeting, STARTTLS. */
const TIMED_OUT_BEFORE_MESSAGE = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
/** Failures of the set-up, before a message is sent: DNS, TLS, the login (an operator's setting to fix). */
const SETUP_FAILURES = new Set(['EDNS', 'ETLS', 'EAUTH', 'ENOAUTH']);

/**
 * An SMTP failure read by nodemailer's error: a reply code is the server's answer (it took
 * nothing), a connection or set-up failure happened before the message; anything else, above
 * all a connection lost while the message was on its way, may have delivered it.
 */
export function smtpFailure(error: unknown): DeliveryFailure {
  const failure = error as NodemailerError & { originalCode?: string; timeoutType?: string };
  if (typeof failure.responseCode === 'number' && failure.responseCode >= 400) {
    // A refused login is the operator's to fix: the mails wait for it.
    return failure.permanent && !failure.command?.startsWith('AUTH') ? 'refused' : 'retry';
  }
  if (failure.code && SETUP_FAILURES.has(failure.code)) return 'retry';
  if (failure.originalCode && NOT_CONNECTED.has(failure.originalCode)) return 'retry';
  if (failure.timeoutType && TIMED_OUT_BEFORE_MESSAGE.has(failure.timeoutType)) return 'retry';
  return 'unknown';
}

/**
 * SMTP to `SMTP_URL`, one connection per mail: nodemailer's pool puts a message whose
 * connection closed back in its queue and sends it again, which could deliver it twice. The
 * timeouts bound a send, so a claim older than the sender's limit is a stopped process's.
 */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const host = new URL(url).host;
  return {
    target: `smtp ${host}`,
    async deliver(message) {
      const info = await transporter.sendMail(message);
      return `smtp ${host} ${info.messageId}`;
    },
    failure: smtpFailure,
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail as an .eml file (the whole message, headers and all, as an SMTP
 * server would get it) in `dir`, named by its row. Written beside and renamed, so a file is
 * whole or absent; a failure wrote nothing, and is tried again.
 */
function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    target: dir,
    async deliver(message, name) {
      const { message: raw } = await composer.sendMail(message);
      // `buffer: true` makes it one Buffer rather than a stream.
      if (!Buffer.isBuffer(raw)) throw new Error('the composed mail is not a buffer');
      const file = join(dir, `${name}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(`${file}.part`, raw, { mode: 0o600 });
      await rename(`${file}.part`, file);
      return file;
    },
    failure: () => 'retry',
    close: () => composer.close(),
  };
}

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(join(config.dataDir, 'mail'));
}
