import type { Flag } from '../../api/types';

/** A poll as the API answers it: counts only, never who voted. */
export interface Poll {
  id: number;
  postID: number;
  title: string;
  alternatives: string[];
  votes: number[];
  totalVoters: number;
  /** 0: several choices (checkboxes); otherwise exactly one (radio). */
  voteOnce: Flag;
  hasVoted: boolean;
  mayVote: boolean;
}

export const pollTexts = {
  registered: 'Din stemme er registrert',
  notEligible: 'Din bruker er ikke stemmeberettiget til denne avstemmingen',
  noPoll: 'Denne artikkelen har ingen avstemming.',
} as const;
