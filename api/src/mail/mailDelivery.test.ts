import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { club } from '@vsf/engine';
import type { EventBus } from '../platform/bus/eventBus';
import { dueReminder, writeReminders } from '../notices';
import { freePort } from '../testing/freePort';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/testSmtpServer';
import { UNSUBSCRIBE_PATH } from './composeMail';
import { CLAIM_LIMIT_MS, pruneDoneMails, sendQueuedMails, type MailSender } from './mailSender';
import { createMailTransport, type MailTransport } from './mailTransport';
import { currentRound, managersToRemind, type Manager } from './mailTestSetup';
import { verifyUnsubscribeToken } from './unsubscribeToken';

let app: TestApp;
let smtp: TestSmtpServer;
const db = (): Knex => app.deps.db.knex;
const ORIGIN = 'https://klubb.example';
const FROM = 'VSF Fantasy <fantasy@klubb.example>';

/** Three managers due a reminder: the first two asked for reminders by e-mail, the third did not. */
let managers: Manager[];
let deadline: Date;
/** The token of the unsubscribe link in the first manager's mail. */
let firstToken: string;

function sender(
  transport: MailTransport = createMailTransport({ smtpUrl: smtp.url, dataDir: '/nonexistent' }),
): MailSender {
  return {
    transport,
    site: { origin: ORIGIN, from: FROM, secret: app.deps.config.sessionSecret },
    quickRetry: { startingDelay: 10, timeMultiple: 1 },
  };
}

const mails = () => db()('mail_outbox').orderBy('id');
const hoursBefore = (hours: number) => new Date(deadline.getTime() - hours * 60 * 60 * 1000);

async function remind(now: Date, deps = app.deps): Promise<number> {
  app.setNow(now);
  const due = await dueReminder(db(), now);
  if (!due) throw new Error('no reminder due');
  return writeReminders(deps, due);
}

beforeAll(async () => {
  app = await createTestApp('demo');
  smtp = await startTestSmtpServer();
  ({ deadline } = await currentRound(db()));
  managers = await managersToRemind(app, 3);
  for (const manager of managers.slice(0, 2)) {
    const { status } = await app.call('setEmailNotices', { deadline: true }, { cookie: manager.cookie });
    expect(status).toBe(200);
  }
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.raw.length = 0;
});

