import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_FALLBACK_REASON,
  NOTICE_LINE_CATEGORIES,
  REOPENED_REASON,
  deadlineReminderText,
  dueDeadlineReminder,
  joinReasons,
  lineChangeReasons,
  pointsChangeReasons,
  pointsChangedText,
  resultReadyText,
  type NoticeMatchState,
  type NoticePlayerLine,
} from './notices';
import { fantasyDeadline } from './time';

const line = (name: string, counts: Partial<NoticePlayerLine> = {}): NoticePlayerLine => ({
  name,
  keeper: 0,
  goalsScored: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
  ...counts,
});

const state = (home: number | null, away: number | null, lines: [number, NoticePlayerLine][]): NoticeMatchState => ({
  homeTeamScore: home,
  awayTeamScore: away,
  lines: new Map(lines),
});

describe('points changed', () => {
  it('names a yellow card given to a chosen player, and nothing for a player not chosen', () => {
    const before = state(2, 1, [
      [1, line('Ola Nordmann')],
      [2, line('Kari Nordmann')],
    ]);
    const after = state(2, 1, [
      [1, line('Ola Nordmann', { yellowCards: 1 })],
      [2, line('Kari Nordmann')],
    ]);
    const reasons = pointsChangeReasons(before, after, [1, 2]);
    expect(pointsChangedText(12, 34, 31, reasons)).toBe(
      'Poengene dine for runde 12 er endret fra 34 til 31: Ola Nordmann fikk et gult kort.',
    );
    expect(pointsChangeReasons(before, after, [2])).toEqual([]);
  });

  it('joins several reasons as clauses, and falls back when none is visible', () => {
    const before = state(1, 1, [[1, line('Ola Nordmann', { goalsScored: 1 })]]);
    const after = state(2, 1, [[1, line('Ola Nordmann', { goalsScored: 2, assists: 1 })]]);
    expect(pointsChangedText(3, 10, 16, pointsChangeReasons(before, after, [1]))).toBe(
      'Poengene dine for runde 3 er endret fra 10 til 16: Ola Nordmann scoret, ' +
        'Ola Nordmann fikk en målgivende pasning, og resultatet ble endret til 2–1.',
    );
    expect(pointsChangedText(3, 10, 9, [])).toBe(
      `Poengene dine for runde 3 er endret fra 10 til 9: ${CORRECTION_FALLBACK_REASON}.`,
    );
    expect(joinReasons(['a', 'b'])).toBe('a, og b');
  });

  it('says what was taken away', () => {
    const before = line('Ola Nordmann', {
      goalsScored: 3,
      yellowCards: 1,
      redCards: 1,
      ownGoals: 1,
      assists: 2,
      keeper: 1,
    });
    const after = line('Ola Nordmann', { goalsScored: 1 });
    expect(lineChangeReasons(before, after)).toEqual([
      'Ola Nordmann ble ikke lenger ført som keeper',
      '2 mål til Ola Nordmann ble fjernet',
      '2 målgivende pasninger til Ola Nordmann ble fjernet',
      'selvmålet til Ola Nordmann ble fjernet',
      'det gule kortet til Ola Nordmann ble fjernet',
      'det røde kortet til Ola Nordmann ble fjernet',
    ]);
    expect(lineChangeReasons(line('Ola Nordmann', { goalsScored: 1 }), line('Ola Nordmann'))).toEqual([
      'målet til Ola Nordmann ble fjernet',
    ]);
    expect(lineChangeReasons(undefined, line('Ola Nordmann'))).toEqual(['Ola Nordmann ble lagt til i troppen']);
    expect(lineChangeReasons(line('Ola Nordmann'), undefined)).toEqual(['Ola Nordmann ble fjernet fra troppen']);
  });

  it('says a reopened match in one reason, whatever the lines did', () => {
    const before = state(2, 1, [[1, line('Ola Nordmann', { goalsScored: 2 })]]);
    expect(pointsChangeReasons(before, state(null, null, []), [1])).toEqual([REOPENED_REASON]);
  });

  const counts = fc.record({
    keeper: fc.integer({ min: 0, max: 1 }),
    goalsScored: fc.nat(4),
    assists: fc.nat(4),
    ownGoals: fc.nat(3),
    yellowCards: fc.nat(2),
    redCards: fc.nat(1),
  });

  it('gives one reason naming the player for every changed category, and none for an unchanged line', () => {
    fc.assert(
      fc.property(counts, counts, (was, is) => {
        const before = line('Per Hansen', was);
        const after = line('Per Hansen', is);
        const changed = NOTICE_LINE_CATEGORIES.filter(
          (category) => category !== 'attendance' && was[category] !== is[category],
        );
        const reasons = lineChangeReasons(before, after);
        expect(reasons).toHaveLength(changed.length);
        for (const reason of reasons) expect(reason).toContain('Per Hansen');
      }),
    );
  });

  it("names only the manager's players, each once, and the result whenever it changed", () => {
    const lineOrNone = fc.option(counts, { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(lineOrNone, lineOrNone), { minLength: 1, maxLength: 6 }),
        fc.subarray([0, 1, 2, 3, 4, 5]),
        fc.boolean(),
        (pairs, chosen, resultChanged) => {
          const name = (index: number) => `Spiller ${index}`;
          const side = (pick: 0 | 1) =>
            pairs.flatMap((pair, index): [number, NoticePlayerLine][] =>
              pair[pick] ? [[index, line(name(index), pair[pick])]] : [],
            );
          const before = state(1, 0, side(0));
          const after = state(resultChanged ? 2 : 1, 0, side(1));
          const reasons = pointsChangeReasons(before, after, chosen);
          const own = reasons.filter((reason) => !reason.startsWith('resultatet'));
          for (const reason of own) {
            expect(chosen.some((index) => reason.includes(name(index)))).toBe(true);
          }
          expect(reasons.includes('resultatet ble endret til 2–0')).toBe(resultChanged);
          const expected = chosen.flatMap((index) => {
            const pair = pairs[index];
            return pair
              ? lineChangeReasons(pair[0] && line(name(index), pair[0]), pair[1] && line(name(index), pair[1]))
              : [];
          });
          expect(own).toEqual(expected);
        },
      ),
    );
  });
});

