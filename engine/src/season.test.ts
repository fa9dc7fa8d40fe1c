import { describe, expect, it } from 'vitest';
import {
  END_OF_SEASON,
  canEndSeason,
  dataPointer,
  endOfSeasonPointer,
  firstFixture,
  fixturesDeletedAtSeasonEnd,
  isEndOfSeason,
  lastFixture,
  lastRoundNumber,
  nextFixture,
  nextMatch,
  pointerAfterMatch,
  previousFixture,
  selectableSeasons,
  sortFixturesByDate,
  startOfSeasonPointer,
  startSeasonLabel,
  type ScheduledFixture,
} from './season';

const fixtures: ScheduledFixture[] = [
  { round: 3, matchID: 'C', date: '10.05.2026', time: '18.00', result: '-' },
  { round: 1, matchID: 'A', date: '2026-04-20', time: '19:00', result: '2-1' },
  { round: 2, matchID: 'B2', date: '03.05.2026', time: '18.00', result: '-' },
  { round: 2, matchID: 'B1', date: '03.05.2026', time: '18.00', result: '0-0' },
  { round: 4, matchID: 'D', date: '03.05.2026', time: '12.00' },
];

describe('season moves', () => {
  it('sorts by date, then time, then matchID', () => {
    expect(sortFixturesByDate(fixtures).map((fixture) => fixture.matchID)).toEqual(['A', 'D', 'B1', 'B2', 'C']);
  });

  it('puts unreadable dates and times last', () => {
    const odd = [
      { round: 9, matchID: 'X', date: 'ukjent', time: '' },
      ...fixtures,
      { round: 9, matchID: 'Y', date: '10.05.2026', time: '?' },
    ];
    expect(
      sortFixturesByDate(odd)
        .map((fixture) => fixture.matchID)
        .slice(-3),
    ).toEqual(['C', 'Y', 'X']);
    expect(sortFixturesByDate([fixtures[0]!, fixtures[0]!])).toHaveLength(2);
  });

  it('moves by date, not by round number', () => {
    expect(nextFixture(fixtures, 'A')?.matchID).toBe('D');
    expect(previousFixture(fixtures, 'B1')?.matchID).toBe('D');
    expect(nextFixture(fixtures, 'C')).toBeNull();
    expect(previousFixture(fixtures, 'A')).toBeNull();
    expect(nextFixture(fixtures, 'nope')).toBeNull();
    expect(firstFixture(fixtures)?.matchID).toBe('A');
    expect(lastFixture(fixtures)?.matchID).toBe('C');
    expect(firstFixture([])).toBeNull();
  });

  it('ends the season after the last match', () => {
    expect(pointerAfterMatch(2026, fixtures, 'B2')).toEqual({ season: 2026, round: 3, matchID: 'C' });
    expect(pointerAfterMatch(2026, fixtures, 'C')).toEqual({ season: 2026, round: 0, matchID: END_OF_SEASON });
    expect(isEndOfSeason(endOfSeasonPointer(2026))).toBe(true);
    expect(isEndOfSeason({ round: 1, matchID: END_OF_SEASON })).toBe(false);
  });

  it('shows the last match’s data once the season is over', () => {
    expect(dataPointer(endOfSeasonPointer(2026), fixtures)).toEqual({ season: 2026, round: 3, matchID: 'C' });
    expect(dataPointer(endOfSeasonPointer(2026), [])).toBeNull();
    const pointer = { season: 2026, round: 2, matchID: 'B1' };
    expect(dataPointer(pointer, fixtures)).toBe(pointer);
  });

  it('starts the next season at its first fixture', () => {
    expect(startOfSeasonPointer(2027, fixtures)).toEqual({ season: 2027, round: 1, matchID: 'A' });
    expect(startOfSeasonPointer(2027, [])).toBeNull();
    expect(startSeasonLabel(2026)).toBe('Start Sesong 2027');
  });

  it('ends a season only with results, deleting unplayed fixtures', () => {
    expect(canEndSeason(fixtures)).toBe(true);
    expect(canEndSeason([{ ...fixtures[0]!, result: null }])).toBe(false);
    expect(fixturesDeletedAtSeasonEnd(fixtures).map((fixture) => fixture.matchID)).toEqual(['C', 'B2', 'D']);
  });

  it('knows the last round, 18 by default', () => {
    expect(lastRoundNumber(fixtures)).toBe(4);
    expect(lastRoundNumber([])).toBe(18);
  });

  it('finds the next unplayed match from Oslo’s today', () => {
    expect(nextMatch(fixtures, new Date('2026-05-02T22:30:00Z'))?.matchID).toBe('D');
    expect(nextMatch(fixtures, new Date('2026-05-04T10:00:00Z'))?.matchID).toBe('C');
    expect(nextMatch(fixtures, new Date('2026-06-01T10:00:00Z'))).toBeNull();
    expect(
      nextMatch([{ round: 1, matchID: 'X', date: 'ukjent', time: '' }], new Date('2026-06-01T10:00:00Z')),
    ).toBeNull();
  });

  it('offers this year, earlier years, then 2017 down to 2004', () => {
    const seasons = selectableSeasons(2026, [2019, 2025, 2017]);
    expect(seasons.slice(0, 5)).toEqual([2026, 2025, 2019, 2017, 2016]);
    expect(seasons.at(-1)).toBe(2004);
    expect(new Set(seasons).size).toBe(seasons.length);
  });
});