describe('a deadline reminder by e-mail', () => {
  it('is not queued when the reminder’s write is refused: the mail is in the notice’s transaction', async () => {
    const refusingBus: EventBus = {
      ...app.deps.bus,
      stage: () => Promise.reject(new Error('the bus refuses')),
    };
    await expect(remind(hoursBefore(24), { ...app.deps, bus: refusingBus })).rejects.toThrow('the bus refuses');
    expect(await db()('notices').where({ kind: 'deadlineReminder' }).first()).toBeUndefined();
    expect(await mails()).toEqual([]);
  });

  it('is queued with its notice for those who asked, and only them', async () => {
    expect(await remind(hoursBefore(24))).toBeGreaterThanOrEqual(3);
    const notices = await db()('notices')
      .where({ kind: 'deadlineReminder' })
      .whereIn(
        'userId',
        managers.map((manager) => manager.userId),
      )
      .orderBy('userId');
    expect(notices).toHaveLength(3);
    const queued = await mails();
    expect(queued.map((mail) => mail.userId).sort()).toEqual([managers[0]!.userId, managers[1]!.userId].sort());
    for (const mail of queued) {
      const notice = notices.find((row) => row.userId === mail.userId)!;
      expect(mail).toMatchObject({ kind: 'deadline', state: 'queued', text: notice.text, path: '/fantasy/team' });
      expect(mail.createdAt).toEqual(notice.createdAt);
    }
  });

  it('reaches an SMTP server with the bell’s text, a link to the team and a one-click unsubscribe', async () => {
    expect(await sendQueuedMails(app.deps, sender())).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const [first] = managers;
    const mail = smtp.received.find((email) => email.to?.[0]?.address === first!.email)!;
    const notice = await db()('notices').where({ userId: first!.userId, kind: 'deadlineReminder' }).first('text');
    expect(mail.from).toMatchObject({ address: 'fantasy@klubb.example', name: 'VSF Fantasy' });
    expect(mail.subject).toMatch(/^Husk å lagre laget ditt for runde \d+$/);
    expect(mail.text).toContain(notice!.text);
    expect(mail.text).toContain(`Velg laget ditt: ${ORIGIN}/fantasy/team`);
    expect(mail.text).toContain(`fristpåminnelser på e-post i ${club.fantasyName}`);
    const header = (name: string) => mail.headers.find((line) => line.key === name)?.value;
    const unsubscribe = new RegExp(`^<(${ORIGIN}${UNSUBSCRIBE_PATH}\\?token=([^>]+))>$`).exec(
      header('list-unsubscribe')!,
    );
    expect(unsubscribe).not.toBeNull();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain(`Meld deg av med ett klikk: ${unsubscribe![1]}`);
    firstToken = unsubscribe![2]!;
    expect(verifyUnsubscribeToken(app.deps.config.sessionSecret, firstToken)).toEqual({
      userId: first!.userId,
      kind: 'deadline',
    });
    expect((await mails()).map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('is never sent twice: the next runs find nothing to send', async () => {
    expect(await sendQueuedMails(app.deps, sender())).toBe(0);
    expect(await remind(hoursBefore(23))).toBe(0);
    expect(await sendQueuedMails(app.deps, sender())).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('unsubscribes by its own link, without a login, and then no reminder mail is queued', async () => {
    const { body } = await app.call('unsubscribeEmail', { token: firstToken });
    expect(body).toEqual({ success: true, deadline: false, corrections: false });
    await db()('mail_outbox').delete();
    await remind(hoursBefore(0.5));
    expect((await mails()).map((mail) => mail.userId)).toEqual([managers[1]!.userId]);
  });
});

describe('the sender', () => {
  /** Queues one mail per manager named, as the hook does, due now. */
  async function queue(...who: Manager[]) {
    await db()('mail_outbox').delete();
    for (const manager of who) {
      await app.call('setEmailNotices', { deadline: true }, { cookie: manager.cookie });
      await db()('mail_outbox').insert({
        userId: manager.userId,
        kind: 'deadline',
        subject: `Til ${manager.username}`,
        text: `Husk laget, ${manager.username}.`,
        path: '/fantasy/team',
        createdAt: app.deps.now(),
        nextAttemptAt: app.deps.now(),
      });
    }
  }

  it('tries again at once when the server says “not now”, and sends once', async () => {
    await queue(managers[0]!);
    smtp.refuseNext(1, 451);
    expect(await sendQueuedMails(app.deps, sender())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await mails()).toMatchObject([{ state: 'sent', attempts: 1 }]);
  });

  it('keeps a mail the server will not take yet for a later attempt, then sends it', async () => {
    await queue(managers[0]!);
    smtp.refuseNext(3, 451);
    const started = app.deps.now();
    expect(await sendQueuedMails(app.deps, sender())).toBe(1);
    const [waiting] = await mails();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime() - started.getTime()).toBe(60_000);
    expect(await sendQueuedMails(app.deps, sender())).toBe(0);
    app.setNow(new Date(started.getTime() + 60_000));
    expect(await sendQueuedMails(app.deps, sender())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await mails()).toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('keeps its mail for a later attempt while the mail server is down', async () => {
    await queue(managers[0]!);
    const down = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, dataDir: '/nonexistent' });
    expect(await sendQueuedMails(app.deps, sender(down))).toBe(1);
    expect(await mails()).toMatchObject([
      { state: 'queued', attempts: 1, error: expect.stringContaining('ECONNREFUSED') },
    ]);
  });

  it('gives up a mail the server refuses for good, without trying again', async () => {
    await queue(managers[0]!);
    smtp.refuseNext(1, 550);
    const offered = smtp.offered();
    expect(await sendQueuedMails(app.deps, sender())).toBe(1);
    expect(smtp.offered() - offered).toBe(1);
    expect(await mails()).toMatchObject([{ state: 'failed', attempts: 1 }]);
    expect(smtp.received).toEqual([]);
  });

  it('cancels a mail whose kind was turned off before it went', async () => {
    await queue(managers[0]!);
    await app.call('setEmailNotices', { deadline: false }, { cookie: managers[0]!.cookie });
    expect(await sendQueuedMails(app.deps, sender())).toBe(1);
    expect(await mails()).toMatchObject([{ state: 'cancelled' }]);
    expect(smtp.received).toEqual([]);
  });

  it('after a process died mid-send, sends the rest and never the one it was sending', async () => {
    await queue(managers[0]!, managers[1]!, managers[2]!);
    // The first process hands the first mail to the server and dies before writing it down.
    const smtpTransport = sender().transport;
    const dying: MailTransport = {
      ...smtpTransport,
      deliver: (message, name) => smtpTransport.deliver(message, name).then(() => new Promise<string>(() => {})),
    };
    void sendQueuedMails(app.deps, sender(dying));
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(await mails()).toMatchObject([{ state: 'sending' }, { state: 'queued' }, { state: 'queued' }]);
    // The restarted process, once the claim is older than any send can take.
    app.setNow(new Date(app.deps.now().getTime() + CLAIM_LIMIT_MS + 1000));
    expect(await sendQueuedMails(app.deps, sender())).toBe(2);
    expect(await sendQueuedMails(app.deps, sender())).toBe(0);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      managers.map((manager) => `Til ${manager.username}`).sort(),
    );
    expect((await mails()).map((mail) => mail.state)).toEqual(['unknown', 'sent', 'sent']);
  });

  it('shares the queue between processes: each mail goes once', async () => {
    await queue(managers[0]!, managers[1]!, managers[2]!);
    const taken = await Promise.all([sendQueuedMails(app.deps, sender()), sendQueuedMails(app.deps, sender())]);
    expect(taken[0]! + taken[1]!).toBe(3);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      managers.map((manager) => `Til ${manager.username}`).sort(),
    );
    expect((await mails()).map((mail) => mail.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('forgets mails done over 30 days ago, and keeps the rest', async () => {
    await queue(managers[0]!, managers[1]!, managers[2]!);
    const day = 24 * 60 * 60 * 1000;
    const [old, recent] = await mails();
    await db()('mail_outbox')
      .where({ id: old!.id })
      .update({ state: 'sent', doneAt: new Date(app.deps.now().getTime() - 31 * day) });
    await db()('mail_outbox')
      .where({ id: recent!.id })
      .update({ state: 'failed', doneAt: new Date(app.deps.now().getTime() - 29 * day) });
    await pruneDoneMails(app.deps);
    expect((await mails()).map((mail) => mail.state)).toEqual(['failed', 'queued']);
  });
});
