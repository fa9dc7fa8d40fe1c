/**
 * Kampens spiller: the fans' vote for the player of the match, open for 48 hours from full
 * time among the players who played, one vote per logged-in user, the counts hidden until it
 * closes (the engine's matchPlayerVote.ts holds the rules).
 */
import type { VotePhase } from '@vsf/engine';
import type { StatsSeason } from './stats';

/** A player the fans may vote for: one who played the match. */
export interface VoteCandidate {
  playerID: number;
  /** As the site shows a player: nickname or first and last name. */
  name: string;
  jerseyNo: number;
}

export interface MatchPlayerVote {
  matchID: string;
  /** 'none' before full time (or while a saved match is reopened), 'open' for 48 hours, then 'closed'. */
  phase: VotePhase;
  /** ISO 8601; null when the match has no vote. */
  closesAt: string | null;
  /** The players who played, by shirt number. */
  candidates: VoteCandidate[];
  /** The player the session's user voted for; null when they have not voted or are not logged in. */
  myVote: number | null;
  /** Once closed: every candidate's votes, most first. Null while open, so the first voters do not steer the rest. */
  counts: { playerID: number; votes: number }[] | null;
  /** Once closed: the player (or, on a tie, the players) of the match; empty when nobody voted. Null while open. */
  winners: number[] | null;
  /** Once closed: the votes counted. Null while open. */
  totalVotes: number | null;
}

/** A player's 'Kampens spiller' titles in the chosen season (or every season). */
export interface PlayerOfTheMatchCount {
  playerID: number;
  name: string;
  titles: number;
}

export interface MatchPlayerVoteCalls {
  /** Anyone: where the match's vote stands; the counts and the winner once it has closed. */
  getMatchPlayerVote: { input: { matchID: string }; answer: { vote: MatchPlayerVote } };
  /** Logged in: one vote, final, for a player who played, while the vote is open. */
  voteMatchPlayer: { input: { matchID: string; playerID: number }; answer: { msg: string; vote: MatchPlayerVote } };
  /** Anyone: the players who were 'Kampens spiller' in a season ('Totalt': every season), most titles first. */
  getPlayersOfTheMatch: { input: { season: StatsSeason }; answer: { players: PlayerOfTheMatchCount[] } };
}
