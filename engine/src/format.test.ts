import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  authorDisplayName,
  displayAge,
  displayJersey,
  formatKickoff,
  formatNorwegianDate,
  formatOsloDateTime,
  jerseyText,
  generateMatchNumber,
  playerDisplayName,
  sortByDisplayName,
  weekdayName,
} from './format';
import { fantasyDeadline } from './time';

describe('Norwegian dates and times', () => {
  it('formats dates as dd.mm.yyyy', () => {
    expect(formatNorwegianDate('2026-05-04')).toBe('04.05.2026');
    expect(formatNorwegianDate('4.5.2026')).toBe('04.05.2026');
  });

  it('names weekdays Mandag to Søndag', () => {
    const week = ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22', '2026-05-23', '2026-05-24'];
    expect(week.map(weekdayName)).toEqual(['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag']);
  });

  it('writes kick-off times with kl.', () => {
    expect(formatKickoff('18:30')).toBe('kl. 18.30');
    expect(() => formatKickoff('halv sju')).toThrow(RangeError);
  });

  it('shows an instant in Oslo time', () => {
    expect(formatOsloDateTime(fantasyDeadline('2026-05-24'))).toBe('23.05.2026 kl. 23.59');
  });
});

describe('display rules', () => {
  it('hides unknown and implausible ages', () => {
    expect(displayAge(null)).toBe('??');
    expect(displayAge(4)).toBe('??');
    expect(displayAge(5)).toBe('5');
  });

  it('shows a dash on a shirt without a number', () => {
    expect(jerseyText(100)).toBe('–');
    expect(jerseyText(0)).toBe('0');
    expect(jerseyText(7)).toBe('7');
  });

  it('hides jersey 100', () => {
    expect(displayJersey(100)).toBe('');
    expect(displayJersey(0)).toBe('0');
    expect(displayJersey(10)).toBe('10');
  });

  it('prefers the nickname', () => {
    expect(playerDisplayName({ nickname: 'Bamse', firstName: 'Ola', lastName: 'Nordmann' })).toBe('Bamse');
    expect(playerDisplayName({ nickname: '  ', firstName: 'Ola', lastName: 'Nordmann' })).toBe('Ola Nordmann');
    expect(playerDisplayName({ nickname: null, firstName: 'Ola', lastName: '' })).toBe('Ola');
  });

  it('sorts players by the name a list shows, the Norwegian way', () => {
    const players = [
      { nickname: 'Øyvind', firstName: 'Øyvind', lastName: 'Aas' },
      { nickname: '', firstName: 'Anders', lastName: 'Zahl' },
      { nickname: 'Bamse', firstName: 'Ola', lastName: 'Aabakken' },
      { nickname: null, firstName: 'Åse', lastName: 'Berg' },
      { nickname: 'Zorro', firstName: 'Per', lastName: 'Andersen' },
    ];
    expect(sortByDisplayName(players).map(playerDisplayName)).toEqual([
      'Anders Zahl',
      'Bamse',
      'Zorro',
      'Øyvind',
      'Åse Berg',
    ]);
  });

  it('sorts any players into a permutation ordered by their shown names', () => {
    const part = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.record({ nickname: fc.option(part), firstName: part, lastName: part })), (players) => {
        const sorted = sortByDisplayName(players);
        expect(sorted).toHaveLength(players.length);
        expect(new Set(sorted)).toEqual(new Set(players));
        const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
        for (let i = 1; i < sorted.length; i++)
          expect(
            collator.compare(playerDisplayName(sorted[i - 1]!), playerDisplayName(sorted[i]!)),
          ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('names authors by name when they have a first name', () => {
    expect(authorDisplayName({ firstName: 'Kari', lastName: 'Nordmann', username: 'kari' })).toBe('Kari Nordmann');
    expect(authorDisplayName({ firstName: 'Kari', lastName: null, username: 'kari' })).toBe('Kari');
    expect(authorDisplayName({ firstName: '', lastName: 'Nordmann', username: 'kari' })).toBe('kari');
    expect(authorDisplayName({ firstName: null, lastName: null, username: 'kari' })).toBe('kari');
  });
});

describe('generateMatchNumber', () => {
  const now = new Date(1_779_000_000_000);
  it('joins the initials and the clock', () => {
    expect(generateMatchNumber(' 5. div. Menn avd. 01', now)).toBe('5DMA01779000000000');
    expect(generateMatchNumber('NM cup', now)).toBe('NC1779000000000');
  });

  it('keeps matchIDs to A–Z and 0–9', () => {
    expect(generateMatchNumber('Østlandsserien Æresrunde Åpen - (vår)', now)).toBe('OAEA1779000000000');
  });
});

describe('countOf', () => {
  it('takes the singular for one and the plural for every other count', () => {
    expect(countOf(1, 'deltaker', 'deltakere')).toBe('1 deltaker');
    expect(countOf(0, 'deltaker', 'deltakere')).toBe('0 deltakere');
    expect(countOf(2, 'deltaker', 'deltakere')).toBe('2 deltakere');
  });
});
