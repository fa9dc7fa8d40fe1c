import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIVE_ENTRY_MESSAGES,
  addEventProblem,
  correctEventProblem,
  phaseChangeProblem,
  startMatchProblem,
} from './liveEntry';
import { osloToday } from './time';
import { halfLengthMinutes, matchMinute } from './liveClock';
import { deletionText, eventTickerText, phaseTickerText } from './liveTicker';

describe('the match clock', () => {
  const start = new Date('2026-05-01T16:00:00Z');
  const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('has halves by the number a side', () => {
    expect([11, 9, 8, 7, 5, 3].map(halfLengthMinutes)).toEqual([45, 40, 40, 35, 25, 25]);
  });

  it('shows minute 1 at kick-off, runs into stoppage time and stops at the break and full time', () => {
    expect(matchMinute('firstHalf', start, start, 45)).toBe(1);
    expect(matchMinute('firstHalf', start, after(46.5), 45)).toBe(47);
    expect(matchMinute('halfTime', after(47), after(55), 45)).toBe(45);
    expect(matchMinute('secondHalf', after(60), after(60), 45)).toBe(46);
    expect(matchMinute('finished', after(60), after(120), 45)).toBeNull();
    expect(matchMinute('notStarted', null, start, 45)).toBeNull();
    // A phone's clock behind the server's: never before the half's first minute.
    expect(matchMinute('secondHalf', after(60), after(59), 45)).toBe(46);
    expect(matchMinute('firstHalf', start, after(600), 45)).toBe(120);
  });
});

describe('phases', () => {
  it('go forward, or one step back to undo a wrong tap', () => {
    expect(phaseChangeProblem('firstHalf', 'halfTime', false)).toBeNull();
    expect(phaseChangeProblem('halfTime', 'secondHalf', false)).toBeNull();
    expect(phaseChangeProblem('secondHalf', 'finished', false)).toBeNull();
    expect(phaseChangeProblem('finished', 'secondHalf', false)).toBeNull();
    expect(phaseChangeProblem('halfTime', 'halfTime', false)).toBeNull();
    expect(phaseChangeProblem('firstHalf', 'secondHalf', false)).toBe(
      'Kampen kan ikke gå fra «1. omgang» til «2. omgang».',
    );
    expect(phaseChangeProblem('notStarted', 'firstHalf', false)).toBe('Kampen har ikke startet ennå.');
    expect(phaseChangeProblem('finished', 'secondHalf', true)).toBe('Resultatet av kampen er allerede lagret.');
  });

  it('take new events only between kick-off and full time, and corrections until the result is saved', () => {
    expect(addEventProblem('halfTime', false)).toBeNull();
    expect(addEventProblem('finished', false)).toMatch(/^Kampen er slutt/);
    expect(addEventProblem('notStarted', false)).toBe('Kampen har ikke startet ennå.');
    expect(correctEventProblem('finished', false)).toBeNull();
    expect(correctEventProblem('finished', true)).toBe('Resultatet av kampen er allerede lagret.');
  });
});

describe('ticker texts', () => {
  const score = { homeTeamScore: 2, awayTeamScore: 1 };
  it('say each event with the running score after a goal', () => {
    expect(eventTickerText({ type: 'goal', playerName: 'Ola', ...score }, 'Ullern 3')).toBe('Mål av Ola! 2–1');
    expect(eventTickerText({ type: 'goal', playerName: null, ...score }, 'Ullern 3')).toBe(
      'Selvmål av motstanderen! 2–1',
    );
    expect(eventTickerText({ type: 'opponentGoal', playerName: null, ...score }, 'Ullern 3')).toBe(
      'Mål av Ullern 3. 2–1',
    );
    expect(eventTickerText({ type: 'ownGoal', playerName: 'Kari', ...score }, 'Ullern 3')).toBe('Selvmål av Kari. 2–1');
    expect(eventTickerText({ type: 'yellowCard', playerName: 'Kari', ...score }, 'Ullern 3')).toBe(
      'Gult kort til Kari.',
    );
    expect(deletionText('Mål av Ola! 2–1', { homeTeamScore: 1, awayTeamScore: 1 })).toBe(
      'Slettet: Mål av Ola! 2–1 Stillingen er 1–1.',
    );
  });

  it('say the phase with the score', () => {
    const teams = { homeTeam: 'Ullern 3', awayTeam: 'Vinderen' };
    expect(phaseTickerText('firstHalf', 'halfTime', teams, score)).toBe('Pause. Ullern 3 2–1 VSF');
    expect(phaseTickerText('halfTime', 'secondHalf', teams, score)).toMatch(/^Andre omgang er i gang!/);
  });
});

describe('which match may kick off from the touchline', () => {
  const now = new Date('2026-05-01T21:30:00Z'); // 23:30 in Oslo, 1 May

  it('starts on its own day and later, never before, and never once saved', () => {
    expect(startMatchProblem({ date: '2026-05-01', saved: false }, now)).toBeNull();
    expect(startMatchProblem({ date: '2026-04-30', saved: false }, now)).toBeNull();
    expect(startMatchProblem({ date: '2026-05-02', saved: false }, now)).toBe('beforeMatchDay');
    expect(startMatchProblem({ date: '2026-05-01', saved: true }, now)).toBe('saved');
    expect(LIVE_ENTRY_MESSAGES.beforeMatchDay).toBe('Kampen kan ikke startes før kampdagen.');
  });

  it("counts the day in Oslo: just after midnight there it is already the next day's match day", () => {
    expect(startMatchProblem({ date: '2026-05-02', saved: false }, new Date('2026-05-01T22:05:00Z'))).toBeNull();
  });

  it('refuses exactly the unsaved matches dated after the Oslo day, whatever the clock', () => {
    const day = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, day, fc.boolean(), (matchDay, clock, saved) => {
        const date = matchDay.toISOString().slice(0, 10);
        const problem = startMatchProblem({ date, saved }, clock);
        if (saved) expect(problem).toBe('saved');
        else expect(problem === 'beforeMatchDay').toBe(date > osloToday(clock));
      }),
    );
  });
});
