import type { Context } from 'koa';
import type { AppDeps } from '../appDeps';
import type { EventBus } from '../bus/eventBus';
import { answerCached } from '../cache/answerJson';
import { readCache } from '../cache/readCache';
import { isLocked, type RoundFixture } from './roundFixture';

const subscribedBuses = new WeakSet<EventBus>();

/**
 * The read cache drops on fixture, statistics and season events; a rescore's
 * 'rankings:updated' must drop the round lists too. Subscribed on first use: before it,
 * this process cached nothing of ours.
 */
function dropOnRankings(deps: Pick<AppDeps, 'bus'>): void {
  if (subscribedBuses.has(deps.bus)) return;
  subscribedBuses.add(deps.bus);
  deps.bus.subscribe((message) => {
    if (message.event === 'rankings:updated') readCache(deps).clear();
  });
}

/**
 * Answers a read that every user shares for a round (routes with `respond: 'raw'`). After
 * the round's deadline its teams only change by a rescore, so the answer is cached until
 * the next 'rankings:updated'; before it every saved team changes the lists, so they are
 * computed each time.
 */
export async function answerRoundRead(
  deps: Pick<AppDeps, 'bus' | 'now'>,
  koa: Context,
  fixture: RoundFixture,
  name: string,
  compute: () => Promise<object>,
): Promise<Record<string, never>> {
  if (!isLocked(fixture, deps.now())) {
    koa.body = { success: true, ...(await compute()) };
    return {};
  }
  dropOnRankings(deps);
  return answerCached(deps, koa, `fantasy:${name}:${fixture.id}`, compute);
}
