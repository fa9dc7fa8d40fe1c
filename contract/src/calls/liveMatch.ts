/**
 * Match day: a match entered live from the touchline, event by event, and the
 * match centre fans follow. The score is derived from the events; 'Bekreft resultat'
 * (`finishLiveMatch`) saves the statistics lines the events give through `saveMatch`.
 */
import type {
  LiveReviewLine,
  LiveSquadPlayer,
  MatchEvent,
  MatchEventType,
  MatchPhase,
  SettableMatchPhase,
} from '@vsf/engine';
import type { Confirmation, NoInput } from './common';

/** A match as the touchline entry and the match centre show it. */
export interface LiveMatch {
  matchID: string;
  season: number;
  round: number;
  tournament: string;
  /** dd.mm.yyyy */
  date: string;
  /** hh.mm */
  time: string;
  pitch: string;
  homeTeam: string;
  awayTeam: string;
  phase: MatchPhase;
  /** The match clock's minute when answered; null before kick-off and after full time. */
  minute: number | null;
  /** ISO 8601: when the current phase began, so a page can run the clock itself. */
  phaseStartedAt: string | null;
  /** Minutes per half for this match (by its number a side). */
  halfLengthMinutes: number;
  /** Derived from the events while live; the saved result once confirmed. */
  homeTeamScore: number;
  awayTeamScore: number;
  events: MatchEvent[];
  squad: LiveSquadPlayer[];
  /** The squad's keeper (a statistics line's 'keeper'); null when none is named. */
  keeperID?: number | null;
  trivia: string;
  /** True once the result is saved (by 'Bekreft resultat' or the statistics form). */
  saved: boolean;
}

/** A match being played now, for the header's 'Direkte' ticker. */
export interface LiveMatchSummary {
  matchID: string;
  season: number;
  round: number;
  homeTeam: string;
  awayTeam: string;
  phase: MatchPhase;
  homeTeamScore: number;
  awayTeamScore: number;
  phaseStartedAt: string | null;
  halfLengthMinutes: number;
}

export interface LiveMatchCalls {
  /** Admins: the squad, and the match is on (phase `firstHalf`, the clock starts). */
  startLiveMatch: {
    /**
     * Called again on a started match, it changes the squad and keeper (a late arrival); a
     * player with events cannot leave the squad.
     */
    input: { matchID: string; squad: number[]; keeperID?: number | null };
    answer: { match: LiveMatch };
  };
  addMatchEvent: {
    input: {
      matchID: string;
      type: MatchEventType;
      minute: number;
      playerID?: number | null;
      assistPlayerID?: number | null;
    };
    answer: { event: MatchEvent; match: LiveMatch };
  };
  updateMatchEvent: {
    input: {
      eventID: number;
      /** The version the admin saw; refused with 409 when someone changed it since. */
      version?: number;
      type?: MatchEventType;
      minute?: number;
      playerID?: number | null;
      assistPlayerID?: number | null;
    };
    answer: { event: MatchEvent; match: LiveMatch };
  };
  deleteMatchEvent: {
    input: { eventID: number; version?: number };
    answer: { match: LiveMatch };
  };
  setMatchPhase: {
    input: { matchID: string; phase: SettableMatchPhase };
    answer: { match: LiveMatch };
  };
  /** Anyone: a live, unplayed or saved match. */
  getLiveMatch: {
    input: { matchID: string };
    answer: { match: LiveMatch };
  };
  /** Anyone: the matches started and not yet confirmed, for the ticker. */
  getLiveMatches: {
    input: NoInput;
    answer: { matches: LiveMatchSummary[] };
  };
  /** Admins: the statistics lines the events give, as 'Bekreft resultat' would save them. */
  getLiveMatchReview: {
    input: { matchID: string };
    answer: {
      homeTeamScore: number;
      awayTeamScore: number;
      lines: LiveReviewLine[];
      /** Club goals without a club scorer ('Selvmål av motstanderen'). */
      opponentOwnGoals?: number;
    };
  };
  /**
   * Admins: a match started by mistake back to not started ('Avbryt direkteføringen'): its
   * live events and squad are deleted. Refused once its result is saved.
   */
  cancelLiveMatch: {
    input: { matchID: string };
    answer: { match: LiveMatch };
  };
  /** Admins: saves the derived lines through saveMatch in one transaction. */
  finishLiveMatch: {
    input: { matchID: string };
    answer: Confirmation & { thisYear: number; thisRound: number; thisMatchID: string };
  };
  /** Admins: a saved match back to unplayed; statistics, points and the pointer revert. */
  reopenMatch: {
    input: { matchID: string };
    answer: Confirmation & { thisYear: number; thisRound: number; thisMatchID: string };
  };
}
