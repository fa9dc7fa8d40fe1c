import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimelineMatch } from './matchCentre';
import type { MatchEvent, MatchPhase } from './matchEvents';
import { matchClock, matchTimeline } from './matchCentre';

const KICK_OFF = '2026-05-12T17:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(KICK_OFF) + minutes * 60_000 + seconds * 1000);

describe('matchClock', () => {
  it('reads the first minute at kick-off, stoppage time past the half, and counts on in the second half', () => {
    expect(matchClock('firstHalf', KICK_OFF, 45, at(0))).toEqual({ minute: 1, label: '1' });
    expect(matchClock('firstHalf', KICK_OFF, 45, at(33, 59))).toEqual({ minute: 34, label: '34' });
    expect(matchClock('firstHalf', KICK_OFF, 45, at(44, 30))).toEqual({ minute: 45, label: '45' });
    expect(matchClock('firstHalf', KICK_OFF, 45, at(46, 10))).toEqual({ minute: 47, label: '45+2' });
    expect(matchClock('secondHalf', KICK_OFF, 45, at(0))).toEqual({ minute: 46, label: '46' });
    expect(matchClock('secondHalf', KICK_OFF, 30, at(31))).toEqual({ minute: 62, label: '60+2' });
  });

  it('says Pause and Slutt, and nothing before kick-off or without a start time', () => {
    expect(matchClock('halfTime', KICK_OFF, 45, at(3)).label).toBe('Pause');
    expect(matchClock('finished', KICK_OFF, 45, at(3)).label).toBe('Slutt');
    expect(matchClock('notStarted', null, 45, at(3))).toEqual({ minute: null, label: '' });
    expect(matchClock('firstHalf', null, 45, at(3))).toEqual({ minute: null, label: '' });
  });

  it('never goes backwards and never reads before the phase, whatever the clocks say', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MatchPhase>('firstHalf', 'secondHalf'),
        fc.integer({ min: 20, max: 45 }),
        fc.integer({ min: -120_000, max: 7_200_000 }),
        fc.nat(600_000),
        (phase, half, offsetMs, laterMs) => {
          const now = new Date(Date.parse(KICK_OFF) + offsetMs);
          const first = matchClock(phase, KICK_OFF, half, now).minute ?? 0;
          const later = matchClock(phase, KICK_OFF, half, new Date(now.getTime() + laterMs)).minute ?? 0;
          expect(later).toBeGreaterThanOrEqual(first);
          expect(first).toBeGreaterThanOrEqual(phase === 'firstHalf' ? 1 : half + 1);
        },
      ),
    );
  });
});

let nextID = 1;
const event = (type: MatchEvent['type'], minute: number, score: [number, number], change: Partial<MatchEvent> = {}) =>
  ({
    eventID: nextID++,
    matchID: 'M1',
    type,
    minute,
    playerID: type === 'opponentGoal' ? null : 7,
    assistPlayerID: null,
    homeTeamScore: score[0],
    awayTeamScore: score[1],
    version: 1,
    enteredBy: 'admin',
    enteredAt: KICK_OFF,
    changedAt: null,
    ...change,
  }) satisfies MatchEvent;

const match = (phase: MatchPhase, events: MatchEvent[]) =>
  ({
    phase,
    events,
    homeTeam: 'Heming',
    awayTeam: 'Vinderen',
    halfLengthMinutes: 45,
    squad: [
      { playerID: 7, name: 'Ola Nordmann', jerseyNo: 7, position: 'Spiss' },
      { playerID: 8, name: 'Kari Hansen', jerseyNo: 8, position: 'Midtbane' },
    ],
  }) satisfies TimelineMatch;

describe('matchTimeline', () => {
  it('words each event, keeps the running score at each goal and places the phase changes', () => {
    const events = [
      event('opponentGoal', 12, [1, 0]),
      event('goal', 30, [1, 1], { assistPlayerID: 8 }),
      event('yellowCard', 40, [1, 1], { playerID: 8 }),
      event('ownGoal', 70, [2, 1]),
      event('redCard', 88, [2, 1]),
      event('goal', 89, [3, 1], { playerID: null }),
    ];
    const items = matchTimeline(match('finished', events));
    expect(items.map((item) => item.text)).toEqual([
      'Avspark',
      'Mål av Heming',
      'Mål av Ola Nordmann',
      'Gult kort til Kari Hansen',
      'Pause',
      'Andre omgang er i gang',
      'Selvmål av Ola Nordmann',
      'Rødt kort til Ola Nordmann',
      'Selvmål av motstanderen',
      'Slutt',
    ]);
    const scores = items.map((item) => (item.kind === 'event' ? item.score : undefined));
    expect(scores).toEqual([
      undefined,
      { home: 1, away: 0 },
      { home: 1, away: 1 },
      null,
      undefined,
      undefined,
      { home: 2, away: 1 },
      null,
      { home: 3, away: 1 },
      undefined,
    ]);
    expect(items[2]).toMatchObject({ detail: 'Målgivende: Kari Hansen' });
  });

  it('shows only the phases the match has reached', () => {
    const events = [event('goal', 5, [0, 1]), event('goal', 50, [0, 2])];
    expect(matchTimeline(match('firstHalf', events)).map((item) => item.text)).toEqual([
      'Avspark',
      'Mål av Ola Nordmann',
      'Mål av Ola Nordmann',
    ]);
    expect(matchTimeline(match('halfTime', [events[0]!])).map((item) => item.text)).toEqual([
      'Avspark',
      'Mål av Ola Nordmann',
      'Pause',
    ]);
    expect(matchTimeline(match('notStarted', []))).toEqual([]);
  });

  it('holds every event once, in the order given, whatever the sequence', () => {
    const types = fc.constantFrom<MatchEvent['type']>('goal', 'opponentGoal', 'ownGoal', 'yellowCard', 'redCard');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(types, fc.integer({ min: 1, max: 95 })), { maxLength: 20 }),
        fc.constantFrom<MatchPhase>('firstHalf', 'halfTime', 'secondHalf', 'finished'),
        (raw, phase) => {
          const events = raw
            .map(([type, minute]) => event(type, minute, [0, 0]))
            .sort((a, b) => a.minute - b.minute || a.eventID - b.eventID);
          const shown = matchTimeline(match(phase, events)).flatMap((item) =>
            item.kind === 'event' ? [item.event] : [],
          );
          expect(shown).toEqual(events);
        },
      ),
    );
  });
});
