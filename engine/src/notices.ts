import { displayTeamName } from './club';
import { formatNorwegianDate, weekdayName } from './format';
import { addDays, osloToday, osloWallClock } from './time';

/*
 * The texts of a manager's notices: a correction that changed their round
 * points and why, a confirmed result, and the deadline reminders. Pure: the API reads the
 * match before and after a write and hands both here.
 */

/** One attending player's statistics line, as a notice names what changed in it. */
export interface NoticePlayerLine {
  name: string;
  keeper: number;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** A match as saved: the result (null when it has none) and the attending players' lines by player ID. */
export interface NoticeMatchState {
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  lines: ReadonlyMap<number, NoticePlayerLine>;
}

/** The parts of a line a reason can name; attendance is having a line at all. */
export const NOTICE_LINE_CATEGORIES = [
  'attendance',
  'keeper',
  'goalsScored',
  'assists',
  'ownGoals',
  'yellowCards',
  'redCards',
] as const;
export type NoticeLineCategory = (typeof NOTICE_LINE_CATEGORIES)[number];

/** When a points change shows no cause among the manager's players or the result. */
export const CORRECTION_FALLBACK_REASON = 'kampen ble rettet';
export const REOPENED_REASON = 'kampen ble åpnet igjen';

type CountedCategory = Exclude<NoticeLineCategory, 'attendance' | 'keeper'>;

/** What a change of a counted category says: one more, several more, one fewer, several fewer. */
const COUNT_TEXTS: Record<
  CountedCategory,
  {
    one: (name: string) => string;
    more: (name: string, n: number) => string;
    oneLess: (name: string) => string;
    less: (name: string, n: number) => string;
  }
> = {
  goalsScored: {
    one: (name) => `${name} scoret`,
    more: (name, n) => `${name} scoret ${n} mål`,
    oneLess: (name) => `målet til ${name} ble fjernet`,
    less: (name, n) => `${n} mål til ${name} ble fjernet`,
  },
  assists: {
    one: (name) => `${name} fikk en målgivende pasning`,
    more: (name, n) => `${name} fikk ${n} målgivende pasninger`,
    oneLess: (name) => `den målgivende pasningen til ${name} ble fjernet`,
    less: (name, n) => `${n} målgivende pasninger til ${name} ble fjernet`,
  },
  ownGoals: {
    one: (name) => `${name} scoret et selvmål`,
    more: (name, n) => `${name} scoret ${n} selvmål`,
    oneLess: (name) => `selvmålet til ${name} ble fjernet`,
    less: (name, n) => `${n} selvmål til ${name} ble fjernet`,
  },
  yellowCards: {
    one: (name) => `${name} fikk et gult kort`,
    more: (name, n) => `${name} fikk ${n} gule kort`,
    oneLess: (name) => `det gule kortet til ${name} ble fjernet`,
    less: (name, n) => `${n} gule kort til ${name} ble fjernet`,
  },
  redCards: {
    one: (name) => `${name} fikk et rødt kort`,
    more: (name, n) => `${name} fikk ${n} røde kort`,
    oneLess: (name) => `det røde kortet til ${name} ble fjernet`,
    less: (name, n) => `${n} røde kort til ${name} ble fjernet`,
  },
};

const COUNTED: readonly CountedCategory[] = ['goalsScored', 'assists', 'ownGoals', 'yellowCards', 'redCards'];

function countReason(category: CountedCategory, name: string, was: number, is: number): string | null {
  const texts = COUNT_TEXTS[category];
  const change = is - was;
  if (change === 0) return null;
  if (change === 1) return texts.one(name);
  if (change > 1) return texts.more(name, change);
  return change === -1 ? texts.oneLess(name) : texts.less(name, -change);
}

/**
 * What changed in one player's line, one reason per changed category, in the categories'
 * order. A player added to or taken out of the match is that one reason: their counts came
 * or went with it.
 */
export function lineChangeReasons(before: NoticePlayerLine | undefined, after: NoticePlayerLine | undefined): string[] {
  if (!before && !after) return [];
  if (!before) return [`${after!.name} ble lagt til i troppen`];
  if (!after) return [`${before.name} ble fjernet fra troppen`];
  const { name } = after;
  const reasons: string[] = [];
  if (before.keeper !== after.keeper) {
    reasons.push(after.keeper === 1 ? `${name} ble ført som keeper` : `${name} ble ikke lenger ført som keeper`);
  }
  for (const category of COUNTED) {
    const reason = countReason(category, name, before[category], after[category]);
    if (reason) reasons.push(reason);
  }
  return reasons;
}

function scoreText(state: NoticeMatchState): string {
  return `${state.homeTeamScore ?? 0}–${state.awayTeamScore ?? 0}`;
}

/**
 * Why a manager's round points changed between two saved states of a match: what changed
 * for the players they chose (in their order), then a changed result. A match set back to
 * unplayed is that one reason. Empty when no cause is visible (the caller falls back).
 */
export function pointsChangeReasons(
  before: NoticeMatchState,
  after: NoticeMatchState,
  players: readonly number[],
): string[] {
  if (after.homeTeamScore === null || after.awayTeamScore === null) return [REOPENED_REASON];
  const reasons = [...new Set(players)].flatMap((playerID) =>
    lineChangeReasons(before.lines.get(playerID), after.lines.get(playerID)),
  );
  if (before.homeTeamScore !== after.homeTeamScore || before.awayTeamScore !== after.awayTeamScore) {
    reasons.push(`resultatet ble endret til ${scoreText(after)}`);
  }
  return reasons;
}

/**
 * Reasons as one Norwegian sentence part. Each is a clause of its own, so 'og' before the
 * last takes a comma: 'A, og B', 'A, B, og C'.
 */
export function joinReasons(reasons: readonly string[]): string {
  if (reasons.length === 0) return CORRECTION_FALLBACK_REASON;
  if (reasons.length === 1) return reasons[0]!;
  return `${reasons.slice(0, -1).join(', ')}, og ${reasons[reasons.length - 1]}`;
}

/** 'Poengene dine for runde 12 er endret fra 34 til 31: Ola Nordmann fikk et gult kort.' */
export function pointsChangedText(round: number, before: number, after: number, reasons: readonly string[]): string {
  return `Poengene dine for runde ${round} er endret fra ${before} til ${after}: ${joinReasons(reasons)}.`;
}

export interface ConfirmedResult {
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number;
  awayTeamScore: number;
  round: number;
}

/** 'Resultatet er klart: VSF–Lyn 2–1. Du fikk 34 poeng i runde 12.' */
export function resultReadyText(result: ConfirmedResult, roundPoints: number): string {
  const teams = `${displayTeamName(result.homeTeam)}–${displayTeamName(result.awayTeam)}`;
  return `Resultatet er klart: ${teams} ${result.homeTeamScore}–${result.awayTeamScore}. Du fikk ${roundPoints} poeng i runde ${result.round}.`;
}

export type DeadlineReminder = '24h' | '1h';

const HOUR_MS = 60 * 60 * 1000;

/** How long before the deadline each reminder goes out. */
export const DEADLINE_REMINDER_LEAD_MS: Record<DeadlineReminder, number> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };

