import type { Context } from 'koa';
import type { BusEventName, BusMessage } from '@vsf/contract';
import type { AppDeps } from '../appDeps';
import type { EventBus } from '../platform/bus/eventBus';
import { sendCachedAnswer } from '../platform/cache/answerJson';
import { serialiseAnswer, type CachedAnswer } from '../platform/cache/readCache';
import {
  FANTASY_WIDE_EVENTS,
  userAnswerCache,
  type DropSelection,
  type UserAnswerCache,
} from '../platform/cache/userAnswerCache';
import { answerRaw, type RawAnswer } from '../platform/http/route';

/**
 * What can move any standing: a rescore, results, schedules, a season move or a moved
 * pointer, a league or its members, anybody's name, and every live write (a match that starts
 * or moves while it is played: its answers are provisional and are not kept anyway, but the
 * answers kept before it started are not its numbers).
 */
const DROPS_ALL: ReadonlySet<BusEventName> = new Set<BusEventName>([
  ...FANTASY_WIDE_EVENTS,
  'users:changed',
  'leagues:changed',
  'match:live',
  'points:live',
]);

/**
 * A manager's own save changes only its round's standings (its team counts there, with its
 * carried total); an admin's correction may change any round's.
 */
function standingsDrops(message: BusMessage): DropSelection {
  if (DROPS_ALL.has(message.event)) return 'all';
  if (message.event !== 'team:saved') return null;
  const { matchID } = (message as BusMessage<'team:saved'>).payload;
  return matchID === undefined ? 'all' : { match: matchID };
}

/** Bounds the memory: a 'Verdensranking' is about 20 KB as JSON, a rank a few bytes. */
const LIMITS = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

/**
 * The ranking and points answers a manager's pages ask for (ranks, 'Verdensranking', league
 * tables, the explained points of one's own team), kept per process by viewer and input,
 * tagged with the match they are about, serialised once (JSON, gzip, ETag). A live match's
 * answers are never kept: they move with every event and have their own cache per revision
 * (match/livePoints/snapshot.ts).
 */
function standingsCache(bus: EventBus): UserAnswerCache {
  return userAnswerCache(bus, standingsDrops, LIMITS);
}

/** What a standings read computed: its answer, whether it is live, the match it shows. */
export interface Computed<Answer> {
  answer: Answer;
  live: boolean;
  match: string | null;
}

type Kept<Answer> = Computed<Answer> & { serialised: CachedAnswer | null };

/**
 * How a kept answer is tagged, kept and weighed: made once, not per request (three closures
 * made on every read were 3 % of a ranking read's CPU).
 */
const KEPT_ANSWERS = {
  matchOf: (value: Kept<object>) => value.match,
  keep: (value: Kept<object>) => value.serialised !== null,
  weigh: (value: Kept<object>) => (value.serialised ? value.serialised.json.length + value.serialised.gzip.length : 0),
};

/**
 * Answers a standings read (a route with `respond: 'raw'`) for `viewer`: from the cache when
 * it is kept, else computed, and kept unless live. A refusal thrown by `compute` is not kept.
 */
export async function answerStandings<Answer extends object>(
  deps: Pick<AppDeps, 'bus'>,
  koa: Context,
  viewer: number,
  call: string,
  input: object,
  compute: () => Promise<Computed<Answer>>,
): Promise<RawAnswer<Answer>> {
  const kept = await standingsCache(deps.bus).answer<Kept<Answer>>(
    viewer,
    `${call}|${JSON.stringify(input)}`,
    async () => {
      const computed = await compute();
      return { ...computed, serialised: computed.live ? null : serialiseAnswer(computed.answer) };
    },
    KEPT_ANSWERS,
  );
  return kept.serialised ? sendCachedAnswer<Answer>(koa, kept.serialised) : answerRaw(koa, kept.answer);
}
