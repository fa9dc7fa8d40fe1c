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
