/**
 * Entering a match (002 §4.3, §5): the result, and each club player's line. The server
 * refuses what breaks these rules; the admin form shows the same messages.
 */
import { isClubTeam } from './club';
import type { MatchResult } from './football';
import { MAX_RED_CARDS_PER_MATCH, MAX_YELLOW_CARDS_PER_MATCH } from './limits';
import { PLAYER_EVENT_FIELDS, zeroLine, type PlayerEvents } from './matchStatFields';
import type { PlayerMatchStats } from './points';
import { osloToday, type IsoDate } from './time';

/** The spec's text where it has one; those marked 'ours' fill gaps. */
export const MATCH_ENTRY_MESSAGES = {
  resultMissing: 'Du må fylle inn resultatet av kampen også.',
  /** ours */
  negative: 'Tallene kan ikke være negative.',
  /** ours */
  tooManyYellows: `En spiller kan få maks ${MAX_YELLOW_CARDS_PER_MATCH} gule kort i en kamp.`,
  /** ours */
  tooManyReds: `En spiller kan få maks ${MAX_RED_CARDS_PER_MATCH} rødt kort i en kamp.`,
  /** ours */
  redWithTwoYellows: 'Et rødt kort kan ikke kombineres med to gule kort.',
  /** ours */
  eventsWithoutAttendance: 'Spilleren må ha vært med i kampen for å få mål, kort eller stå i mål.',
  /** ours */
  notAClubMatch: 'Kampen er ikke en av klubbens kamper.',
  /** ours */
  matchInFuture: 'Kampen er ikke spilt ennå. Et resultat kan først lagres på kampdagen.',
  /** ours */
  goalsDoNotAddUp:
    'Spillernes mål og selvmål av motstanderen blir ikke til sammen klubbens mål i resultatet. Sjekk målscorerne og resultatet.',
  /** ours */
  tooManyAssists: 'Det er flere målgivende pasninger enn mål av klubbens spillere.',
} as const;

export type MatchEntryProblem = keyof typeof MATCH_ENTRY_MESSAGES;

function isScore(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 0;
}

/** Both scores are required, whole and at least 0. */
export function validateMatchResult(homeTeamScore: number | null, awayTeamScore: number | null): MatchEntryProblem[] {
  if (homeTeamScore === null || awayTeamScore === null) return ['resultMissing'];
  return isScore(homeTeamScore) && isScore(awayTeamScore) ? [] : ['negative'];
}

const EVENT_KEYS = PLAYER_EVENT_FIELDS.map((field) => field.key);

/** A player's line: cards within limits, no red with both yellows, no events without attendance. */
export function validatePlayerLine(line: PlayerEvents & { attendance: 0 | 1 }): MatchEntryProblem[] {
  const problems: MatchEntryProblem[] = [];
  if (EVENT_KEYS.some((key) => !isScore(line[key]))) problems.push('negative');
  if (line.yellowCards > MAX_YELLOW_CARDS_PER_MATCH) problems.push('tooManyYellows');
  if (line.redCards > MAX_RED_CARDS_PER_MATCH) problems.push('tooManyReds');
  if (line.redCards > 0 && line.yellowCards >= MAX_YELLOW_CARDS_PER_MATCH) problems.push('redWithTwoYellows');
  if (line.attendance === 0 && EVENT_KEYS.some((key) => line[key] !== 0)) problems.push('eventsWithoutAttendance');
  return problems;
}

/** Unticking attendance clears the player's other entries (002 §4.3). */
export function withoutAttendance<T extends PlayerEvents & { attendance: 0 | 1 }>(line: T): T {
  return { ...line, attendance: 0, ...zeroLine(PLAYER_EVENT_FIELDS) };
}

/**
 * The club's side of a result: goals for and against, whichever side it played on.
 * null when neither team is the club or the match has no result yet.
 */
export function clubScore(match: MatchResult): { goalsFor: number; goalsConceded: number } | null {
  if (match.homeTeamScore === null || match.awayTeamScore === null) return null;
  if (isClubTeam(match.homeTeam)) return { goalsFor: match.homeTeamScore, goalsConceded: match.awayTeamScore };
  if (isClubTeam(match.awayTeam)) return { goalsFor: match.awayTeamScore, goalsConceded: match.homeTeamScore };
  return null;
}

/** A result waits for its match: refused while the match's date is after today in Oslo. */
export function isMatchInFuture(matchDate: IsoDate, now: Date): boolean {
  return matchDate > osloToday(now);
}

type CountedLine = Pick<PlayerMatchStats, 'goalsScored' | 'assists'> & { attendance: 0 | 1 };

/** What a match's lines add up to; only attending players count. */
function totals(lines: readonly CountedLine[]): { goals: number; assists: number } {
  const attending = lines.filter((line) => line.attendance === 1);
  return {
    goals: attending.reduce((sum, line) => sum + line.goalsScored, 0),
    assists: attending.reduce((sum, line) => sum + line.assists, 0),
  };
}

/**
 * The club's goals are its players' goals plus the opponents' own goals, and no goal has
 * more than one assist: sum(goals) + opponentOwnGoals = the club's score, sum(assists) ≤ sum(goals).
 */
export function validateMatchTotals(
  clubGoals: number,
  opponentOwnGoals: number,
  lines: readonly CountedLine[],
): MatchEntryProblem[] {
  if (!isScore(opponentOwnGoals)) return ['negative'];
  const { goals, assists } = totals(lines);
  const problems: MatchEntryProblem[] = [];
  if (goals + opponentOwnGoals !== clubGoals) problems.push('goalsDoNotAddUp');
  if (assists > goals) problems.push('tooManyAssists');
  return problems;
}

/** The opponents' own goals a saved match implies: what its scorers leave of the club's score. */
export function impliedOpponentOwnGoals(clubGoals: number, lines: readonly CountedLine[]): number {
  return Math.max(0, clubGoals - totals(lines).goals);
}

export interface MatchEntryCheck extends MatchResult {
  /** The fixture's date, yyyy-mm-dd. */
  date: IsoDate;
  opponentOwnGoals: number;
  players: readonly (PlayerEvents & { attendance: 0 | 1 })[];
}

/**
 * Every rule a saved match must meet, in the order the admin is told about them: the
 * result, each player's line, the match's date, then the goals and assists adding up.
 * The form checks this before sending and saveMatch refuses the same.
 */
export function validateMatchEntry(entry: MatchEntryCheck, now: Date): MatchEntryProblem[] {
  const resultProblems = validateMatchResult(entry.homeTeamScore, entry.awayTeamScore);
  if (resultProblems.length) return resultProblems;
  const lineProblem = entry.players.map((line) => validatePlayerLine(line)[0]).find(Boolean);
  if (lineProblem) return [lineProblem];
  if (isMatchInFuture(entry.date, now)) return ['matchInFuture'];
  const score = clubScore(entry);
  if (!score) return ['notAClubMatch'];
  return validateMatchTotals(score.goalsFor, entry.opponentOwnGoals, entry.players);
}
