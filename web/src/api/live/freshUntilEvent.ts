import type { CallName } from '@vsf/contract';

/**
 * Calls whose every change arrives as an event of `invalidation.ts` (and which a reconnect
 * refetches, `socket.ts`): their answers stay fresh until an event says otherwise, so a view
 * that mounts after another has asked does not ask again. The live ticker's call was made at
 * start-up and again by the ticker and the fantasy pages as they mounted: two or three times per
 * page load, and on match day every fan opens a page at the final whistle. Other calls change by
 * the user's own writes too, which not every view refetches, so they still refetch on mount.
 */
export const FRESH_UNTIL_EVENT_CALLS = ['getLiveMatches'] as const satisfies readonly CallName[];
