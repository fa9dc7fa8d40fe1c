/**
 * Kampens spiller: the fans' vote for the player of the match (000 §4, §9). It opens at full
 * time among the players who played, takes one vote per logged-in user, keeps the running
 * count hidden and closes 48 hours later; the most votes win, a tie is shared. It gives no
 * fantasy points. The server asks these rules; the match centre shows their answers.
 */
import { opponentOf } from './availability';
import { deadlineWhen } from './notices';
import { addDays, osloToday, type IsoDate } from './time';

/** How long the vote stays open after full time. */
export const MATCH_PLAYER_VOTE_HOURS = 48;
const VOTE_OPEN_MS = MATCH_PLAYER_VOTE_HOURS * 60 * 60 * 1000;

export const MATCH_PLAYER_VOTE_MESSAGES = {
  notOpen: 'Avstemningen om kampens spiller er ikke åpen for denne kampen.',
  closed: 'Avstemningen om kampens spiller er avsluttet.',
  alreadyVoted: 'Du har allerede stemt på kampens spiller i denne kampen.',
  notCandidate: 'Du kan bare stemme på en spiller som spilte kampen.',
} as const;

export type BallotProblem = keyof typeof MATCH_PLAYER_VOTE_MESSAGES;

/**
 * Where a match's vote stands: `none` before full time (and while a saved match is reopened,
 * when it has no result), `open` from full time until `closesAt`, `closed` from then on.
 */
export type VotePhase = 'none' | 'open' | 'closed';

/**
 * A result saved more than this many days after its match day is history being filled in:
 * it opens no vote and drafts no report.
 */
export const FULL_TIME_DAYS = 7;

/** Whether saving the result of a match played on `matchDate` is its full time (Oslo days). */
export function isFullTime(matchDate: IsoDate, now: Date): boolean {
  const today = osloToday(now);
  return matchDate <= today && addDays(matchDate, FULL_TIME_DAYS) >= today;
}

/** The vote a full time opens at `fullTime`: it closes 48 hours later. */
export function voteClosesAt(fullTime: Date): Date {
  return new Date(fullTime.getTime() + VOTE_OPEN_MS);
}

/** `vote`: when the match's vote closes, or null when it was never opened. */
export function votePhase(vote: { closesAt: Date } | null, resultSaved: boolean, now: Date): VotePhase {
  if (vote === null || !resultSaved) return 'none';
  return now.getTime() < vote.closesAt.getTime() ? 'open' : 'closed';
}

/** The candidates: every player with a line in the saved match, i.e. every player who played. */
export function voteCandidates(lines: readonly { playerID: number; attendance: number }[]): number[] {
  return [...new Set(lines.filter((line) => line.attendance === 1).map((line) => line.playerID))];
}

export interface Ballot {
  phase: VotePhase;
  candidates: readonly number[];
  playerID: number;
  /** The user has a vote in this match already. */
  hasVoted: boolean;
}

/** Why a vote is refused, or null: it must be open, the user's first, for a player who played. */
export function ballotProblem({ phase, candidates, playerID, hasVoted }: Ballot): BallotProblem | null {
  if (phase === 'none') return 'notOpen';
  if (phase === 'closed') return 'closed';
  if (hasVoted) return 'alreadyVoted';
  return candidates.includes(playerID) ? null : 'notCandidate';
}

export interface VoteCount {
  playerID: number;
  votes: number;
}

export interface VoteResult {
  /** Every candidate, most votes first (then by ID, so the order is stable). */
  counts: VoteCount[];
  /** The candidates with the most votes; several on a tie, none when nobody voted. */
  winners: number[];
  /** Votes for candidates: a vote for a player a later correction took out of the match is not counted. */
  totalVotes: number;
}

/** The result of the ballots cast (each a player's ID) among the candidates. */
export function voteResult(ballots: readonly number[], candidates: readonly number[]): VoteResult {
  const votes = new Map([...new Set(candidates)].map((playerID) => [playerID, 0]));
  let totalVotes = 0;
  for (const playerID of ballots) {
    const count = votes.get(playerID);
    if (count === undefined) continue;
    votes.set(playerID, count + 1);
    totalVotes++;
  }
  const counts = [...votes]
    .map(([playerID, count]) => ({ playerID, votes: count }))
    .sort((a, b) => b.votes - a.votes || a.playerID - b.playerID);
  return { counts, winners: voteWinners(counts), totalVotes };
}

/** The candidates with the most votes, by ID: several on a tie, none when nobody has a vote. */
export function voteWinners(counts: readonly VoteCount[]): number[] {
  const most = Math.max(0, ...counts.map((count) => count.votes));
  if (most === 0) return [];
  return counts
    .filter((count) => count.votes === most)
    .map((count) => count.playerID)
    .sort((a, b) => a - b);
}

/** How many times each player was 'Kampens spiller' in the closed votes given (a shared title counts for each). */
export function playerOfTheMatchCounts(closedVotes: readonly { winners: readonly number[] }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { winners } of closedVotes) {
    for (const playerID of winners) counts.set(playerID, (counts.get(playerID) ?? 0) + 1);
  }
  return counts;
}

/** 'Ola', 'Ola og Kari', 'Ola, Kari og Per'. */
export function namesInText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
}

/**
 * The bot's line in the fantasy chat when a vote closes with a winner:
 * 'Kampens spiller mot Grorud IL 2 er Ola Nordmann, med 12 av 30 stemmer. Gratulerer!'
 */
export function playerOfTheMatchAnnouncement(
  match: { homeTeam: string; awayTeam: string },
  winners: readonly string[],
  winnerVotes: number,
  totalVotes: number,
): string {
  const each = winners.length > 1 ? ' hver' : '';
  return `Kampens spiller mot ${opponentOf(match)} er ${namesInText(winners)}, med ${winnerVotes} av ${totalVotes} stemmer${each}. Gratulerer!`;
}

/** 'Avstemningen stenger i morgen kl. 14.30.' as a fan reads it at `now`. */
export function voteClosesText(closesAt: Date, now: Date): string {
  return `Avstemningen stenger ${deadlineWhen(closesAt, now)}.`;
}
