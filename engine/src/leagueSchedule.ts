/**
 * When league members count (001 §4): matches in the order the game moves through them (by
 * date, not by number), and from which of them a member shows in a league's table.
 */

/** One match of a season, in schedule order. */
export interface ScheduledMatch {
  id: number;
  round: number;
  matchID: string;
  played: boolean;
}

/** Without a named match, a ranking shows the last played one (or the first, before any is played). */
export function defaultMatchIndex(schedule: readonly ScheduledMatch[]): number | null {
  if (schedule.length === 0) return null;
  const lastPlayed = schedule.findLastIndex((match) => match.played);
  return lastPlayed >= 0 ? lastPlayed : 0;
}

export interface MemberJoin {
  joinFixtureId: number | null;
  joinRound: number;
}

/**
 * The first match a member counts in. Rows stored without their match (the demo's, or
 * one whose match was deleted) count from the season's first match with that round
 * number; a member with neither never shows this season.
 */
export function joinIndex(schedule: readonly ScheduledMatch[], member: MemberJoin): number {
  const byFixture = schedule.findIndex((match) => match.id === member.joinFixtureId);
  if (byFixture >= 0) return byFixture;
  const byRound = schedule.findIndex((match) => match.round === member.joinRound);
  return byRound >= 0 ? byRound : Number.POSITIVE_INFINITY;
}

/**
 * Where a new member starts counting: the coming match (the pointer's) for a public league,
 * the one after it for a private one ('fra og med neste runde'). Past the schedule's end
 * the index points beyond it.
 */
export function joinMatchIndex(pointerIndex: number, isPrivate: boolean): number {
  return pointerIndex + (isPrivate ? 1 : 0);
}
