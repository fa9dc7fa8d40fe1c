/**
 * The season pointer (001 §3, §4; 002 §4.2): which round and match the game is at, how
 * it moves (by date, not by round number), the end of a season and the start of the next.
 */
import { DEFAULT_LAST_ROUND, FIRST_SEASON } from './limits';
import { osloToday, parseFixtureDate, parseKickoffTime } from './time';

/** matchID that, with round 0, marks a season as over. */
export const END_OF_SEASON = 'endOfSeason';

/** A fixture's result before it is played. */
export const NOT_PLAYED = '-';

export const SEASON_MESSAGES = {
  seasonOver: 'Sesongen er ferdig. Det er ingen flere kamper i år.',
  needResultsToEnd: 'Du må registrere noen resultater før du kan avslutte sesongen.',
  needFixturesToStart: 'Du må registrere noen kamper i neste års kampprogram ... før du kan starte neste sesong.',
  noFixtures: 'Ingen kamper funnet for denne sesongen...',
} as const;

/** The admin button that starts the next season. */
export function startSeasonLabel(season: number): string {
  return `Start Sesong ${season + 1}`;
}

export interface SeasonPointer {
  season: number;
  round: number;
  matchID: string;
}

/** What the moves need of a fixture: dates as 'dd.mm.yyyy' or ISO, times as 'hh.mm'. */
export interface ScheduledFixture {
  round: number;
  matchID: string;
  date: string;
  time: string;
  /** '-' (or absent) until played. */
  result?: string | null;
}

export function isEndOfSeason(pointer: { round: number; matchID: string }): boolean {
  return pointer.round === 0 && pointer.matchID === END_OF_SEASON;
}

export function endOfSeasonPointer(season: number): SeasonPointer {
  return { season, round: 0, matchID: END_OF_SEASON };
}

export function hasResult(fixture: ScheduledFixture): boolean {
  return fixture.result !== undefined && fixture.result !== null && fixture.result !== NOT_PLAYED;
}

/** Plain ordering, not the locale's: keys and matchIDs are codes, not words. */
function byCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A sortable key: ISO date, then time; unreadable dates and times sort last. */
function chronologicalKey(fixture: ScheduledFixture): string {
  return `${parseFixtureDate(fixture.date) ?? '9999-12-31'} ${parseKickoffTime(fixture.time) ?? '99.99'}`;
}

/** Fixtures by date, then time, then matchID (so two matches on one day keep one order). */
export function sortFixturesByDate<T extends ScheduledFixture>(fixtures: readonly T[]): T[] {
  const keyed = fixtures.map((fixture) => ({ fixture, key: chronologicalKey(fixture) }));
  keyed.sort((a, b) => byCodePoints(a.key, b.key) || byCodePoints(a.fixture.matchID, b.fixture.matchID));
  return keyed.map(({ fixture }) => fixture);
}

function neighbour<T extends ScheduledFixture>(fixtures: readonly T[], matchID: string, step: 1 | -1): T | null {
  const sorted = sortFixturesByDate(fixtures);
  const index = sorted.findIndex((fixture) => fixture.matchID === matchID);
  return index === -1 ? null : (sorted[index + step] ?? null);
}

/** The match after this one by date; null after the last (or for an unknown matchID). */
export function nextFixture<T extends ScheduledFixture>(fixtures: readonly T[], matchID: string): T | null {
  return neighbour(fixtures, matchID, 1);
}

/** The match before this one by date; null before the first (or for an unknown matchID). */
export function previousFixture<T extends ScheduledFixture>(fixtures: readonly T[], matchID: string): T | null {
  return neighbour(fixtures, matchID, -1);
}

export function firstFixture<T extends ScheduledFixture>(fixtures: readonly T[]): T | null {
  return sortFixturesByDate(fixtures)[0] ?? null;
}

export function lastFixture<T extends ScheduledFixture>(fixtures: readonly T[]): T | null {
  return sortFixturesByDate(fixtures).at(-1) ?? null;
}

function pointerTo(season: number, fixture: ScheduledFixture): SeasonPointer {
  return { season, round: fixture.round, matchID: fixture.matchID };
}

/** Where the pointer goes once a match is saved: the next match by date, or the end of the season. */
export function pointerAfterMatch(
  season: number,
  fixtures: readonly ScheduledFixture[],
  matchID: string,
): SeasonPointer {
  const next = nextFixture(fixtures, matchID);
  return next === null ? endOfSeasonPointer(season) : pointerTo(season, next);
}

/**
 * The round whose data the screens show: at the end of the season, the last match of
 * the season (001 §4); otherwise the pointer itself. null when the season has no fixtures.
 */
export function dataPointer(pointer: SeasonPointer, fixtures: readonly ScheduledFixture[]): SeasonPointer | null {
  if (!isEndOfSeason(pointer)) return pointer;
  const last = lastFixture(fixtures);
  return last === null ? null : pointerTo(pointer.season, last);
}

/** The new season's first pointer: its first fixture by date; null when it has none (cannot start). */
export function startOfSeasonPointer(season: number, fixtures: readonly ScheduledFixture[]): SeasonPointer | null {
  const first = firstFixture(fixtures);
  return first === null ? null : pointerTo(season, first);
}

/** A season can end only once at least one fixture has a result (002 §4.2). */
export function canEndSeason(fixtures: readonly ScheduledFixture[]): boolean {
  return fixtures.some(hasResult);
}

/** Ending a season deletes the fixtures that were never played. */
export function fixturesDeletedAtSeasonEnd<T extends ScheduledFixture>(fixtures: readonly T[]): T[] {
  return fixtures.filter((fixture) => !hasResult(fixture));
}

/** The season's highest round, or 18 when there are no fixtures yet. */
export function lastRoundNumber(fixtures: readonly ScheduledFixture[]): number {
  return fixtures.length === 0 ? DEFAULT_LAST_ROUND : Math.max(...fixtures.map((fixture) => fixture.round));
}

/** The header's next match: the first unplayed fixture from Oslo's today on; null when the season is over. */
export function nextMatch<T extends ScheduledFixture>(fixtures: readonly T[], now: Date): T | null {
  const today = osloToday(now);
  return (
    sortFixturesByDate(fixtures).find((fixture) => {
      const date = parseFixtureDate(fixture.date);
      return date !== null && date >= today && !hasResult(fixture);
    }) ?? null
  );
}

/** The newest season of the fixed list that follows the club's recorded seasons (000 §9). */
export const FIXED_SEASONS_FROM = 2017;

/**
 * The season dropdown of fixtures, table and news archive: this year, the previous years
 * (newest first), then the fixed list 2017 down to 2004, each year once.
 */
export function selectableSeasons(thisYear: number, previousYears: readonly number[]): number[] {
  const fixed = Array.from({ length: FIXED_SEASONS_FROM - FIRST_SEASON + 1 }, (_, index) => FIXED_SEASONS_FROM - index);
  const recorded = [thisYear, ...[...previousYears].sort((a, b) => b - a)];
  return [...new Set([...recorded, ...fixed])];
}
