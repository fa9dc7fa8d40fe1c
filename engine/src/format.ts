import { calendarDate, osloWallClock, parseKickoffTime, type IsoDate } from './time';

/** jerseyNo 100 is how the club stores 'no number' (002 §3). */
export const NO_JERSEY_NUMBER = 100;

/** Ages under this are treated as a wrongly typed birthdate and shown as '??' (001 §9). */
export const MIN_DISPLAYED_AGE = 5;

/** Sunday first, as Date.getUTCDay() counts. */
const WEEKDAYS = ['Søndag', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag'] as const;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'dd.mm.yyyy'; accepts either date format the API uses. */
export function formatNorwegianDate(iso: IsoDate): string {
  const { year, month, day } = calendarDate(iso);
  return `${pad2(day)}.${pad2(month)}.${String(year).padStart(4, '0')}`;
}

/** '1 deltaker', '2 deltakere': a count with the noun in the number it takes. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** 'Mandag' … 'Søndag'. */
export function weekdayName(iso: IsoDate): string {
  const { year, month, day } = calendarDate(iso);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return WEEKDAYS[date.getUTCDay()] as string;
}

/** 'kl. 18.30'; accepts 'hh.mm' or 'hh:mm'. */
export function formatKickoff(time: string): string {
  const normalised = parseKickoffTime(time);
  if (normalised === null) throw new RangeError(`Not a kick-off time: '${time}'`);
  return `kl. ${normalised}`;
}

/** An instant as Oslo shows it, e.g. a deadline: '22.05.2026 kl. 23.59'. */
export function formatOsloDateTime(instant: Date): string {
  const { date, time } = osloWallClock(instant);
  return `${formatNorwegianDate(date)} ${formatKickoff(time)}`;
}

/** The age as shown on player cards: '??' when unknown or implausibly young. */
export function displayAge(age: number | null): string {
  return age === null || age < MIN_DISPLAYED_AGE ? '??' : String(age);
}

/** The shirt number as shown; empty when the player has none. */
export function displayJersey(jerseyNo: number): string {
  return jerseyNo === NO_JERSEY_NUMBER ? '' : String(jerseyNo);
}

/** A shirt number where a shirt or a squad list shows one: the number, or a dash for none. */
export function jerseyText(jerseyNo: number): string {
  return jerseyNo === NO_JERSEY_NUMBER ? '–' : String(jerseyNo);
}

export interface PlayerNameParts {
  nickname: string | null;
  firstName: string;
  lastName: string;
}

/** The nickname when there is one (an empty nickname means none), else first and last name. */
export function playerDisplayName({ nickname, firstName, lastName }: PlayerNameParts): string {
  const trimmed = nickname?.trim() ?? '';
  return trimmed !== '' ? trimmed : `${firstName.trim()} ${lastName.trim()}`.trim();
}

const displayNames = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** Players in the order of the names a list shows (nickname or full name), A–Å the Norwegian way. */
export function sortByDisplayName<T extends PlayerNameParts>(players: readonly T[]): T[] {
  return players
    .map((player) => ({ player, name: playerDisplayName(player) }))
    .sort((a, b) => displayNames.compare(a.name, b.name))
    .map(({ player }) => player);
}

export interface AuthorNameParts {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/** Articles and comments show the writer's name when a first name exists, else the username. */
export function authorDisplayName({ firstName, lastName, username }: AuthorNameParts): string {
  const first = firstName?.trim() ?? '';
  if (first === '') return username;
  return `${first} ${lastName?.trim() ?? ''}`.trim();
}

/** Letters that do not decompose into a base letter and a mark. */
const ASCII_LETTER: Record<string, string> = { Æ: 'AE', Ø: 'O', Đ: 'D', Ł: 'L', ẞ: 'SS' };

/**
 * A new fixture's matchID (002 §9): the upper-cased first letter or digit of each word
 * of the tournament name, then the clock in ms, e.g. ' 5. div. Menn avd. 01' → '5DMA0' + ms.
 * Initials are reduced to A–Z and 0–9 (Å → A, Ø → O, Æ → AE) because matchIDs travel in
 * URLs and realtime room names, which accept only word characters.
 */
export function generateMatchNumber(tournamentName: string, now: Date): string {
  const initials = tournamentName
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .map((first) => ASCII_LETTER[first] ?? first.normalize('NFD').charAt(0))
    .filter((first) => /^[A-Z0-9]+$/.test(first))
    .join('');
  return `${initials}${now.getTime()}`;
}

/** A number with a decimal comma, e.g. per-match figures: formatDecimal(0.5, 2) → '0,50'. */
export function formatDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** Points with their sign, as the rules table writes them: '+5', '−3' (a minus sign), '0'. */
export function formatSignedPoints(points: number): string {
  if (points > 0) return `+${formatDecimal(points, Number.isInteger(points) ? 0 : 1)}`;
  if (points < 0) return `−${formatDecimal(-points, Number.isInteger(points) ? 0 : 1)}`;
  return '0';
}
