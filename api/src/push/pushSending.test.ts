import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { fantasyDeadline, type IsoDate } from '@vsf/engine';
import type { LivePointsChange, PointsSnapshot } from '../match';
import { expectRow } from '../testing/rows';
import { startTestPushService, type TestDevice, type TestPushService } from '../testing/pushService';
import { createTestApp, type TestApp } from '../testing/testApp';
import { queueNoticePushes } from '.';
import { overtakingPushes } from './leaguePushes';
import { allowedHosts } from './pushConfig';
import { queuePushes, type QueuedPush } from './pushQueue';
import { startPushSender, type PushSender, type PushSenderOptions } from './pushSender';

let service: TestPushService;
let app: TestApp;
const db = (): Knex => app.deps.db.knex;
let started: number;
const clock = () => new Date(app.deps.now().getTime() + performance.now() - started);
/** Every sender a test starts: a test that fails leaves none running into the next. */
const senders: PushSender[] = [];
const sender = (options: PushSenderOptions = {}) => {
  const started = startPushSender(app.deps, { now: clock, everyMs: 100, ...options });
  senders.push(started);
  return started;
};

beforeAll(async () => {
  const dir = inject('pushCertDir');
  service = await startTestPushService({
    certFile: join(dir, 'push-service-cert.pem'),
    keyFile: join(dir, 'push-service-key.pem'),
  });
  app = await createTestApp('demo', { env: { PUSH_ALLOWED_HOSTS: service.host } });
  started = performance.now();
});
afterAll(async () => {
  await app.close();
  await service.close();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((one) => one.stop()));
});
beforeEach(async () => {
  await db()('push_subscriptions').delete();
  await db()('push_messages').delete();
  service.received.length = 0;
  service.requests.length = 0;
  service.answerWith(null);
});

async function subscribed(count: number, topics: ('matches' | 'leagues' | 'deadline')[] = ['matches']) {
  const devices: TestDevice[] = [];
  for (let n = 0; n < count; n++) {
    const device = service.device();
    await app.call('subscribePush', { subscription: device.subscription, topics });
    devices.push(device);
  }
  return devices;
}

const goal = (title: string): QueuedPush => ({
  topic: 'matches',
  kind: 'goal',
  title,
  body: 'Ola Nordmann 54′',
  url: '/match/m',
  tag: 'm:score',
  pushTopic: 'match1',
  urgency: 'high',
  expiresAt: new Date(app.deps.now().getTime() + 30 * 60_000),
});

const timesEach = (devices: readonly TestDevice[]) =>
  devices.map((device) => service.received.filter((push) => push.device === device.id).length);

