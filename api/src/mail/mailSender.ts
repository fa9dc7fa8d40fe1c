import type { Knex } from 'knex';
import { backOff, type BackoffOptions } from 'exponential-backoff';
import type { AppDeps } from '../appDeps';
import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import type { MailOutboxTableRow } from '../platform/db/tables';
import { joined } from '../platform/db/queryResults';
import { composeMail, type ClaimedMail, type MailSite } from './composeMail';
import type { MailTransport } from './mailTransport';

export type MailSenderDeps = Pick<AppDeps, 'db' | 'log' | 'now'>;

export interface MailSender {
  transport: MailTransport;
  site: MailSite;
  /** The quick tries of one attempt (a mail server restarting); tests shorten them. */
  quickRetry?: Partial<BackoffOptions>;
}

/** A mail's attempts and the pause after each failed one: about five hours, then it is given up. */
const RETRY_AFTER_MS = [1, 5, 15, 60, 240].map((minutes) => minutes * 60_000);
/**
 * Within one attempt, a server that could not be reached is asked twice more, a second and
 * four seconds later, before the mail waits for its next attempt.
 */
const QUICK_RETRY: BackoffOptions = { numOfAttempts: 3, startingDelay: 1000, timeMultiple: 4 };
/**
 * Longer than any send can take (nodemailer's timeouts, mailTransport.ts, and the quick
 * tries): a mail claimed longer ago than this belongs to a process that stopped mid-send.
 */
export const CLAIM_LIMIT_MS = 15 * 60_000;
/** Mails sent, refused or given up stay this long, as the record of what went out. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60_000;
/** Mails one run sends at most before the loop's next turn. */
const PER_RUN = 200;

interface Claim {
  mail: ClaimedMail;
  /** Which attempt this is: 1 for the first. */
  attempt: number;
}

/**
 * Takes the oldest due mail for this process: it is marked `sending`, and that commits
 * before anything is sent, so no other process takes it (`SKIP LOCKED` keeps two processes
 * from waiting on one row). The account's address and switch are read now: a mail whose
 * kind was turned off, or whose account has no address, is cancelled instead.
 */
async function claimNext(deps: MailSenderDeps): Promise<Claim | 'cancelled' | null> {
  const now = deps.now();
  return deps.db.knex.transaction(async (trx) => {
    const row: MailOutboxTableRow | undefined = await trx('mail_outbox')
      .where({ state: 'queued' })
      .where('nextAttemptAt', '<=', now)
      .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
      .forUpdate()
      .skipLocked()
      .first();
    if (!row) return null;
    const to = await wantedAddress(trx, row);
    if (to === null) {
      await trx('mail_outbox').where({ id: row.id }).update({ state: 'cancelled', doneAt: now });
      return 'cancelled';
    }
    const attempt = row.attempts + 1;
    await trx('mail_outbox').where({ id: row.id }).update({ state: 'sending', claimedAt: now, attempts: attempt });
    const { id, userId, kind, subject, text, path } = row;
    return { mail: { id: String(id), userId, kind, subject, text, path, to }, attempt };
  });
}

/** The account's address when it still wants this kind of mail, else null. */
async function wantedAddress(trx: Knex.Transaction, row: MailOutboxTableRow): Promise<string | null> {
  const account = await joined<{ email: string; wanted: boolean }>(
    trx('email_notice_settings as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.user_id', row.userId)
      // The column is one of the two switches' names (migrations 0018_email_notices).
      .select('u.email', `s.${row.kind} as wanted`),
  ).first();
  return account?.wanted && account.email !== '' ? account.email : null;
}

/**
 * Sends one claimed mail and writes down how it went. Delivered: `sent`. A failure that
 * proves nothing was delivered waits for its next attempt (or, after the last, is given
 * up); one refused for good is `failed`; one that may have been delivered is `unknown` and
 * never sent again. The claim committed before the send, so a process that dies here
 * leaves the mail `sending`, and it is never sent again either: at most once.
 */
