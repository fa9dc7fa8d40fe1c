import type { NoInput } from './common';

/**
 * Web Push: a device (not an account) subscribes to kinds of notifications. An anonymous fan
 * may follow the club's matches; the other kinds are a logged-in manager's.
 */

/** What a subscription can follow. `matches` is anyone's; the rest need a logged-in manager. */
export type PushTopic = 'matches' | 'deadline' | 'results' | 'corrections' | 'leagues';

/** The browser's PushSubscription as `toJSON()` gives it (the fields the server keeps). */
export interface PushSubscriptionInput {
  /** Always `https:`, on a browser's push service (or a host `PUSH_ALLOWED_HOSTS` names). */
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the service worker receives, decrypted, and shows as a notification. Every push is
 * shown (a silent push costs the subscription on Safari).
 */
export interface PushMessage {
  /** Norwegian, whole: 'MÅL! VSF 2–1 Grorud IL 2' */
  title: string;
  /** Norwegian, whole: 'Ola Nordmann 54′' */
  body: string;
  /** The site's own path the tap opens: '/match/2026-12-…' */
  url: string;
  /** Replaces an older notification of the same thing on the device (one per match and kind). */
  tag: string;
}

export interface PushCalls {
  /** Anyone: the VAPID public key (base64url) for `pushManager.subscribe`. */
  getPushKey: { input: NoInput; answer: { publicKey: string } };
  /**
   * Anyone for `matches`, a logged-in manager for the other topics. Subscribing again with the
   * same endpoint replaces the device's topics; an empty list ends the subscription.
   */
  subscribePush: {
    input: { subscription: PushSubscriptionInput; topics: PushTopic[] };
    answer: { topics: PushTopic[] };
  };
  /** Anyone who holds the endpoint: ends the device's subscription on the server. */
  unsubscribePush: { input: { endpoint: string }; answer: Record<string, never> };
  /** Anyone who holds the endpoint: the topics this device follows (none when unknown). */
  getPushTopics: { input: { endpoint: string }; answer: { topics: PushTopic[] } };
}
