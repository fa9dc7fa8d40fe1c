import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Knex } from 'knex';
import { clubPlaysHome, displayTeamName, osloDateTimeToInstant, playerDisplayName } from '@vsf/engine';
import { runNoticeJobs } from '../notices';
import { expectRow } from '../testing/rows';
import { startTestPushService, type TestDevice, type TestPushService } from '../testing/pushService';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startPushSender, type PushSender } from './pushSender';

let service: TestPushService;
let app: TestApp;
let sender: PushSender;
let admin: string;
let fan: string;
const db = (): Knex => app.deps.db.knex;

let fixture: { id: number; matchId: string; homeTeam: string; awayTeam: string; date: string };
let squad: number[];
let fans: TestDevice[];
let managerDevice: TestDevice;
let scorer: string;

/** VSF 1–0 Opponents, whichever side the club plays on. */
const line = (club: number, opponents: number) => {
  const clubHome = clubPlaysHome(fixture.homeTeam, fixture.awayTeam);
  const [home, away] = clubHome ? [club, opponents] : [opponents, club];
  return `${displayTeamName(fixture.homeTeam)} ${home}–${away} ${displayTeamName(fixture.awayTeam)}`;
};
const receivedBy = (device: TestDevice) => service.received.filter((push) => push.device === device.id);
const titlesOf = (device: TestDevice) => receivedBy(device).map((push) => push.message.title);

beforeAll(async () => {
  const dir = inject('pushCertDir');
  service = await startTestPushService({
    certFile: join(dir, 'push-service-cert.pem'),
    keyFile: join(dir, 'push-service-key.pem'),
  });
  app = await createTestApp('demo', { env: { PUSH_ALLOWED_HOSTS: service.host } });
  admin = await app.login('admin');
  fan = await app.login('vsffan');
  const pointer = expectRow(await db()('season_state').first());
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  squad = (await db()('players').where({ active: 1 }).orderBy('id').pluck('id')).slice(0, 6);
  scorer = playerDisplayName(expectRow(await db()('players').where({ id: squad[1] }).first()));
  app.setNow(osloDateTimeToInstant(fixture.date as never, '18:00'));
  // The sender's clock runs on from the app's (fixed) time, so pauses and leases pass.
  const started = performance.now();
  sender = startPushSender(app.deps, {
    now: () => new Date(app.deps.now().getTime() + performance.now() - started),
    retryMs: 100,
    leaseMs: 3000,
    everyMs: 200,
  });
  fans = [service.device(), service.device(), service.device()];
  for (const device of fans)
    await app.call('subscribePush', { subscription: device.subscription, topics: ['matches'] });
  managerDevice = service.device();
  await app.call(
    'subscribePush',
    { subscription: managerDevice.subscription, topics: ['corrections', 'deadline'] },
    { cookie: fan },
  );
});
afterAll(async () => {
  await sender.stop();
  await app.close();
  await service.close();
});

describe('a live match pushed to the fans who follow the matches', () => {
  it('tells each of them the kick-off, once', async () => {
    expect((await app.call('startLiveMatch', { matchID: fixture.matchId, squad }, { cookie: admin })).status).toBe(200);
    await expect
      .poll(() => fans.map(titlesOf), { timeout: 10_000 })
      .toEqual(fans.map(() => [`Avspark! ${line(0, 0)}`]));
    expect(receivedBy(managerDevice)).toEqual([]);
  });

  it('pushes a goal from the touchline with the scorer, the minute and the running score: Topic, TTL, high Urgency', async () => {
    const before = service.received.length;
    const { status } = await app.call(
      'addMatchEvent',
      { matchID: fixture.matchId, type: 'goal', minute: 12, playerID: squad[1] },
      { cookie: admin },
    );
    expect(status).toBe(200);
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(before + fans.length);
    for (const device of fans) {
      const push = receivedBy(device).at(-1)!;
      expect(push.message).toEqual({
        title: `MÅL! ${line(1, 0)}`,
        body: `${scorer} 12′`,
        url: `/match/${fixture.matchId}`,
        tag: `${fixture.matchId}:score`,
      });
      expect(push.topic).toBe(`match${fixture.id}`);
      expect(push.urgency).toBe('high');
      // Half an hour, less the moments the send took.
      expect(push.ttl).toBeGreaterThan(29 * 60);
      expect(push.ttl).toBeLessThanOrEqual(30 * 60);
    }
  });

  it('pushes nothing for a refused entry', async () => {
    const messages = await db()('push_messages').count({ n: '*' }).first();
    const { status } = await app.callRaw(
      'addMatchEvent',
      { matchID: fixture.matchId, type: 'goal', minute: 13, playerID: 999_999 },
      { cookie: admin },
    );
    expect(status).toBe(400);
    expect(await db()('push_messages').count({ n: '*' }).first()).toEqual(messages);
  });

  it('sends the correction of a deleted goal, in the ticker\u2019s words', async () => {
    const goal = expectRow(await db()('match_events').where({ fixtureId: fixture.id, type: 'goal' }).first());
    const before = service.received.length;
    const { status } = await app.call(
      'deleteMatchEvent',
      { eventID: goal.id, version: goal.version },
      { cookie: admin },
    );
    expect(status).toBe(200);
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(before + fans.length);
    for (const device of fans) {
      const push = receivedBy(device).at(-1)!;
      expect(push.message.title).toBe(`Rettet: ${line(0, 0)}`);
      expect(push.message.body).toMatch(new RegExp(`^Slettet: Mål av ${scorer}! .*Stillingen er`));
      expect(push.message.tag).toBe(`${fixture.matchId}:score`);
    }
  });

  it('tells the half-time, and never a goal twice', async () => {
    app.setNow(new Date(app.deps.now().getTime() + 46 * 60_000));
    await app.call('setMatchPhase', { matchID: fixture.matchId, phase: 'halfTime' }, { cookie: admin });
    await expect.poll(() => titlesOf(fans[0]!).at(-1), { timeout: 10_000 }).toBe(`Pause: ${line(0, 0)}`);
    for (const device of fans) {
      const titles = titlesOf(device);
      expect(titles).toEqual([...new Set(titles)]);
    }
  });
});

