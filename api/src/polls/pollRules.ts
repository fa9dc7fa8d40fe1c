import type { ReaderRoles } from '@vsf/engine';
import type { EditorPoll, Flag } from '@vsf/contract';

/** Who may vote in a poll, and how often (000 §9): the editor's poll less what it holds besides. */
export type PollVoteFlags = Omit<EditorPoll, 'pollID' | 'title' | 'alternatives' | 'votes'>;

export const pollMessages = {
  notEligible: 'Din bruker er ikke stemmeberettiget til denne avstemmingen',
  registered: 'Din stemme er registrert',
  chooseOne: 'Velg ett alternativ.',
  chooseSome: 'Velg minst ett alternativ.',
  unknownAlternative: 'Ukjent alternativ.',
  noPoll: 'Fant ikke avstemmingen.',
} as const;

/**
 * Who may vote (000 §5, §6; 002 §5): a poll open to the public ('Alle', which the editor
 * saves with every role flag set too) lets everyone vote, visitors by IP address included;
 * any other poll is role-limited, to users holding one of its roles.
 */
export function mayVote(poll: PollVoteFlags, voter: ReaderRoles | null): boolean {
  if (poll.publicVote === 1) return true;
  if (!voter) return false;
  return (
    (poll.adminVote === 1 && voter.isAdmin === 1) ||
    (poll.posterVote === 1 && voter.isPoster === 1) ||
    (poll.playerVote === 1 && voter.isPlayer === 1) ||
    (poll.fantasyVote === 1 && voter.isFantasy === 1)
  );
}

/** The voter's key in poll_votes: the user when logged in, else the IP address the server sees. */
export function voterKey(userID: number | null, ip: string): string {
  return userID !== null ? `user:${userID}` : `ip:${ip}`;
}

/**
 * The chosen alternatives, checked: indexes of existing alternatives, no repeats; exactly
 * one for a single-choice poll (voteOnce not 0), at least one otherwise. Null when fine.
 */
export function choiceProblem(
  voteOnce: Flag,
  alternatives: readonly number[],
  available: readonly number[],
): string | null {
  if (alternatives.some((index) => !available.includes(index))) return pollMessages.unknownAlternative;
  if (new Set(alternatives).size !== alternatives.length) return pollMessages.unknownAlternative;
  if (voteOnce !== 0 && alternatives.length !== 1) return pollMessages.chooseOne;
  if (alternatives.length === 0) return pollMessages.chooseSome;
  return null;
}
