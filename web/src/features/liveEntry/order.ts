import type { MatchEvent } from '@vsf/engine';

/** Newest first, as a volunteer reads back what they entered: by minute, then by entry. */
export const inMatchOrderNewestFirst = (events: readonly MatchEvent[]): MatchEvent[] =>
  [...events].sort((a, b) => b.minute - a.minute || b.eventID - a.eventID);
