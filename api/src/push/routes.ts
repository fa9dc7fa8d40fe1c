import { z } from 'zod';
import type { PushConfig, VapidKeys } from './pushConfig';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { endpointProblem } from './endpointPolicy';
import { PUSH_MESSAGES, endpointOnlySchema, subscribePushSchema } from './schemas';
import { deleteSubscription, orderedTopics, saveSubscription, topicsOf } from './subscriptions';

/** The keys, or 404 when this server has pushes off (the scaled mode without VAPID_*). */
function vapidOf(push: PushConfig): VapidKeys {
  if (!push.vapid) throw new HttpError(404, PUSH_MESSAGES.notConfigured);
  return push.vapid;
}

const getPushKey = defineRoute({
  name: 'getPushKey',
  access: 'anyone',
  summary: "The server's VAPID public key (base64url), for the browser's pushManager.subscribe.",
  input: z.object({}),
  async handler({ deps }) {
    return { publicKey: vapidOf(deps.config.push).publicKey };
  },
});

const subscribePush = defineRoute({
  name: 'subscribePush',
  access: 'anyone',
  transaction: true,
  // Every subscription counts, not only refused ones: the limit is on devices, not on guesses.
  rateLimit: { scope: 'pushSubscribe', refund: () => false },
  summary:
    "Keeps a device's push subscription with the topics it follows (matches: anyone; the others: a logged-in manager); an empty list ends it.",
  input: subscribePushSchema,
  async handler({ input, db, deps, user }) {
    const { push } = deps.config;
    vapidOf(push);
    const problem = endpointProblem(new URL(input.subscription.endpoint), push.allowedHosts);
    if (problem) throw new HttpError(400, problem);
    const topics = orderedTopics(input.topics);
    if (!user && topics.some((topic) => topic !== 'matches')) throw new HttpError(401, PUSH_MESSAGES.managerTopics);
    if (topics.length === 0) await deleteSubscription(db, input.subscription.endpoint);
    else await saveSubscription(db, input.subscription, topics, user?.userID ?? null, deps.now());
    return { topics };
  },
});

const unsubscribePush = defineRoute({
  name: 'unsubscribePush',
  access: 'anyone',
  summary: "Ends a device's push subscription (whoever holds the endpoint: the browser keeps it secret).",
  input: endpointOnlySchema,
  async handler({ input, db }) {
    await deleteSubscription(db, input.endpoint);
    return {};
  },
});

const getPushTopics = defineRoute({
  name: 'getPushTopics',
  access: 'anyone',
  summary: 'The topics a device follows, by its endpoint (none when unknown).',
  input: endpointOnlySchema,
  async handler({ input, db }) {
    return { topics: await topicsOf(db, input.endpoint) };
  },
});

export const pushRoutes = [getPushKey, subscribePush, unsubscribePush, getPushTopics];
