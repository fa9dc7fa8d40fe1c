import {
  LIVE_ENTRY_MESSAGES,
  parseFixtureDate,
  sortFixturesByDate,
  startMatchProblem,
  type IsoDate,
} from '@vsf/engine';
import { type Fixture, type LiveMatchSummary } from '@vsf/contract';

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

/**
 * Why the match (its date as the fixtures show it, dd.mm.yyyy) cannot kick off now, in the
 * words the server refuses `startLiveMatch` with; null when it can. An unreadable date is
 * left to the server to judge.
 */
export function startRefusal(match: { date: string; saved: boolean }, now: Date): string | null {
  const date = parseFixtureDate(match.date);
  if (date === null) return null;
  const problem = startMatchProblem({ date, saved: match.saved }, now);
  return problem ? LIVE_ENTRY_MESSAGES[problem] : null;
}
