import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import PostalMime from 'postal-mime';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sendQueuedMails } from './mailSender';
import { createMailTransport } from './mailTransport';
import { managersToRemind, type Manager } from './mailTestSetup';

let app: TestApp;
let dataDir: string;
let manager: Manager;
const logLines: Record<string, unknown>[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  }),
);

beforeAll(async () => {
  app = await createTestApp('demo');
  dataDir = await mkdtemp(join(tmpdir(), 'vsf-mail-'));
  manager = (await managersToRemind(app, 1))[0]!;
  await app.call('setEmailNotices', { corrections: true }, { cookie: manager.cookie });
  await app.deps.db.knex('mail_outbox').insert({
    userId: manager.userId,
    kind: 'corrections',
    subject: 'Poengene dine for runde 3 er endret',
    text: 'Poengene dine for runde 3 er endret fra 34 til 31: Ola Nordmann fikk et gult kort.',
    path: '/fantasy/points',
    createdAt: app.deps.now(),
    nextAttemptAt: app.deps.now(),
  });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail, and the log says where', async () => {
    const transport = createMailTransport({ smtpUrl: null, dataDir });
    const site = { origin: 'http://localhost:3000', from: 'VSF Fantasy <ikke-svar@localhost>', secret: 'hemmelig' };
    expect(await sendQueuedMails({ ...app.deps, log }, { transport, site })).toBe(1);
    const [row] = await app.deps.db.knex('mail_outbox');
    expect(row).toMatchObject({ state: 'sent' });
    const file = join(dataDir, 'mail', `${row!.id}-corrections.eml`);
    expect(await readdir(join(dataDir, 'mail'))).toEqual([`${row!.id}-corrections.eml`]);
    const mail = await PostalMime.parse(await readFile(file));
    expect(mail.to?.[0]?.address).toBe(manager.email);
    expect(mail.subject).toBe('Poengene dine for runde 3 er endret');
    expect(mail.text).toContain('fra 34 til 31: Ola Nordmann fikk et gult kort.');
    expect(mail.text).toContain('Se poengene: http://localhost:3000/fantasy/points');
    expect(mail.headers.find((header) => header.key === 'list-unsubscribe')?.value).toMatch(
      /^<http:\/\/localhost:3000\/epost\/avmeld\?token=\d+\.corrections\.[\w-]{43}>$/,
    );
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'mail sent', to: file }));
    // Sent is sent: a second run writes no second file.
    expect(await sendQueuedMails({ ...app.deps, log }, { transport, site })).toBe(0);
    expect(await readdir(join(dataDir, 'mail'))).toHaveLength(1);
  });
});
