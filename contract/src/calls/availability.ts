/**
 * Who plays: club players answer each coming fixture for themselves ('Kan spille', 'Usikker',
 * 'Kan ikke'), an admin publishes the squad ('Tropp') before the fantasy deadline, and every
 * club player's status for a match ('I troppen' …) is public for the fantasy game. The
 * comment beside an answer is the player's and the admins' only.
 */
import type { AvailabilityStatus, LiveSquadPlayer, PlayerStatus } from '@vsf/engine';
import type { NoInput } from './common';

/** The fixture an answer or a squad is for. */
export interface AvailabilityMatch {
  matchID: string;
  season: number;
  round: number;
  /** dd.mm.yyyy */
  date: string;
  /** hh.mm */
  time: string;
  pitch: string;
  homeTeam: string;
  awayTeam: string;
  /** ISO 8601: the kick-off, when answers and the squad close. */
  kickoffAt: string;
  /** False from kick-off (or the touchline's 'Avspark', or a saved result) on. */
  open: boolean;
}

/** One club player's answer for a fixture, as the player or an admin sees it. */
export interface AvailabilityAnswer {
  playerID: number;
  /** As the site shows a player: nickname or first and last name. */
  name: string;
  jerseyNo: number;
  position: string;
  /** Whether the profile is linked to an account; one without is answered for by an admin. */
  hasAccount: boolean;
  /** Null: not answered. */
  status: AvailabilityStatus | null;
  /** The player's note ('Jobber til 19'); empty when none. */
  comment: string;
  /** ISO 8601; null when not answered. */
  answeredAt: string | null;
  /** The admin who answered for the player; null when the player answered (or nobody did). */
  answeredBy: string | null;
}

/** A fixture's squad: published or not, its players by shirt number, and when. */
export interface MatchSquad {
  matchID: string;
  published: boolean;
  /** ISO 8601: the first publication; null until published. */
  publishedAt: string | null;
  /** ISO 8601: the last change (the first publication too); null until published. */
  changedAt: string | null;
  players: LiveSquadPlayer[];
}

/** One club player's status for a match; null when nothing is known. */
export interface PlayerStatusEntry {
  playerID: number;
  status: PlayerStatus | null;
}

/** A coming fixture on the admin's overview: how many answered what, and the squad. */
export interface AvailabilitySummary {
  match: AvailabilityMatch;
  counts: Record<AvailabilityStatus | 'notAnswered', number>;
  squad: { published: boolean; size: number };
}

export interface AvailabilityCalls {
  /**
   * Logged in: a club player answers for their own linked profile (no `playerID`, or their own),
   * an admin for anyone. Open until kick-off; the comment is at most 100 characters.
   */
  setAvailability: {
    input: { matchID: string; status: AvailabilityStatus; comment?: string; playerID?: number };
    answer: { answer: AvailabilityAnswer };
  };
  /** An admin: every club player's answer and comment (null status: not answered); a club player: their own. */
  getAvailability: {
    input: { matchID: string };
    answer: { match: AvailabilityMatch; answers: AvailabilityAnswer[] };
  };
  /** A club player: the season's coming fixtures, each with their own answer. */
  getMyAvailability: {
    input: NoInput;
    answer: { fixtures: { match: AvailabilityMatch; answer: AvailabilityAnswer }[] };
  };
  /** An admin: the season's coming fixtures with the answers counted and the squad's state. */
  getAvailabilityOverview: { input: NoInput; answer: { fixtures: AvailabilitySummary[] } };
  /** An admin: publishes the squad, or changes it, until kick-off; each change is announced. */
  publishSquad: { input: { matchID: string; playerIDs: number[] }; answer: { squad: MatchSquad } };
  /** Anyone: the fixture's squad, published or not. */
  getSquad: { input: { matchID: string }; answer: { squad: MatchSquad } };
  /** Anyone: every club player's status for the match (the answers' comments stay private). */
  getPlayerStatuses: { input: { matchID: string }; answer: { matchID: string; statuses: PlayerStatusEntry[] } };
}
