/**
 * The push service of `bench:push` (api/src/testing/pushService.ts) in a process of its own, so
 * its decryption does not share the product's event loop or the bench's: it makes BENCH_DEVICES
 * devices, tells the bench their subscriptions, and when asked how many messages it has taken
 * (decrypted) and bare POSTs it has answered, with the last one's time.
 */
import type { PushSubscriptionInput } from '@vsf/contract';
import { startTestPushService } from '@vsf/api/testing';

export type PushServiceRequest = { count: true };
export type PushServiceReport =
  { ready: { host: string; subscriptions: PushSubscriptionInput[] } } | { count: PushServiceCount };

/** What the push service has taken: every message, the goals (title 'MÅL! …'), the bare POSTs, other answers. */
export interface PushServiceCount {
  received: number;
  lastReceivedAt: number;
  goals: number;
  lastGoalAt: number;
  bare: number;
  wrong: number;
}

const send = (report: PushServiceReport) => process.send?.(report);
const service = await startTestPushService({
  certFile: process.env.BENCH_CERT_FILE ?? '',
  keyFile: process.env.BENCH_KEY_FILE ?? '',
});
const devices = Array.from({ length: Number(process.env.BENCH_DEVICES ?? 10_000) }, () => service.device());

process.on('message', () => {
  const goals = service.received.filter((push) => push.message.title.startsWith('MÅL!'));
  send({
    count: {
      received: service.received.length,
      lastReceivedAt: service.received.at(-1)?.at ?? 0,
      goals: goals.length,
      lastGoalAt: goals.at(-1)?.at ?? 0,
      bare: service.bare.length,
      wrong: service.requests.filter((request) => request.status !== 201).length,
    },
  });
});
process.on('disconnect', () => void service.close().then(() => process.exit(0)));
send({ ready: { host: service.host, subscriptions: devices.map((device) => device.subscription) } });
