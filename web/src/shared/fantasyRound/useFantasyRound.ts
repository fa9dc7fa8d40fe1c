import { useAtomValue } from 'jotai';
import {
  dataPointer,
  fantasyDeadline,
  formatOsloDateTime,
  isEndOfSeason,
  nextFixture,
  parseFixtureDate,
  previousFixture,
} from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { useSeasonFixtures } from '../fixtures/useSeasonFixtures';
import { seasonContextAtom } from '../../store/season';

export interface FantasyRound {
  season: number;
  /** The season's fixtures (round navigation moves by date, 001 §4). */
  fixtures: Fixture[];
  /** The round whose data the screens show: the pointer's, or the last one at the end of the season. */
  current: Fixture;
  endOfSeason: boolean;
}

/**
 * Where the fantasy game stands: the season pointer from the start-up context, and its
 * fixture. null while loading or when the season has no fixtures (the pages show their
 * empty state). Refetches follow fixtures:updated and season:changed.
 */
export function useFantasyRound(): FantasyRound | null | 'loading' {
  const context = useAtomValue(seasonContextAtom);
  const season = context?.thisYear ?? 0;
  const fixtures = useSeasonFixtures(season);
  if (!context || fixtures === null) return 'loading';
  const pointer = { season, round: context.thisRound, matchID: context.thisMatchID };
  const data = dataPointer(pointer, fixtures);
  const current = data === null ? null : (fixtures.find((fixture) => fixture.matchID === data.matchID) ?? null);
  if (current === null) return null;
  return { season, fixtures, current, endOfSeason: isEndOfSeason(pointer) };
}

/** The round as a read's state for QueryState: loading, nothing to show (no round), or the round. */
export function fantasyRoundState(round: FantasyRound | null | 'loading') {
  if (round === 'loading') return { status: 'loading' as const };
  return round === null ? { status: 'empty' as const } : { status: 'ready' as const, round };
}

/** The round whose points are known: the pointer's match is still to be played, so the one before it. */
export function lastPlayedFixture(round: FantasyRound): Fixture | null {
  return round.endOfSeason ? round.current : previousFixture(round.fixtures, round.current.matchID);
}

/** The neighbours of a round by date, for the arrows (null hides or disables an arrow). */
export function roundNeighbours(fixtures: readonly Fixture[], matchID: string) {
  return { previous: previousFixture(fixtures, matchID), next: nextFixture(fixtures, matchID) };
}

/** The fantasy deadline of a fixture, as Oslo shows it: '22.05.2026 kl. 23.59'. */
export function deadlineText(fixture: Pick<Fixture, 'date'>): string {
  const iso = parseFixtureDate(fixture.date);
  return iso === null ? '' : formatOsloDateTime(fantasyDeadline(iso));
}

/** The ISO date of a fixture, for the calls that take a date. */
export function isoDateOf(fixture: Pick<Fixture, 'date'>): string {
  return parseFixtureDate(fixture.date) ?? fixture.date;
}
