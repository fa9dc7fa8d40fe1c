import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionInput } from '@vsf/contract';
import { DEFAULT_RATE_LIMITS, setRateLimits } from '../platform/security/rateLimit';
import { createTestApp, type TestApp } from '../testing/testApp';
import { ENDPOINT_MESSAGES } from './endpointPolicy';
import { allowedHosts } from './pushConfig';
import { PUSH_MESSAGES } from './schemas';
import { DEVICES_PER_USER } from './subscriptions';

let app: TestApp;
let fan: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  fan = await app.login('vsffan');
});
afterAll(() => app.close());

const db = () => app.deps.db.knex;
const subscriptionRows = () => db()('push_subscriptions').orderBy('id').select('endpoint', 'topics', 'userId');

let serial = 0;
/** A device's subscription as a browser gives it: a fresh P-256 key and auth secret. */
function device(endpoint = `https://fcm.googleapis.com/fcm/send/device-${++serial}`): PushSubscriptionInput {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('getPushKey', () => {
  it("answers the server's VAPID public key", async () => {
    const { status, body } = await app.call('getPushKey');
    expect(status).toBe(200);
    expect(body.publicKey).toBe(app.deps.config.push.vapid!.publicKey);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('subscribePush', () => {
  it("keeps an anonymous fan's device following the matches, and tells its topics back", async () => {
    const sub = device();
    const { status, body } = await app.call('subscribePush', { subscription: sub, topics: ['matches'] });
    expect(status).toBe(200);
    expect(body.topics).toEqual(['matches']);
    const row = await db()('push_subscriptions').where({ endpoint: sub.endpoint }).first();
    expect(row).toMatchObject({ p256dh: sub.keys.p256dh, auth: sub.keys.auth, topics: ['matches'], userId: null });
    expect((await app.call('getPushTopics', { endpoint: sub.endpoint })).body.topics).toEqual(['matches']);
  });

  it("keeps a manager's topics in order, each once, with the account; again replaces them", async () => {
    const sub = device();
    const { body } = await app.call(
      'subscribePush',
      { subscription: sub, topics: ['leagues', 'matches', 'deadline', 'leagues'] },
      { cookie: fan },
    );
    expect(body.topics).toEqual(['matches', 'deadline', 'leagues']);
    const userId = await app.userIDOf(fan);
    expect(await db()('push_subscriptions').where({ endpoint: sub.endpoint }).first('topics', 'userId')).toEqual({
      topics: ['matches', 'deadline', 'leagues'],
      userId,
    });
    await app.call('subscribePush', { subscription: sub, topics: ['results', 'corrections'] }, { cookie: fan });
    expect((await app.call('getPushTopics', { endpoint: sub.endpoint })).body.topics).toEqual([
      'results',
      'corrections',
    ]);
  });

  it('refuses the manager topics without a login (401), and stores nothing', async () => {
    const before = await subscriptionRows();
    const { status, body } = await app.call('subscribePush', {
      subscription: device(),
      topics: ['matches', 'deadline'],
    });
    expect(status).toBe(401);
    expect(body.msg).toBe(PUSH_MESSAGES.managerTopics);
    expect(await subscriptionRows()).toEqual(before);
  });

  it('ends the subscription with an empty list, and with unsubscribePush', async () => {
    const [a, b] = [device(), device()];
    await app.call('subscribePush', { subscription: a, topics: ['matches'] });
    await app.call('subscribePush', { subscription: b, topics: ['matches'] });
    expect((await app.call('subscribePush', { subscription: a, topics: [] })).body.topics).toEqual([]);
    expect((await app.call('unsubscribePush', { endpoint: b.endpoint })).status).toBe(200);
    for (const sub of [a, b]) {
      expect(await db()('push_subscriptions').where({ endpoint: sub.endpoint }).first()).toBeUndefined();
      expect((await app.call('getPushTopics', { endpoint: sub.endpoint })).body.topics).toEqual([]);
    }
  });

  it('takes the browsers\u2019 push services, on their default port only', async () => {
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QO1_abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect((await app.call('subscribePush', { subscription: device(endpoint), topics: ['matches'] })).status).toBe(
        200,
      );
    }
  });

  const badInputs: [string, (sub: PushSubscriptionInput) => unknown, string][] = [
    [
      'an http: endpoint',
      (s) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') }),
      ENDPOINT_MESSAGES.notHttps,
    ],
    ['no URL', (s) => ({ ...s, endpoint: 'fcm.googleapis.com/fcm/send/x' }), PUSH_MESSAGES.endpoint],
    [
      'a host of no push service',
      (s) => ({ ...s, endpoint: 'https://push.example.org/x' }),
      ENDPOINT_MESSAGES.notPushService,
    ],
    [
      'a look-alike host',
      (s) => ({ ...s, endpoint: 'https://fcm.googleapis.com.example.org/x' }),
      ENDPOINT_MESSAGES.notPushService,
    ],
    [
      'another port',
      (s) => ({ ...s, endpoint: 'https://fcm.googleapis.com:8443/x' }),
      ENDPOINT_MESSAGES.notPushService,
    ],
    [
      'a user in the URL',
      (s) => ({ ...s, endpoint: 'https://a:b@fcm.googleapis.com/x' }),
      ENDPOINT_MESSAGES.notPushService,
    ],
    ['a loopback address', (s) => ({ ...s, endpoint: 'https://127.0.0.1/x' }), ENDPOINT_MESSAGES.notPushService],
    ['a private address', (s) => ({ ...s, endpoint: 'https://10.0.0.8/x' }), ENDPOINT_MESSAGES.notPushService],
    [
      'a link-local address',
      (s) => ({ ...s, endpoint: 'https://169.254.169.254/x' }),
      ENDPOINT_MESSAGES.notPushService,
    ],
    ['an IPv6 loopback', (s) => ({ ...s, endpoint: 'https://[::1]/x' }), ENDPOINT_MESSAGES.notPushService],
    [
      'a too long endpoint',
      (s) => ({ ...s, endpoint: `${s.endpoint}/${'a'.repeat(2000)}` }),
      PUSH_MESSAGES.endpointLong,
    ],
    ['no keys', (s) => ({ endpoint: s.endpoint }), PUSH_MESSAGES.keys],
    [
      'a short p256dh',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 80) } }),
      PUSH_MESSAGES.p256dh,
    ],
    [
      'a compressed p256dh',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: compressed(s.keys.p256dh) } }),
      PUSH_MESSAGES.p256dh,
    ],
    [
      'a point off the curve',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: offCurve(s.keys.p256dh) } }),
      PUSH_MESSAGES.p256dh,
    ],
    [
      'base64 that is not base64url',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: `+/${s.keys.p256dh.slice(2)}` } }),
      PUSH_MESSAGES.p256dh,
    ],
    [
      'an auth of 15 bytes',
      (s) => ({ ...s, keys: { ...s.keys, auth: randomBytes(15).toString('base64url') } }),
      PUSH_MESSAGES.auth,
    ],
    [
      'an auth of 17 bytes',
      (s) => ({ ...s, keys: { ...s.keys, auth: randomBytes(17).toString('base64url') } }),
      PUSH_MESSAGES.auth,
    ],
  ];

  it.each(badInputs)('refuses %s with a Norwegian 400, and stores nothing', async (_, bad, message) => {
    const before = await subscriptionRows();
    const { status, body } = await app.callRaw('subscribePush', { subscription: bad(device()), topics: ['matches'] });
    expect(status).toBe(400);
    expect(body.msg).toContain(message);
    expect(await subscriptionRows()).toEqual(before);
  });

  it('refuses an unknown topic with a Norwegian 400', async () => {
    const { status, body } = await app.callRaw('subscribePush', { subscription: device(), topics: ['everything'] });
    expect(status).toBe(400);
    expect(body.msg).toContain(PUSH_MESSAGES.topic);
  });

  it("keeps an account's newest devices only", async () => {
    const userId = await app.userIDOf(fan);
    await db()('push_subscriptions').where({ userId }).delete();
    const devices = Array.from({ length: DEVICES_PER_USER + 2 }, () => device());
    for (const [index, sub] of devices.entries()) {
      app.setNow(new Date(Date.UTC(2026, 10, 1, 12, index)));
      await app.call('subscribePush', { subscription: sub, topics: ['deadline'] }, { cookie: fan });
    }
    const kept = await db()('push_subscriptions').where({ userId }).orderBy('id').pluck('endpoint');
    expect(kept).toEqual(devices.slice(2).map((sub) => sub.endpoint));
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it('replaces the list, and may name an inside host, on the port it names', async () => {
    const config = app.deps.config.push;
    app.deps.config.push = { ...config, allowedHosts: allowedHosts('localhost:9443, push.test.example') };
    try {
      const status = async (endpoint: string) =>
        (await app.call('subscribePush', { subscription: device(endpoint), topics: ['matches'] })).status;
      expect(await status('https://localhost:9443/push/1')).toBe(200);
      expect(await status('https://push.test.example/push/2')).toBe(200);
      expect(await status('https://localhost:9444/push/3')).toBe(400);
      expect(await status('https://127.0.0.1:9443/push/4')).toBe(400);
      expect(await status('https://fcm.googleapis.com/fcm/send/5')).toBe(400);
    } finally {
      app.deps.config.push = config;
    }
  });
});

describe('the limit per address', () => {
  it('refuses more subscriptions from one address than the limit within the hour (429)', async () => {
    // The calls above counted against the address already: this test starts from none.
    await db()('rate_limits').delete();
    setRateLimits(app.deps, {
      ...DEFAULT_RATE_LIMITS,
      counters: {
        ...DEFAULT_RATE_LIMITS.counters,
        pushSubscribe: [{ key: 'ip', windowSeconds: 3600, refuseAfter: 3 }],
      },
    });
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await app.call('subscribePush', { subscription: device(), topics: ['matches'] })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

/** The same point in compressed form (33 bytes), which encryption for the device cannot take. */
function compressed(p256dh: string): string {
  const point = Buffer.from(p256dh, 'base64url');
  return Buffer.concat([Buffer.from([2 + (point[64]! & 1)]), point.subarray(1, 33)]).toString('base64url');
}

/** 65 bytes that look like a point but are not on the curve. */
function offCurve(p256dh: string): string {
  const point = Buffer.from(p256dh, 'base64url');
  point[64] = point[64]! ^ 1;
  return point.toString('base64url');
}
