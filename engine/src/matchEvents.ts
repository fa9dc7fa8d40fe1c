/**
 * A match as it is played: its phases, the events entered from the touchline and what they
 * give each player. The rules of the live match (liveEntry, liveScore, matchCentre, liveTicker)
 * work on these; the API's calls and events carry them.
 */

/** Where a match stands. `notStarted` until `startLiveMatch`; `finished` after full time. */
export type MatchPhase = 'notStarted' | 'firstHalf' | 'halfTime' | 'secondHalf' | 'finished';

/** The phases an admin moves a started match to (`setMatchPhase`). */
export type SettableMatchPhase = Exclude<MatchPhase, 'notStarted'>;

/**
 * What happened: a club goal (scorer from the squad, optional assist), a goal by the
 * opponents, an own goal by a club player (counts for the opponents), and cards.
 */
export type MatchEventType = 'goal' | 'opponentGoal' | 'ownGoal' | 'yellowCard' | 'redCard';

/** One stored event of a live match, with who entered it and when. */
export interface MatchEvent {
  eventID: number;
  matchID: string;
  type: MatchEventType;
  /** The match minute, 1 and up; filled from the match clock and editable. */
  minute: number;
  /** The club player the event is about; null for `opponentGoal`. */
  playerID: number | null;
  /** Only for `goal`. */
  assistPlayerID: number | null;
  /** The running score after this event, in event order (minute, then entry). */
  homeTeamScore: number;
  awayTeamScore: number;
  /** Raised by every change: an update or delete naming an older version is refused. */
  version: number;
  enteredBy: string | null;
  /** ISO 8601 */
  enteredAt: string;
  /** ISO 8601; null when never changed. */
  changedAt: string | null;
}

/** A player of the match's squad, as the entry and the match centre show them. */
export interface LiveSquadPlayer {
  playerID: number;
  /** As the site shows a player: nickname or first and last name. */
  name: string;
  jerseyNo: number;
  position: string;
}

/** One player's statistics line as derived from the events (what saveMatch will store). */
export interface LiveReviewLine {
  playerID: number;
  name: string;
  attendance: 0 | 1;
  keeper: 0 | 1;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** What kind of line the 'Direkte' ticker shows for an entry. */
export type LiveTickerKind = 'score' | 'goal' | 'card' | 'trivia' | 'phase' | 'correction';