describe('result ready', () => {
  it("says the result with the club's short name and the manager's round points", () => {
    expect(
      resultReadyText({ homeTeam: 'Vinderen SF', awayTeam: 'Lyn', homeTeamScore: 2, awayTeamScore: 1, round: 12 }, 34),
    ).toBe('Resultatet er klart: VSF–Lyn 2–1. Du fikk 34 poeng i runde 12.');
  });
});

describe('deadline reminders', () => {
  // The match is on Sunday 22.11.2026: the deadline is Saturday 21.11.2026 at 23.59 in Oslo.
  const deadline = fantasyDeadline('2026-11-22');
  const before = (hours: number) => new Date(deadline.getTime() - hours * 60 * 60 * 1000);

  it('is due 24 hours before, then 1 hour before, and never after the deadline', () => {
    expect(dueDeadlineReminder(deadline, before(25))).toBeNull();
    expect(dueDeadlineReminder(deadline, before(24))).toBe('24h');
    expect(dueDeadlineReminder(deadline, before(2))).toBe('24h');
    expect(dueDeadlineReminder(deadline, before(1))).toBe('1h');
    expect(dueDeadlineReminder(deadline, before(0.01))).toBe('1h');
    expect(dueDeadlineReminder(deadline, deadline)).toBeNull();
    expect(dueDeadlineReminder(deadline, before(-1))).toBeNull();
  });

  it('says when in plain Norwegian', () => {
    expect(deadlineReminderText(12, deadline, before(24))).toBe(
      'Husk å lagre laget ditt for runde 12: fristen går ut i morgen kl. 23.59.',
    );
    expect(deadlineReminderText(12, deadline, before(1))).toBe(
      'Husk å lagre laget ditt for runde 12: fristen går ut i dag kl. 23.59.',
    );
    expect(deadlineReminderText(12, deadline, before(50))).toBe(
      'Husk å lagre laget ditt for runde 12: fristen går ut lørdag 21.11.2026 kl. 23.59.',
    );
  });
});
