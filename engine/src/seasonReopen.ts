/**
 * Reopening a saved match: where the season pointer goes when a match's result
 * is taken back. Saving the current match moved the pointer to the next match (or ended the
 * season); reopening undoes exactly that move, and nothing more.
 */
import { hasResult, isEndOfSeason, sortFixturesByDate, type ScheduledFixture, type SeasonPointer } from './season';

/**
 * The pointer after the match `matchID` of `season` is set back to unplayed: the match
 * itself when the season had moved past it (to a later match, or to its end) and no later
 * match of the season has a result; null when the pointer stays where it is — the match
 * lies ahead of it, belongs to another season, or later matches were played since, so the
 * reopened match waits like a postponed one.
 */
export function pointerAfterReopen(
  pointer: SeasonPointer,
  season: number,
  fixtures: readonly ScheduledFixture[],
  matchID: string,
): SeasonPointer | null {
  if (pointer.season !== season) return null;
  const sorted = sortFixturesByDate(fixtures);
  const index = sorted.findIndex((fixture) => fixture.matchID === matchID);
  if (index === -1) return null;
  const later = sorted.slice(index + 1);
  if (later.some(hasResult)) return null;
  const movedPast = isEndOfSeason(pointer) || later.some((fixture) => fixture.matchID === pointer.matchID);
  const reopened = sorted[index]!;
  return movedPast ? { season, round: reopened.round, matchID: reopened.matchID } : null;
}
