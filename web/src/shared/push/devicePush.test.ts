import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { keyBytes, leaveManagerTopics, loadDeviceTopics, setDeviceTopics } from './devicePush';
import { PUSH_TEXTS } from './texts';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OLD_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: 'BPq', auth: 'c2VjcmV0' };

/** The browser's side: a worker registration with a push manager that keeps one subscription. */
function stubBrowser({
  permission = 'granted' as NotificationPermission,
  subscribedWith = null as string | null,
} = {}) {
  const ended: string[] = [];
  const subscriptionFor = (key: Uint8Array) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(() => {
      ended.push(ENDPOINT);
      current = null;
      return Promise.resolve(true);
    }),
  });
  let current: ReturnType<typeof subscriptionFor> | null = subscribedWith
    ? subscriptionFor(keyBytes(subscribedWith))
    : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      current = subscriptionFor(options.applicationServerKey);
      return Promise.resolve(current);
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  vi.stubGlobal('Notification', { requestPermission });
  return { pushManager, ended, requestPermission };
}

let requests: ApiRequest[];
let serverTopics: string[];

beforeEach(() => {
  serverTopics = [];
  requests = stubApi((call) => {
    if (call === 'getPushKey') return { success: true, publicKey: SERVER_KEY };
    if (call === 'subscribePush') return { success: true, topics: serverTopics };
    if (call === 'unsubscribePush') return { success: true };
    if (call === 'getPushTopics') return { success: true, topics: serverTopics };
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const calls = () => requests.map((request) => request.call);

describe("a device's push subscription", () => {
  it('turning a kind on asks permission, subscribes the browser to the server key and tells the server', async () => {
    const browser = stubBrowser();
    serverTopics = ['matches'];
    expect(await setDeviceTopics(['matches'])).toEqual(['matches']);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...options.applicationServerKey]).toEqual([...keyBytes(SERVER_KEY)]);
    expect(calls()).toEqual(['getPushKey', 'subscribePush']);
    expect(requests[1]!.body).toEqual({ subscription: { endpoint: ENDPOINT, keys: KEYS }, topics: ['matches'] });
  });

  it('refused permission changes nothing and says how to allow it', async () => {
    const browser = stubBrowser({ permission: 'denied' });
    await expect(setDeviceTopics(['matches'])).rejects.toThrow(PUSH_TEXTS.denied);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls()).toEqual([]);
  });

  it("the server's refusal is shown in its own words", async () => {
    stubBrowser();
    stubApi((call) => {
      if (call === 'getPushKey') return { success: true, publicKey: SERVER_KEY };
      return { success: false, msg: 'Logg inn for å få varsler om fantasy-laget ditt.' };
    });
    await expect(setDeviceTopics(['deadline'])).rejects.toThrow('Logg inn for å få varsler om fantasy-laget ditt.');
  });

  it('keeps a subscription made for the same key, and makes a new one for a replaced key', async () => {
    const same = stubBrowser({ subscribedWith: SERVER_KEY });
    await setDeviceTopics(['matches', 'deadline']);
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.ended).toEqual([]);
    const replaced = stubBrowser({ subscribedWith: OLD_KEY });
    await setDeviceTopics(['matches']);
    expect(replaced.ended).toEqual([ENDPOINT]);
    expect(replaced.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('turning every kind off ends the subscription on the server and in the browser', async () => {
    const browser = stubBrowser({ subscribedWith: SERVER_KEY });
    expect(await setDeviceTopics([])).toEqual([]);
    expect(calls()).toEqual(['unsubscribePush']);
    expect(requests[0]!.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.ended).toEqual([ENDPOINT]);
  });

  it('ends it in the browser even when the server cannot be reached', async () => {
    const browser = stubBrowser({ subscribedWith: SERVER_KEY });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await setDeviceTopics([])).toEqual([]);
    expect(browser.ended).toEqual([ENDPOINT]);
  });

  it("reads the device's topics from the server by its endpoint, and none without a subscription", async () => {
    stubBrowser();
    expect(await loadDeviceTopics()).toEqual({ topics: [] });
    expect(calls()).toEqual([]);
    stubBrowser({ subscribedWith: SERVER_KEY });
    serverTopics = ['matches', 'results'];
    expect(await loadDeviceTopics()).toEqual({ topics: ['matches', 'results'] });
    expect(requests.at(-1)).toEqual({ call: 'getPushTopics', body: { endpoint: ENDPOINT } });
  });
});

describe('a logout on a device with pushes', () => {
  /** What browserHasPush looks for besides the worker: the stubs give the rest. */
  beforeEach(() => vi.stubGlobal('PushManager', function PushManager() {}));

  it("keeps the matches as a fan's and drops the manager's kinds", async () => {
    const browser = stubBrowser({ subscribedWith: SERVER_KEY });
    serverTopics = ['matches', 'deadline', 'corrections'];
    await leaveManagerTopics();
    expect(calls()).toEqual(['getPushTopics', 'subscribePush']);
    expect(requests[1]!.body).toEqual({ subscription: { endpoint: ENDPOINT, keys: KEYS }, topics: ['matches'] });
    expect(browser.ended).toEqual([]);
  });

  it("ends a subscription that followed only a manager's kinds, on the server and in the browser", async () => {
    const browser = stubBrowser({ subscribedWith: SERVER_KEY });
    serverTopics = ['deadline'];
    await leaveManagerTopics();
    expect(calls()).toEqual(['getPushTopics', 'unsubscribePush']);
    expect(browser.ended).toEqual([ENDPOINT]);
  });

  it('asks nothing on a device without a subscription', async () => {
    stubBrowser();
    await leaveManagerTopics();
    expect(calls()).toEqual([]);
  });
});
