import { parseFixtureDate, sortFixturesByDate, type Fixture, type IsoDate, type LiveMatchSummary } from '@vsf/engine';

export interface MatchChoices {
  /** Started and not yet confirmed: the ones to go back to. */
  live: LiveMatchSummary[];
  /** Today's unplayed matches, first of the rest. */
  today: Fixture[];
  /** The season's other unplayed matches, by date. */
  others: Fixture[];
}

/** The matches an admin may enter from the touchline, in the order they most likely want them. */
export function matchChoices(
  fixtures: readonly Fixture[],
  live: readonly LiveMatchSummary[],
  today: IsoDate,
): MatchChoices {
  const liveIDs = new Set(live.map((match) => match.matchID));
  const unplayed = sortFixturesByDate(fixtures).filter((f) => f.result === '-' && !liveIDs.has(f.matchID));
  const isToday = (f: Fixture) => parseFixtureDate(f.date) === today;
  return { live: [...live], today: unplayed.filter(isToday), others: unplayed.filter((f) => !isToday(f)) };
}

/**
 * The match played last before this one (its squad is the likely squad today), or null. The
 * season's fixtures in date order; a played one has a result.
 */
export function previousPlayedMatch(fixtures: readonly Fixture[], matchID: string): Fixture | null {
  const ordered = sortFixturesByDate(fixtures);
  const index = ordered.findIndex((f) => f.matchID === matchID);
  const before = index === -1 ? ordered : ordered.slice(0, index);
  return before.filter((f) => f.result !== '-').at(-1) ?? null;
}