describe('a process that dies while sending', () => {
  it('sends the rest after its restart, and nobody gets the goal twice', async () => {
    const devices = await subscribed(40);
    // The push service takes 15, then answers nothing more: the process dies with sends under way.
    let taken = 0;
    service.answerWith(() => (taken++ < 15 ? undefined : 'hold'));
    const dying = sender({ concurrency: 4, batchSize: 10, leaseMs: 600 });
    await queuePushes(db(), [goal('MÅL! VSF 2–1 Grorud IL 2')], app.deps.now());
    dying.wake();
    await expect
      .poll(() => service.requests.filter((request) => request.status === 'held').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    // It dies once it has written down the 15 answers it had (those it never heard of are the
    // window of decision 0072: the push service may have them, and they go again).
    const accepted = devices.filter((device) => service.received.some((push) => push.device === device.id));
    const settledTaken = async () =>
      db()('push_deliveries as d')
        .join('push_subscriptions as s', 's.id', 'd.subscription_id')
        .whereIn(
          's.endpoint',
          accepted.map((device) => device.subscription.endpoint),
        )
        .count({ n: '*' })
        .first();
    await expect.poll(settledTaken, { timeout: 10_000 }).toEqual({ n: 0 });
    await dying.stop();
    expect(service.received).toHaveLength(15);

    service.answerWith(null);
    const restarted = sender({ leaseMs: 600 });
    await expect.poll(() => service.received.length, { timeout: 20_000 }).toBe(40);
    await restarted.stop();
    expect(timesEach(devices)).toEqual(devices.map(() => 1));
    // Those taken before the death were not posted again.
    const posted = new Map<string, number>();
    for (const request of service.requests.filter((one) => one.status === 201))
      posted.set(request.device, (posted.get(request.device) ?? 0) + 1);
    expect([...posted.values()].every((times) => times === 1)).toBe(true);
  }, 40_000);
});

describe('two API processes', () => {
  it('send each delivery once between them', async () => {
    const devices = await subscribed(60);
    const [one, two] = [sender({ batchSize: 7 }), sender({ batchSize: 7 })];
    await queuePushes(db(), [goal('MÅL! VSF 1–0 Grorud IL 2')], app.deps.now());
    one.wake();
    two.wake();
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(60);
    await Promise.all([one.stop(), two.stop()]);
    expect(service.requests).toHaveLength(60);
    expect(timesEach(devices)).toEqual(devices.map(() => 1));
  });
});

describe('an inside address', () => {
  it('is never posted to unless PUSH_ALLOWED_HOSTS names its host, whatever was stored', async () => {
    // Subscriptions stored before the list changed: one by name, one by address, both loopback.
    const [byName, byAddress] = [service.device(), service.device()];
    const endpoint = byAddress.subscription.endpoint.replace('localhost', '127.0.0.1');
    for (const [device, url] of [
      [byName, byName.subscription.endpoint],
      [byAddress, endpoint],
    ] as const) {
      await db()('push_subscriptions').insert({
        endpoint: url,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        topics: db().raw("'{matches}'::text[]") as never,
        createdAt: app.deps.now(),
        updatedAt: app.deps.now(),
      });
    }
    const push = app.deps.config.push;
    const elsewhere = { ...app.deps.config, push: { ...push, allowedHosts: allowedHosts('push.example.org') } };
    senders.push(startPushSender({ ...app.deps, config: elsewhere }, { now: clock, everyMs: 100 }));
    await queuePushes(db(), [goal('MÅL! VSF 3–1 Grorud IL 2')], app.deps.now());
    await expect
      .poll(async () => (await db()('push_messages').whereNull('expandedAt').first('id')) ?? null, { timeout: 10_000 })
      .toBeNull();
    await expect
      .poll(async () => db()('push_deliveries').count({ n: '*' }).first(), { timeout: 10_000 })
      .toEqual({ n: 0 });
    expect(service.requests).toEqual([]);
  });
});

describe('a deadline reminder', () => {
  it('lives until the deadline, and the next reminder of the round replaces it in the push service', async () => {
    const user = expectRow(await db()('users').where({ username: 'vsffan' }).first('id'));
    const cookie = await app.login('vsffan');
    const device = service.device();
    await app.call('subscribePush', { subscription: device.subscription, topics: ['deadline'] }, { cookie });
    const pointer = expectRow(await db()('season_state').first('thisMatchId'));
    const fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
    const deadline = fantasyDeadline(fixture.date as IsoDate);
    const createdAt = new Date(deadline.getTime() - 60 * 60_000);
    const text = `Husk å lagre laget ditt for runde ${fixture.round}: fristen går ut i dag kl. 23.59.`;
    await db().transaction(async (trx) => {
      const [notice] = await trx('notices')
        .insert({
          userId: user.id,
          kind: 'deadlineReminder',
          text,
          season: fixture.season,
          round: fixture.round,
          matchId: fixture.matchId,
          createdAt,
        })
        .returning(['id', 'userId']);
      await queueNoticePushes(
        trx,
        { kind: 'deadlineReminder', season: fixture.season, round: fixture.round, matchID: fixture.matchId, createdAt },
        [notice!],
      );
    });
    const running = sender({ now: () => new Date(createdAt.getTime() + 1000) });
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(1);
    await running.stop();
    const [push] = service.received;
    expect(push!.message).toEqual({
      title: 'Husk laget ditt',
      body: text,
      url: '/fantasy/team',
      tag: `deadlineReminder:${fixture.matchId}`,
    });
    expect(push!.ttl).toBe(60 * 60 - 1);
    expect(push!.topic).toBe(`deadline${fixture.season}-${fixture.round}`);
    expect(push!.urgency).toBe('normal');
  });
});

describe('overtaking in a league', () => {
  /** A snapshot of the numbers of the given users, in their order. */
  function snapshot(leagueId: number, users: readonly number[], totals: readonly number[]): PointsSnapshot {
    return {
      fixture: { id: 1 },
      live: true,
      teams: {
        leagues: new Map([[leagueId, [...users]]]),
        indexOf: new Map(users.map((user, index) => [user, index])),
      },
      numbers: { roundPoints: totals.map(() => 0), totalPoints: [...totals], worldRank: totals.map(() => 0) },
    } as unknown as PointsSnapshot;
  }

  it('tells a manager who follows their leagues whom a goal moved them past, once a match per league', async () => {
    const named = async (username: string) =>
      expectRow(await db()('users').where({ username }).first('id', 'firstName', 'username'));
    const [climber, kari, leader] = [await named('vsffan'), await named('spiller'), await named('skribent')];
    const league = expectRow(await db()('leagues').first('id', 'name'));
    const cookie = await app.login(climber!.username);
    await app.call('subscribePush', { subscription: service.device().subscription, topics: ['leagues'] }, { cookie });
    const users = [climber!.id, kari!.id, leader!.id];
    const change: LivePointsChange = {
      before: snapshot(league.id, users, [40, 41, 60]),
      after: snapshot(league.id, users, [44, 41, 60]),
    };
    const pushes = await overtakingPushes(db(), change, app.deps.now());
    expect(pushes).toEqual([
      expect.objectContaining({
        topic: 'leagues',
        title: `Du gikk forbi ${kari!.firstName} i ${league.name}`,
        body: 'Du er nå nr. 2 i ligaen.',
        userIds: [climber!.id],
      }),
    ]);
    await queuePushes(db(), pushes, app.deps.now());
    await queuePushes(db(), await overtakingPushes(db(), change, app.deps.now()), app.deps.now());
    expect(await db()('push_messages').where({ topic: 'leagues' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    // Nobody is told of a league they do not climb in.
    const still: LivePointsChange = { before: change.after, after: snapshot(league.id, users, [44, 42, 60]) };
    expect(await overtakingPushes(db(), still, app.deps.now())).toEqual([]);
  });
});
