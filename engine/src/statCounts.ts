/**
 * The shapes of a player's statistics as the API answers them and the web reads them
 * (000 §3): one definition for both sides.
 */
import type { MatchStatKey, MatchStatLine } from './matchStatFields';

/**
 * The per-match counts the API answers, in the answer's order, each with the stored
 * match_stats field it reads ('points' is the league points the match gave, as gamePoints).
 */
export const STAT_COUNT_SOURCES = {
  attendance: 'attendance',
  goalsScored: 'goalsScored',
  assists: 'assists',
  goalsFor: 'goalsFor',
  goalsConceded: 'goalsConceded',
  cleanSheet: 'cleanSheet',
  twoOrLessConceded: 'twoOrLessConceded',
  yellowCards: 'yellowCards',
  redCards: 'redCards',
  wins: 'win',
  ties: 'tie',
  losses: 'loss',
  ownGoals: 'ownGoals',
  gamePoints: 'gamePoints',
  points: 'gamePoints',
} as const satisfies Record<string, MatchStatKey>;

type StatCountKey = keyof typeof STAT_COUNT_SOURCES;

export type StatCounts = Record<StatCountKey, number>;

const STAT_COUNT_KEYS = Object.keys(STAT_COUNT_SOURCES) as StatCountKey[];

/** Counts before any match: the start of every sum, and a player without matches. */
export function zeroStatCounts(): StatCounts {
  return Object.fromEntries(STAT_COUNT_KEYS.map((key) => [key, 0])) as StatCounts;
}

/** One stored line's counts as the API answers them. */
export function statCountsOf(line: MatchStatLine): StatCounts {
  return Object.fromEntries(STAT_COUNT_KEYS.map((key) => [key, line[STAT_COUNT_SOURCES[key]]])) as StatCounts;
}

/** The match a per-match entry belongs to. */
export interface MatchHeading {
  season: number;
  round: number;
  matchID: string;
  homeTeamName: string;
  homeTeamScore: number;
  awayTeamName: string;
  awayTeamScore: number;
}

/** A total part and a byDate part keyed by 'dd.mm.yyyy'. */
export interface ByDate<T> {
  total: T;
  byDate: Record<string, { gameStat: (MatchHeading & T)[] }>;
}
