import { CLUB_TIME_ZONE } from './club';

/** A calendar date as 'yyyy-mm-dd'. */
export type IsoDate = string;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const NORWEGIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const KICKOFF_TIME = /^(\d{1,2})[.:](\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function toIso({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not. */
function utcMidnight({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function isRealDate(date: CalendarDate): boolean {
  const check = new Date(utcMidnight(date));
  return (
    check.getUTCFullYear() === date.year && check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day
  );
}

/**
 * Accepts the spec's 'dd.mm.yyyy' (one-digit day and month too, as people type them)
 * or ISO 'yyyy-mm-dd'; returns the ISO date, or null when it is not a real calendar date.
 */
export function parseFixtureDate(input: string): IsoDate | null {
  const text = input.trim();
  const norwegian = NORWEGIAN_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  let date: CalendarDate;
  if (norwegian) date = { day: Number(norwegian[1]), month: Number(norwegian[2]), year: Number(norwegian[3]) };
  else if (iso) date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else return null;
  return isRealDate(date) ? toIso(date) : null;
}

/** The calendar parts of a date in either accepted format; a wrong date is a programming error. */
export function calendarDate(input: string): CalendarDate {
  const iso = parseFixtureDate(input);
  if (iso === null) throw new RangeError(`Not a date: '${input}'`);
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** Accepts 'hh.mm' or 'hh:mm' (24 h, one-digit hour allowed); returns 'hh.mm' or null. */
export function parseKickoffTime(input: string): string | null {
  const match = KICKOFF_TIME.exec(input.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad2(hours)}.${pad2(minutes)}`;
}

function kickoffParts(time: string): { hours: number; minutes: number } {
  const normalised = parseKickoffTime(time);
  if (normalised === null) throw new RangeError(`Not a kick-off time: '${time}'`);
  return { hours: Number(normalised.slice(0, 2)), minutes: Number(normalised.slice(3, 5)) };
}

/** The date 'days' after (or before, when negative) the given date. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const shifted = new Date(utcMidnight(calendarDate(iso)) + days * MS_PER_DAY);
  return toIso({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

// One formatter for the module: building Intl formatters is slow and they hold no state.
const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock extends CalendarDate {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Oslo's wall clock read from the Intl formatter: the source of truth, and slow (a few µs). */
function formattedOsloParts(instant: Date): WallClock {
  const parts = new Map(osloClock.formatToParts(instant).map((part) => [part.type, part.value]));
  // The formatter always yields these parts; Number(undefined) would be NaN, never a silent 0.
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.get(type));
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hours: part('hour'),
    minutes: part('minute'),
    seconds: part('second'),
  };
}

const MS_PER_HOUR = 60 * MS_PER_MINUTE;
/** Oslo's offset for each UTC hour asked for; bounded (a server asks about a few hours). */
const offsetByHour = new Map<number, number>();
const MAX_HOURS_KEPT = 10_000;

/**
 * Oslo's offset from UTC in ms at an instant (+1 h in winter, +2 h in summer). Oslo's clocks
 * change at 01:00 UTC, on a whole UTC hour, so the offset is read once per UTC hour from the
 * formatter and kept: every answer that names a deadline asks it, and the formatter was the
 * largest cost of a cached logged-in read (docs/PERFORMANCE.md).
 */
function osloOffsetAt(epochMs: number): number {
  const hour = Math.floor(epochMs / MS_PER_HOUR);
  const kept = offsetByHour.get(hour);
  if (kept !== undefined) return kept;
  const start = hour * MS_PER_HOUR;
  const wall = formattedOsloParts(new Date(start));
  const offset = utcMidnight(wall) + ((wall.hours * 60 + wall.minutes) * 60 + wall.seconds) * 1000 - start;
  if (offsetByHour.size >= MAX_HOURS_KEPT) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/** Oslo's wall clock at an instant (whole seconds): the instant moved by the offset, read as UTC. */
function osloParts(instant: Date): WallClock {
  const epochMs = Math.floor(instant.getTime() / 1000) * 1000;
  const wall = new Date(epochMs + osloOffsetAt(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
  };
}

/**
 * The instant at which Oslo's clocks show the given date and time. On the autumn
 * change (a wall time that happens twice) the earlier instant is chosen; in the spring
 * gap (a wall time that never happens) the clock is read as if it had not yet moved
 * forward, so 02.30 becomes 03.30 summer time — the choice Temporal calls 'compatible'.
 */
export function osloDateTimeToInstant(iso: IsoDate, time: string): Date {
  const { hours, minutes } = kickoffParts(time);
  const wallAsUtc = utcMidnight(calendarDate(iso)) + (hours * 60 + minutes) * MS_PER_MINUTE;
  const offsetBefore = osloOffsetAt(wallAsUtc - MS_PER_DAY);
  const offsetAfter = osloOffsetAt(wallAsUtc + MS_PER_DAY);
  const candidates = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter(
    (instant) => instant + osloOffsetAt(instant) === wallAsUtc,
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wallAsUtc - offsetBefore);
}

/** The date and 'hh.mm' time Oslo's clocks show at an instant. */
export function osloWallClock(instant: Date): { date: IsoDate; time: string } {
  const wall = osloParts(instant);
  return { date: toIso(wall), time: `${pad2(wall.hours)}.${pad2(wall.minutes)}` };
}

/**
 * An instant as ISO 8601 with Oslo's offset, e.g. '2026-05-23T23:59:00+02:00', for
 * timestamps in the API (deadlineAt, serverNow, dateCreated: DESIGN §5). Whole seconds.
 */
export function osloIsoTimestamp(instant: Date): string {
  const wall = osloParts(instant);
  const offsetMinutes = osloOffsetAt(instant.getTime()) / MS_PER_MINUTE;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad2(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad2(Math.abs(offsetMinutes) % 60)}`;
  return `${toIso(wall)}T${pad2(wall.hours)}:${pad2(wall.minutes)}:${pad2(wall.seconds)}${offset}`;
}

/** Today's date in Oslo, whatever the time zone of the machine or browser. */
export function osloToday(now: Date): IsoDate {
  return osloWallClock(now).date;
}

/** The wall-clock time of every fantasy deadline (DESIGN §5). */
export const DEADLINE_TIME = '23.59';

/** 23:59 Oslo time on the day before the match (DESIGN §5), decided by the server's clock. */
export function fantasyDeadline(matchDate: IsoDate): Date {
  return new Date(deadlineMs(matchDate));
}

/** True while changes to the team of the match on that date are still allowed. */
export function isBeforeDeadline(matchDate: IsoDate, now: Date): boolean {
  return now.getTime() < deadlineMs(matchDate);
}

/**
 * Deadlines by match date, worked out once: every logged-in fantasy read asks whether its
 * round is locked, and the Oslo calendar arithmetic was 4 % of such a read's CPU. A season
 * has a few dozen match dates; the bound only guards against a caller inventing dates.
 */
const deadlines = new Map<IsoDate, number>();
const DEADLINES_KEPT = 1_000;

function deadlineMs(matchDate: IsoDate): number {
  let ms = deadlines.get(matchDate);
  if (ms === undefined) {
    ms = osloDateTimeToInstant(addDays(matchDate, -1), DEADLINE_TIME).getTime();
    if (deadlines.size >= DEADLINES_KEPT) deadlines.clear();
    deadlines.set(matchDate, ms);
  }
  return ms;
}

/** Whole years since birth on Oslo's today; null when unknown or not yet born. */
export function ageFromBirthdate(birthdate: IsoDate | null, now: Date): number | null {
  if (birthdate === null) return null;
  const birthIso = parseFixtureDate(birthdate);
  if (birthIso === null) return null;
  const born = calendarDate(birthIso);
  const today = calendarDate(osloToday(now));
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  const age = today.year - born.year - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}
