import type { BusEventName, BusMessage } from '@vsf/engine';
import type { EventBus } from '../bus/eventBus';
import { userAnswerCache, type DropSelection, type UserAnswerCache } from '../cache/userAnswerCache';

/**
 * What can move any standing: a rescore, results, schedules, a season move or a moved
 * pointer, a league or its members, anybody's name, and every live write (a match that starts
 * or moves while it is played: its answers are provisional and are not kept anyway, but the
 * answers kept before it started are not its numbers).
 */
const DROPS_ALL: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'rankings:updated',
  'fixtures:updated',
  'stats:updated',
  'season:changed',
  'deadline',
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

/**
 * The ranking and points answers a manager's pages ask for (ranks, 'Verdensranking', league
 * tables, the explained points of one's own team), kept per process by viewer and input,
 * tagged with the match they are about. A live match's answers are never kept: they move
 * with every event and have their own cache per revision (livePoints/snapshot.ts).
 */
export function standingsCache(bus: EventBus): UserAnswerCache {
  return userAnswerCache(bus, standingsDrops);
}

/** The key of a call's answer for its input; the viewer is the cache's own key. */
export const answerKey = (call: string, input: object) => `${call}|${JSON.stringify(input)}`;
