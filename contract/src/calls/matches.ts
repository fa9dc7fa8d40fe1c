import type { Flag } from './common';
import type { RoundMatchInput } from './fixtures';

/** A flag the match forms send as 0/1 or true/false. */
export type BooleanInput = boolean | Flag;

/** A stored player line of a match, as the admin's statistics form shows it (002 §4.3). */
export interface StoredMatchLine {
  playerID: number;
  attendance: Flag;
  keeper: Flag;
  goalsScored: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

/** One club player's line of a match as the admin enters it (002 §7.2). */
export interface MatchPlayerLine {
  playerID: number;
  attendance: BooleanInput;
  keeper?: BooleanInput;
  goalsScored?: number;
  assists?: number;
  ownGoals?: number;
  yellowCards?: number;
  redCards?: number;
}

/** A fixture's new data, carried into its statistics and fantasy points rows. */
export interface MatchDataChange {
  season: number;
  originalMatchID: string;
  originalRound?: number;
  newRound?: number;
  newDate?: string;
  newMatchID?: string;
  newHomeTeamName?: string;
  newAwayTeamName?: string;
  newPitch?: string;
  newTournement?: string;
  newAside?: number;
}

export interface MatchesCalls {
  saveMatch: {
    input: {
      season: number;
      round: number;
      matchID: string;
      homeTeamScore: number | null;
      awayTeamScore: number | null;
      players: MatchPlayerLine[];
      trivia?: string;
      /** Goals the opponents put in their own net: they count for the club, with no club scorer. */
      opponentOwnGoals?: number;
    };
    answer: { msg: string; teams: number; thisYear: number; thisRound: number; thisMatchID: string };
  };
  insertVSFStats: {
    input: MatchPlayerLine & RoundMatchInput;
    answer: { msg: string; statsTableID: number | null };
  };
  updateVSFStats: {
    input: Omit<MatchPlayerLine, 'playerID'> & { statsTableID: number };
    answer: { msg: string };
  };
  deleteVSFStatsUsingID: {
    input: { statsTableID: number };
    answer: { msg: string };
  };
  deleteStatsFromMatch: {
    input: RoundMatchInput;
    answer: { msg: string; deleted: number };
  };
  deleteFantasyStatsFromMatch: {
    input: RoundMatchInput;
    answer: { msg: string; deleted: number };
  };
  deleteFantasyPlayerPointsFromMatch: {
    input: RoundMatchInput;
    answer: { msg: string; deleted: number };
  };
  deleteFantasyPlayerPointsForSpecificEntry: {
    input: { playerID: number; matchID: string };
    answer: { msg: string; deleted: number };
  };
  insertFantasyPlayerPoints: {
    input: { playerID: number; matchID: string; season?: number };
    answer: { msg: string; totalPoints: number };
  };
  updateFantasyPlayerPoints: {
    input: { playerID: number; matchID: string; season?: number };
    answer: { msg: string; totalPoints: number };
  };
  updateVSFStatsMatchData: {
    input: MatchDataChange;
    answer: { msg: string; changed: boolean };
  };
  updateFantasyPlayerPointsMatchData: {
    input: MatchDataChange;
    answer: { msg: string; changed: boolean };
  };
  updateFantasyStatsMatchData: {
    input: MatchDataChange;
    answer: { msg: string; changed: boolean };
  };
  getMatchStatsForAdmin: {
    input: { season: number; matchID: string };
    answer: { lines: (StoredMatchLine & { statsTableID: number })[] };
  };
}
