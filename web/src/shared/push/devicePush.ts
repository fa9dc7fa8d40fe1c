import type { PushSubscriptionInput, PushTopic } from '@vsf/contract';
import { api } from '../../api/client';
import { ApiRefusal, fetchApi } from '../../api/useApiQuery';
import { PUSH_TEXTS } from './texts';

/** A refusal the settings show as it is: the server's text, or one of ours. */
export class PushSettingError extends Error {
  override name = 'PushSettingError';
}

/** Whether this browser can receive Web Push at all (a worker, a push manager and notifications). */
export function browserHasPush(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** This device's subscription, if it has one (without waiting for the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The topics the server has for this device: none without a subscription. */
export async function loadDeviceTopics(): Promise<{ topics: PushTopic[] }> {
  const subscription = await currentSubscription();
  if (!subscription) return { topics: [] };
  return fetchApi('getPushTopics', { endpoint: subscription.endpoint });
}

/** The VAPID key (base64url, as getPushKey answers it) as the bytes `subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** The subscription as the server takes it (the fields of its `toJSON()`). */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/**
 * This device's subscription to the site's push key, made now when there is none. One made
 * for an older key (the server's keys were replaced) is ended and made again.
 */
async function deviceSubscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes((await fetchApi('getPushKey')).publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Follows `topics` on this device: asks the visitor's permission (first, while the tap still
 * counts as theirs), subscribes the browser and tells the server. Answers the topics the
 * server keeps.
 */
async function followTopics(topics: PushTopic[]): Promise<PushTopic[]> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSettingError(PUSH_TEXTS.denied);
  const subscription = await deviceSubscription();
  const answer = await api('subscribePush', { subscription: subscriptionInput(subscription), topics });
  if (!answer.success) throw new PushSettingError(answer.msg);
  return answer.topics;
}

/**
 * Ends this device's subscription: on the server (it sends nothing more) and in the browser
 * (the push service forgets it). The browser's part is done even when the server cannot be
 * reached: the push service then refuses the server's next push, and the server forgets it.
 */
async function endSubscription(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    const answer = await api('unsubscribePush', { endpoint: subscription.endpoint });
    if (!answer.success) console.error('unsubscribePush:', answer.msg);
  } catch (error) {
    console.error(error);
  }
  await subscription.unsubscribe();
}

/** Makes this device follow exactly `topics`: none ends its subscription. Answers what it now follows. */
export async function setDeviceTopics(topics: PushTopic[]): Promise<PushTopic[]> {
  if (topics.length > 0) return followTopics(topics);
  await endSubscription();
  return [];
}

/**
 * After a logout: the manager's kinds end with the session, so the next person on a shared
 * phone is not shown the previous manager's notices. A device that also follows the matches
 * keeps them as a fan's (subscribing with no session drops the account); one that followed
 * only a manager's kinds ends its subscription.
 */
export async function leaveManagerTopics(): Promise<void> {
  if (!browserHasPush()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { topics } = await fetchApi('getPushTopics', { endpoint: subscription.endpoint });
  if (topics.includes('matches')) {
    const answer = await api('subscribePush', { subscription: subscriptionInput(subscription), topics: ['matches'] });
    if (!answer.success) throw new PushSettingError(answer.msg);
  } else if (topics.length > 0) {
    await endSubscription();
  }
}

/** What the visitor is told when a change failed. */
export function changeFailureText(error: unknown): string {
  if (error instanceof PushSettingError || error instanceof ApiRefusal) return error.message;
  return PUSH_TEXTS.failed;
}
