/**
 * The shapes of a player's statistics as the API answers them and the web reads them
 * (000 §3): one definition for both sides.
 */

/** The per-match counts ('points' is the league points the match gave, as gamePoints). */
export interface StatCounts {
  attendance: number;
  goalsScored: number;
  assists: number;
  goalsFor: number;
  goalsConceded: number;
  cleanSheet: number;
  twoOrLessConceded: number;
  yellowCards: number;
  redCards: number;
  wins: number;
  ties: number;
  losses: number;
  ownGoals: number;
  gamePoints: number;
  points: number;
}

/** Counts before any match: the start of every sum, and a player without matches. */
export function zeroStatCounts(): StatCounts {
  return {
    attendance: 0,
    goalsScored: 0,
    assists: 0,
    goalsFor: 0,
    goalsConceded: 0,
    cleanSheet: 0,
    twoOrLessConceded: 0,
    yellowCards: 0,
    redCards: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    ownGoals: 0,
    gamePoints: 0,
    points: 0,
  };
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