describe('what the push service answers', () => {
  it('deletes a subscription answered 404 or 410', async () => {
    const [gone, removed] = [service.device(), service.device()];
    for (const device of [gone, removed])
      await app.call('subscribePush', { subscription: device.subscription, topics: ['matches'] });
    service.answerWith((device) =>
      device === gone.id ? { status: 410 } : device === removed.id ? { status: 404 } : undefined,
    );
    await app.call('setMatchPhase', { matchID: fixture.matchId, phase: 'secondHalf' }, { cookie: admin });
    app.setNow(new Date(app.deps.now().getTime() + 20 * 60_000));
    await app.call(
      'addMatchEvent',
      { matchID: fixture.matchId, type: 'redCard', minute: 70, playerID: squad[3] },
      { cookie: admin },
    );
    await expect
      .poll(
        () =>
          db()('push_subscriptions').whereIn(
            'endpoint',
            [gone, removed].map((d) => d.subscription.endpoint),
          ),
        {
          timeout: 10_000,
        },
      )
      .toEqual([]);
    expect(await db()('push_deliveries').count({ n: '*' }).first()).toEqual({ n: 0 });
    service.answerWith(null);
  });

  it('tries again after 429, not before its Retry-After, and delivers once', async () => {
    const slow = service.device();
    await app.call('subscribePush', { subscription: slow.subscription, topics: ['matches'] });
    let refused = 0;
    service.answerWith((device) => {
      if (device !== slow.id || refused >= 2) return undefined;
      refused++;
      return { status: 429, headers: { 'Retry-After': '1' } };
    });
    const sentAt = Date.now();
    await app.call('addMatchEvent', { matchID: fixture.matchId, type: 'opponentGoal', minute: 75 }, { cookie: admin });
    await expect.poll(() => receivedBy(slow).length, { timeout: 15_000 }).toBe(1);
    expect(refused).toBe(2);
    const attempts = service.requests.filter((request) => request.device === slow.id);
    expect(attempts.map((request) => request.status)).toEqual([429, 429, 201]);
    // Two pauses of at least the second Retry-After asked for.
    expect(receivedBy(slow)[0]!.at - sentAt).toBeGreaterThanOrEqual(2000);
    expect(receivedBy(slow)[0]!.message.title).toBe(`Mål for ${displayTeamName(opponentOf())}: ${line(0, 1)}`);
    service.answerWith(null);
  });
});

describe("a manager's notices", () => {
  it('push the bell\u2019s own text to the devices that follow their kind, and no other', async () => {
    const team = expectRow(
      await db()('fantasy_teams as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.fixture_id', fixture.id)
        .whereNotNull('t.player1')
        .first('u.id', 'u.username'),
    );
    const manager = await app.login(team.username);
    const results = service.device();
    await app.call('subscribePush', { subscription: results.subscription, topics: ['results'] }, { cookie: manager });
    app.setNow(new Date(app.deps.now().getTime() + 30 * 60_000));
    await app.call('setMatchPhase', { matchID: fixture.matchId, phase: 'finished' }, { cookie: admin });
    await expect.poll(() => titlesOf(fans[0]!).at(-1), { timeout: 10_000 }).toBe(`Slutt: ${line(0, 1)}`);
    expect((await app.call('finishLiveMatch', { matchID: fixture.matchId }, { cookie: admin })).status).toBe(200);
    await runNoticeJobs(app.deps);
    const notice = expectRow(await db()('notices').where({ userId: team.id, kind: 'resultReady' }).first('text'));
    await expect
      .poll(() => receivedBy(results).map((push) => push.message), { timeout: 10_000 })
      .toEqual([
        {
          title: 'Resultatet er klart',
          body: notice.text,
          url: '/fantasy/points',
          tag: `resultReady:${fixture.matchId}`,
        },
      ]);
    // The manager who follows corrections and deadlines only got no result.
    expect(receivedBy(managerDevice)).toEqual([]);
  });
});

function opponentOf(): string {
  return clubPlaysHome(fixture.homeTeam, fixture.awayTeam) ? fixture.awayTeam : fixture.homeTeam;
}