/**
 * The reminder due at `now`: the 1-hour one in the last hour, the 24-hour one in the day
 * before it, none otherwise. A process that was down at the 24-hour mark still sends it
 * later that day, but never both in the last hour.
 */
export function dueDeadlineReminder(deadline: Date, now: Date): DeadlineReminder | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= DEADLINE_REMINDER_LEAD_MS['1h']) return '1h';
  return left <= DEADLINE_REMINDER_LEAD_MS['24h'] ? '24h' : null;
}

/** When the deadline is, as a manager reads it at `now`: 'i dag kl. 23.59', 'i morgen kl. 23.59', 'lørdag 21.11.2026 kl. 23.59'. */
export function deadlineWhen(deadline: Date, now: Date): string {
  const { date, time } = osloWallClock(deadline);
  const today = osloToday(now);
  if (date === today) return `i dag kl. ${time}`;
  if (date === addDays(today, 1)) return `i morgen kl. ${time}`;
  return `${weekdayName(date).toLowerCase()} ${formatNorwegianDate(date)} kl. ${time}`;
}

/** 'Husk å lagre laget ditt for runde 12: fristen går ut i morgen kl. 23.59.' */
export function deadlineReminderText(round: number, deadline: Date, now: Date): string {
  return `Husk å lagre laget ditt for runde ${round}: fristen går ut ${deadlineWhen(deadline, now)}.`;
}
