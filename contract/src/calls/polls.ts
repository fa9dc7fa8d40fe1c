import type { Flag } from './common';

/**
 * A poll as the API answers it. `votes` counts per alternative; who voted is never sent:
 * `hasVoted` says what the browser needs, and IP addresses stay on the server.
 */
export interface Poll {
  id: number;
  postID: number;
  title: string;
  /** `vote` names alternatives by their 0-based index in this list. */
  alternatives: string[];
  votes: number[];
  totalVoters: number;
  /** 0: several choices (checkboxes); otherwise exactly one (radio). */
  voteOnce: Flag;
  publicVote: Flag;
  adminVote: Flag;
  posterVote: Flag;
  playerVote: Flag;
  isFantasy: Flag;
  hasVoted: boolean;
  mayVote: boolean;
}

export interface PollsCalls {
  loadPollByPostID: {
    input: { postID: number };
    answer: { poll: Poll | null };
  };
  vote: {
    input: { pollID: number; alternatives: number[] };
    answer: { msg: string; poll: Poll };
  };
}
