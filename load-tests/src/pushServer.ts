/**
 * The product of `bench:push`, as one process of `npm start` runs it (embedded: PGlite, the
 * demo club, its push job and worker thread), in a process of its own. Its clock stands on the
 * day of the season's current match, as bench:live's does. It trusts the bench's push service
 * through NODE_EXTRA_CA_CERTS and PUSH_ALLOWED_HOSTS, set by the bench when it started this
 * process. Over IPC it stores the devices' subscriptions when asked (as 10,000 subscribePush
 * calls from one address would be refused by the limit per address).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { osloDateTimeToInstant, parseFixtureDate } from '@vsf/engine';
import type { PushSubscriptionInput, SeasonContext } from '@vsf/contract';
import { startProduct } from '@vsf/api/testing';

export type PushServerRequest = { subscribe: PushSubscriptionInput[] };
export type PushServerReport = { ready: { url: string; matchID: string } } | { subscribed: number };

const send = (report: PushServerReport) => process.send?.(report);

let offset = 0;
const product = await startProduct({
  webDistDir: join(tmpdir(), 'vsf-bench-push-no-web'),
  now: () => new Date(Date.now() + offset),
});
const season = (await (
  await fetch(`${product.url}/api/getYearRoundMatchDateID`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: product.url },
    body: '{}',
  })
).json()) as SeasonContext;
const matchDate = season.thisMatchDate ? parseFixtureDate(season.thisMatchDate) : null;
if (!matchDate) throw new Error('the demo season has no current match');
offset = osloDateTimeToInstant(matchDate, '18:00').getTime() - Date.now();

process.on('message', (request: PushServerRequest) => {
  const now = new Date(Date.now() + offset);
  void product.knex
    .raw(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, topics, created_at, updated_at)
       SELECT endpoint, p256dh, auth, '{matches}', ?, ? FROM json_to_recordset(?::json) AS s(endpoint text, p256dh text, auth text)`,
      [now, now, JSON.stringify(request.subscribe.map(({ endpoint, keys }) => ({ endpoint, ...keys })))],
    )
    .then(() => send({ subscribed: request.subscribe.length }));
});
process.on('disconnect', () => void product.close().then(() => process.exit(0)));
send({ ready: { url: product.url, matchID: season.thisMatchID } });
