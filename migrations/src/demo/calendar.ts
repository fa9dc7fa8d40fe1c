/**
 * Date arithmetic on 'yyyy-mm-dd' strings and Oslo wall-clock instants. The demo is
 * built around options.today and options.now only; nothing here reads the clock.
 */
const MS_PER_DAY = 86_400_000;

const WEEKDAYS = ['Søndag', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag'] as const;

function dayNumber(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd date: '${iso}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(iso: string): number {
  return new Date(dayNumber(iso) * MS_PER_DAY).getUTCDay();
}

export function weekdayName(iso: string): string {
  return WEEKDAYS[weekdayIndex(iso)] as string;
}

export function isWeekend(iso: string): boolean {
  const day = weekdayIndex(iso);
  return day === 0 || day === 6;
}

/** The Monday of the ISO week that holds `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, -((weekdayIndex(iso) + 6) % 7));
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** 'dd.mm.yyyy', as the club writes dates in articles. */
export function norwegianDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

const osloParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Oslo is ahead of UTC at the given instant (60 in winter, 120 in summer). */
function osloOffsetMinutes(utcMs: number): number {
  const parts = Object.fromEntries(osloParts.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const wallAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wallAsUtc - utcMs) / 60_000);
}

/** The instant of an Oslo wall-clock time, e.g. ('2026-11-21', '20:15'). */
export function osloInstant(iso: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wallAsUtc = dayNumber(iso) * MS_PER_DAY + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  const guess = wallAsUtc - osloOffsetMinutes(wallAsUtc) * 60_000;
  return new Date(wallAsUtc - osloOffsetMinutes(guess) * 60_000);
}

/** The Oslo calendar date of an instant. */
export function osloDate(instant: Date): string {
  return fromDayNumber(Math.floor((instant.getTime() + osloOffsetMinutes(instant.getTime()) * 60_000) / MS_PER_DAY));
}

/** The earlier of two instants: generated timestamps must never lie after options.now. */
export function notAfter(instant: Date, limit: Date): Date {
  return instant.getTime() > limit.getTime() ? new Date(limit.getTime()) : instant;
}

/** 'HH:MM' for minutes after midnight. */
export function clock(minutesAfterMidnight: number): string {
  const hours = Math.floor(minutesAfterMidnight / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutesAfterMidnight % 60).padStart(2, '0')}`;
}
