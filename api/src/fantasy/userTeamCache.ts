import type { BusEventName, BusMessage } from '@vsf/contract';
import type { EventBus } from '../platform/bus/eventBus';
import {
  FANTASY_WIDE_EVENTS,
  userAnswerCache,
  type DropSelection,
  type UserAnswerCache,
} from '../platform/cache/userAnswerCache';

/** What changes every user's team answers; an admin's correction names its users. */
const DROPS_ALL: ReadonlySet<BusEventName> = new Set<BusEventName>(FANTASY_WIDE_EVENTS);

/** The users a message names, 'all' for every user, or null when it changes no team answer. */
function ownTeamDrops(message: BusMessage): DropSelection {
  if (DROPS_ALL.has(message.event)) return 'all';
  if (message.event === 'team:saved') return { users: (message as BusMessage<'team:saved'>).payload.userIDs };
  if (message.event === 'users:changed') {
    const { userIDs } = (message as BusMessage<'users:changed'>).payload;
    return userIDs === 'all' ? 'all' : { users: userIDs };
  }
  return null;
}

/**
 * A manager's own team answers (the team editor's and the points page's), kept per process
 * by user and input; dropped for a user on `team:saved` and `users:changed`, and whole on
 * the season and ranking events.
 */
export function userTeamCache(bus: EventBus): UserAnswerCache {
  return userAnswerCache(bus, ownTeamDrops);
}
