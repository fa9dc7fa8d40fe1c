import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageFromBirthdate,
  fantasyDeadline,
  isBeforeDeadline,
  osloDateTimeToInstant,
  osloToday,
  osloIsoTimestamp,
  osloWallClock,
  parseFixtureDate,
  parseKickoffTime,
  calendarDate,
} from './time';

/** Last Sunday of a month (DST changes in Europe happen on the last Sunday of March and October). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

const isoDateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const kickoffArb = fc
  .record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) })
  .map(({ hours, minutes }) => `${String(hours).padStart(2, '0')}.${String(minutes).padStart(2, '0')}`);

describe('parseFixtureDate', () => {
  it('accepts both formats and returns ISO', () => {
    expect(parseFixtureDate('24.05.2026')).toBe('2026-05-24');
    expect(parseFixtureDate('4.5.2026')).toBe('2026-05-04');
    expect(parseFixtureDate(' 2026-05-24 ')).toBe('2026-05-24');
    expect(parseFixtureDate('29.02.2024')).toBe('2024-02-29');
  });

  it('refuses impossible dates and other formats', () => {
    for (const input of [
      '29.02.2025',
      '31.04.2026',
      '2026-13-01',
      '2026-00-10',
      '00.01.2026',
      '2026/05/24',
      '',
      'i morgen',
      '24.05.26',
    ])
      expect(parseFixtureDate(input)).toBeNull();
  });

  it('keeps years before 100 as written', () => {
    expect(parseFixtureDate('0050-01-01')).toBe('0050-01-01');
  });

  it('round-trips every real date', () => {
    fc.assert(fc.property(isoDateArb, (iso) => parseFixtureDate(iso) === iso));
  });

  it('calendarDate throws on a wrong date', () => {
    expect(() => calendarDate('31.02.2026')).toThrow(RangeError);
  });
});

describe('parseKickoffTime', () => {
  it('normalises to hh.mm', () => {
    expect(parseKickoffTime('18:30')).toBe('18.30');
    expect(parseKickoffTime('9.05')).toBe('09.05');
    expect(parseKickoffTime('00.00')).toBe('00.00');
  });

  it('refuses impossible times', () => {
    for (const input of ['24.00', '12.60', '1830', '18.3', 'kl. 18.30']) expect(parseKickoffTime(input)).toBeNull();
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('24.05.2026', 7)).toBe('2026-05-31');
  });
});

describe('osloDateTimeToInstant', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(osloDateTimeToInstant('2026-01-15', '18.30').toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(osloDateTimeToInstant('2026-07-15', '18:30').toISOString()).toBe('2026-07-15T16:30:00.000Z');
  });

  it('reads a time in the spring gap as if the clock had not moved yet', () => {
    expect(osloDateTimeToInstant('2026-03-29', '02.30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier of the two instants in the repeated autumn hour', () => {
    expect(osloDateTimeToInstant('2026-10-25', '02.30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('throws on a wrong time', () => {
    expect(() => osloDateTimeToInstant('2026-01-15', '25.00')).toThrow(RangeError);
  });

  it('shows the same wall clock again in Oslo (outside the spring gap)', () => {
    fc.assert(
      fc.property(isoDateArb, kickoffArb, (iso, time) => {
        fc.pre(!(time.startsWith('02.') && iso === lastSunday(Number(iso.slice(0, 4)), 3)));
        expect(osloWallClock(osloDateTimeToInstant(iso, time))).toEqual({ date: iso, time });
      }),
    );
  });
});

describe('fantasyDeadline', () => {
  it('is 23:59 Oslo time on the day before the match', () => {
    expect(fantasyDeadline('2026-05-24').toISOString()).toBe('2026-05-23T21:59:00.000Z');
    expect(fantasyDeadline('2026-01-01').toISOString()).toBe('2025-12-31T22:59:00.000Z');
  });

  it('is 23:59 local on and around the DST changes', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      for (const change of [lastSunday(year, 3), lastSunday(year, 10)]) {
        for (const matchDate of [change, addDays(change, 1), addDays(change, -1)]) {
          expect(osloWallClock(fantasyDeadline(matchDate))).toEqual({ date: addDays(matchDate, -1), time: '23.59' });
        }
      }
    }
  });

  it('falls before kick-off for any date and any kick-off time', () => {
    fc.assert(
      fc.property(isoDateArb, kickoffArb, (iso, time) => {
        expect(fantasyDeadline(iso).getTime()).toBeLessThan(osloDateTimeToInstant(iso, time).getTime());
      }),
    );
  });

  it('isBeforeDeadline compares with the clock it is given', () => {
    const deadline = fantasyDeadline('2026-05-24');
    expect(isBeforeDeadline('2026-05-24', new Date(deadline.getTime() - 1))).toBe(true);
    expect(isBeforeDeadline('24.05.2026', deadline)).toBe(false);
  });
});

describe('osloIsoTimestamp', () => {
  it('writes Oslo wall time with its offset', () => {
    expect(osloIsoTimestamp(fantasyDeadline('2026-05-24'))).toBe('2026-05-23T23:59:00+02:00');
    expect(osloIsoTimestamp(new Date('2026-01-10T23:30:05.900Z'))).toBe('2026-01-11T00:30:05+01:00');
  });

  it('names the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
          expect(new Date(osloIsoTimestamp(instant)).getTime()).toBe(wholeSeconds);
        },
      ),
    );
  });
});

describe("Oslo's wall clock, read once per UTC hour", () => {
  const reference = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Oslo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  it('shows what the time zone database shows, around every clock change too', () => {
    // Instants near the last Sundays of March and October (01:00 UTC) as well as anywhere.
    const nearChange = fc
      .record({
        year: fc.integer({ min: 1981, max: 2099 }),
        month: fc.constantFrom(3, 10),
        secondsAway: fc.integer({ min: -7200, max: 7200 }),
      })
      .map(({ year, month, secondsAway }) => {
        const change = Date.UTC(year, month - 1, Number(lastSunday(year, month).slice(8, 10)), 1);
        return new Date(change + secondsAway * 1000);
      });
    const anywhere = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') });
    fc.assert(
      fc.property(
        fc.oneof(
          nearChange,
          anywhere.filter((date) => !Number.isNaN(date.getTime())),
        ),
        (instant) => {
          const [date, time] = reference.format(instant).split(' ');
          expect(osloIsoTimestamp(instant).slice(0, 19)).toBe(`${date}T${time}`);
        },
      ),
    );
  });
});

describe('osloToday', () => {
  it('is the Oslo date, not the UTC date', () => {
    expect(osloToday(new Date('2026-05-23T22:30:00Z'))).toBe('2026-05-24');
    expect(osloToday(new Date('2026-01-10T22:30:00Z'))).toBe('2026-01-10');
    expect(osloToday(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-11');
  });
});

describe('ageFromBirthdate', () => {
  const now = new Date('2026-05-24T10:00:00Z');
  it('counts whole years on Oslo’s calendar', () => {
    expect(ageFromBirthdate('1990-05-24', now)).toBe(36);
    expect(ageFromBirthdate('1990-05-25', now)).toBe(35);
    expect(ageFromBirthdate('24.06.1990', now)).toBe(35);
    expect(ageFromBirthdate('1990-04-30', now)).toBe(36);
  });

  it('is null when unknown, malformed or in the future', () => {
    expect(ageFromBirthdate(null, now)).toBeNull();
    expect(ageFromBirthdate('not a date', now)).toBeNull();
    expect(ageFromBirthdate('2027-01-01', now)).toBeNull();
  });
});