async function sendClaimed(deps: MailSenderDeps, sender: MailSender, { mail, attempt }: Claim): Promise<void> {
  const row = deps.db.knex('mail_outbox').where({ id: mail.id });
  try {
    const where = await backOff(
      () => sender.transport.deliver(composeMail(mail, sender.site), `${mail.id}-${mail.kind}`),
      {
        ...QUICK_RETRY,
        ...sender.quickRetry,
        retry: (error: unknown) => sender.transport.failure(error) === 'retry',
      },
    );
    await row.update({ state: 'sent', doneAt: deps.now(), error: null });
    deps.log.info({ mailID: mail.id, kind: mail.kind, to: where }, 'mail sent');
  } catch (error) {
    const failure = sender.transport.failure(error);
    const message = error instanceof Error ? error.message : String(error);
    const pause = RETRY_AFTER_MS[attempt - 1];
    if (failure === 'retry' && pause !== undefined) {
      await row.update({ state: 'queued', nextAttemptAt: new Date(deps.now().getTime() + pause), error: message });
    } else {
      await row.update({ state: failure === 'unknown' ? 'unknown' : 'failed', doneAt: deps.now(), error: message });
    }
    deps.log.warn({ err: error, mailID: mail.id, attempt, failure }, 'mail not sent');
  }
}

/**
 * A mail still `sending` past the claim limit was being sent by a process that stopped: it
 * may have reached the server, so it is marked `unknown` and not sent again.
 */
async function giveUpStaleClaims(deps: MailSenderDeps): Promise<void> {
  const before = new Date(deps.now().getTime() - CLAIM_LIMIT_MS);
  const stale = await deps.db
    .knex('mail_outbox')
    .where({ state: 'sending' })
    .where('claimedAt', '<', before)
    .update({ state: 'unknown', doneAt: deps.now(), error: 'the sending process stopped mid-send' }, ['id']);
  if (stale.length > 0)
    deps.log.warn({ mailIDs: stale.map((row) => row.id) }, 'mails left half sent by a stopped process: not sent again');
}

/** Sends the mails that are due, at most PER_RUN; answers how many it took (sent or not). */
export async function sendQueuedMails(deps: MailSenderDeps, sender: MailSender): Promise<number> {
  await giveUpStaleClaims(deps);
  // The loop asks every two seconds: most of the time nothing is due, and a read says so.
  const due = deps.db.knex('mail_outbox').where({ state: 'queued' }).where('nextAttemptAt', '<=', deps.now());
  if (!(await due.first('id'))) return 0;
  let taken = 0;
  while (taken < PER_RUN) {
    const claim = await claimNext(deps);
    if (claim === null) break;
    taken++;
    if (claim !== 'cancelled') await sendClaimed(deps, sender, claim);
  }
  return taken;
}

/** Deletes the mails done more than KEEP_DONE_MS ago. */
export async function pruneDoneMails(deps: MailSenderDeps): Promise<void> {
  await deps.db
    .knex('mail_outbox')
    .whereIn('state', ['sent', 'failed', 'unknown', 'cancelled'])
    .where('doneAt', '<', new Date(deps.now().getTime() - KEEP_DONE_MS))
    .delete();
}

/** How often each API process looks for due mail: how late a mail is at most. */
const SEND_INTERVAL_MS = 2000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * The mail job, one per API process, as the notice jobs: a run at once (mails a stopped
 * process left are sent on start), then every `intervalMs`. Processes share the queue by
 * their claims. A failed run is logged and tried again on the next.
 */
export function startMailSender(
  deps: MailSenderDeps,
  sender: MailSender,
  options: { intervalMs?: number } = {},
): RepeatingJob {
  let pruned = 0;
  const job = startRepeatingJob(
    async () => {
      if (Date.now() - pruned > PRUNE_INTERVAL_MS) {
        pruned = Date.now();
        await pruneDoneMails(deps);
      }
      await sendQueuedMails(deps, sender);
    },
    { everyMs: options.intervalMs ?? SEND_INTERVAL_MS, log: deps.log, failure: 'mail not sent, retrying' },
  );
  return {
    async stop() {
      await job.stop();
      sender.transport.close();
    },
  };
}
