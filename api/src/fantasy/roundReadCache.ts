import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { BusEventName } from '@vsf/contract';
import type { AppDeps } from '../appDeps';
import type { EventBus } from '../platform/bus/eventBus';
import { answerCached } from '../platform/cache/answerJson';
import type { RawAnswer } from '../platform/http/route';
import { isLocked, roundFixture, type RoundFixture } from './roundFixture';

/**
 * Answers a read that every user shares for a round (routes with `respond: 'raw'`). After
 * the round's deadline its teams only change by a rescore, so the answer is kept in the
 * 'fantasyRound' cache (dropped on 'rankings:updated'); before it every saved team changes
 * the lists, so they are kept in 'fantasyOpenRound', which every 'team:saved' drops too. The
 * key names which side of the deadline it was computed on: no answer crosses it.
 */
export async function answerRoundRead<Answer extends object>(
  deps: Pick<AppDeps, 'bus' | 'now'>,
  koa: Context,
  fixture: RoundFixture,
  name: string,
  compute: () => Promise<Answer>,
): Promise<RawAnswer<Answer>> {
  if (!isLocked(fixture, deps.now()))
    return answerCached(deps, koa, `${name}:${fixture.id}:open`, compute, 'fantasyOpenRound');
  return answerCached(deps, koa, `${name}:${fixture.id}`, compute, 'fantasyRound');
}

/** The events that can change a fixture row: schedule and result writes, season moves. */
const FIXTURE_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'fixtures:updated',
  'stats:updated',
  'season:changed',
]);
/** Bounds the memory: callers name the season and match, so unknown pairs are not kept. */
const MAX_FIXTURES = 1000;

const fixturesByBus = new WeakMap<EventBus, Map<string, Promise<RoundFixture>>>();

/**
 * The round's fixture for the shared lists, kept per process: those reads would otherwise
 * spend their one query on it. Not for writes: a transaction must read its own rows.
 */
export function sharedRoundFixture(deps: Pick<AppDeps, 'bus'>, db: Knex, season: number, matchID: string) {
  let fixtures = fixturesByBus.get(deps.bus);
  if (!fixtures) {
    const created = new Map<string, Promise<RoundFixture>>();
    deps.bus.subscribe((message) => {
      if (FIXTURE_EVENTS.has(message.event)) created.clear();
    });
    fixturesByBus.set(deps.bus, (fixtures = created));
  }
  const key = `${season}|${matchID}`;
  const kept = fixtures.get(key);
  if (kept) return kept;
  const found = roundFixture(db, season, matchID);
  if (fixtures.size >= MAX_FIXTURES) fixtures.clear();
  fixtures.set(key, found);
  const own = fixtures;
  // An unknown match (404) or a failed read is not kept.
  found.catch(() => {
    if (own.get(key) === found) own.delete(key);
  });
  return found;
}
