import { describe, expect, it } from 'vitest';
import type { LiveMatchSummary } from '@vsf/contract';
import { makeFixture } from '../../test/factories';
import { matchChoices, previousPlayedMatch, startRefusal } from './matchChoice';

const fixtures = [
  makeFixture({ fixtureTableID: 5, matchID: 'LATER', date: '20.05.2026' }),
  makeFixture({ fixtureTableID: 1, matchID: 'PLAYED', date: '01.05.2026', result: '2 - 1' }),
  makeFixture({ fixtureTableID: 2, matchID: 'FORGOTTEN', date: '08.05.2026' }),
  makeFixture({ fixtureTableID: 3, matchID: 'TODAY', date: '15.05.2026', time: '19.00' }),
  makeFixture({ fixtureTableID: 4, matchID: 'ON', date: '15.05.2026', time: '12.00' }),
];
const going: LiveMatchSummary = {
  matchID: 'ON',
  season: 2026,
  round: 4,
  homeTeam: 'Vinderen',
  awayTeam: 'Heming',
  phase: 'secondHalf',
  homeTeamScore: 1,
  awayTeamScore: 0,
  phaseStartedAt: null,
  halfLengthMinutes: 45,
};

describe('the matches to enter from the touchline', () => {
  it('lists the match going on, then today’s unplayed, then the season’s other unplayed by date', () => {
    const { live, today, others } = matchChoices(fixtures, [going], '2026-05-15');
    expect(live.map((m) => m.matchID)).toEqual(['ON']);
    expect(today.map((f) => f.matchID)).toEqual(['TODAY']);
    expect(others.map((f) => f.matchID)).toEqual(['FORGOTTEN', 'LATER']);
  });

  it('finds the last played match before this one, whose squad is the likely one', () => {
    expect(previousPlayedMatch(fixtures, 'TODAY')?.matchID).toBe('PLAYED');
    expect(previousPlayedMatch(fixtures, 'PLAYED')).toBeNull();
  });

  it('marks a match that cannot kick off with the words the server refuses it with', () => {
    const now = new Date('2026-05-15T10:00:00Z');
    expect(startRefusal({ date: '20.05.2026', saved: false }, now)).toBe('Kampen kan ikke startes før kampdagen.');
    expect(startRefusal({ date: '15.05.2026', saved: false }, now)).toBeNull();
    expect(startRefusal({ date: '08.05.2026', saved: false }, now)).toBeNull();
    expect(startRefusal({ date: '08.05.2026', saved: true }, now)).toBe('Resultatet av kampen er allerede lagret.');
  });
});
