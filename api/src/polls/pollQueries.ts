import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import type { PollVoteFlags } from './pollRules';
import type { Poll } from '@vsf/contract';

export interface PollRow extends PollVoteFlags {
  id: number;
  postId: number;
  title: string;
}

const POLL_COLUMNS = [
  'id',
  'post_id',
  'title',
  'vote_once',
  'public_vote',
  'admin_vote',
  'poster_vote',
  'player_vote',
  'fantasy_vote',
] as const;

export async function findPoll(db: Knex, where: { id: number } | { postId: number }): Promise<PollRow | undefined> {
  return db('polls').where(where).first(POLL_COLUMNS);
}

/** The stored positions of the poll's alternatives in use, in order: index i of the answer is positions[i]. */
export async function alternativePositions(db: Knex, pollID: number): Promise<number[]> {
  const rows = await db('poll_alternatives').where('pollId', pollID).select('position', 'text').orderBy('position');
  return rows.filter(isUsed).map((row) => row.position);
}

// 002 §3: alternatives equal to 'undefined' are unused slots.
function isUsed(row: { text: string }): boolean {
  return row.text !== 'undefined' && row.text.trim() !== '';
}

/** Alternatives with their vote counts, and whether `key` has voted, in one query. */
export async function pollAnswer(db: Knex, poll: PollRow, key: string, eligible: boolean): Promise<Poll> {
  const rows = await joined<{ position: number; text: string; votes: number; totalVoters: number; hasVoted: boolean }>(
    db('poll_alternatives as a')
      .where('a.poll_id', poll.id)
      .select(
        'a.position',
        'a.text',
        db.raw(
          `(SELECT count(*) FROM poll_vote_choices c JOIN poll_votes v ON v.id = c.vote_id
           WHERE v.poll_id = a.poll_id AND c.position = a.position)::int AS votes`,
        ),
        db.raw('(SELECT count(*) FROM poll_votes v WHERE v.poll_id = a.poll_id)::int AS total_voters'),
        db.raw('EXISTS (SELECT 1 FROM poll_votes v WHERE v.poll_id = a.poll_id AND v.voter_key = ?) AS has_voted', [
          key,
        ]),
      )
      .orderBy('a.position'),
  );
  const used = rows.filter(isUsed);
  return {
    id: poll.id,
    postID: poll.postId,
    title: poll.title,
    alternatives: used.map((row) => row.text),
    votes: used.map((row) => row.votes),
    totalVoters: rows[0]?.totalVoters ?? 0,
    voteOnce: poll.voteOnce,
    publicVote: poll.publicVote,
    adminVote: poll.adminVote,
    posterVote: poll.posterVote,
    playerVote: poll.playerVote,
    isFantasy: poll.fantasyVote,
    hasVoted: rows[0]?.hasVoted ?? false,
    mayVote: eligible,
  };
}

/**
 * One vote per voter, decided by the database: the unique key (poll_id, voter_key) makes
 * a second insert, even a concurrent one, do nothing. Returns false when already voted.
 */
export async function castVote(
  db: Knex,
  pollID: number,
  key: string,
  userID: number | null,
  positions: readonly number[],
  now: Date,
): Promise<boolean> {
  const inserted = await db('poll_votes')
    .insert({ pollId: pollID, voterKey: key, userId: userID, createdAt: now })
    .onConflict(['poll_id', 'voter_key'])
    .ignore()
    .returning('id');
  const vote = inserted[0];
  if (!vote) return false;
  await db('poll_vote_choices').insert(positions.map((position) => ({ voteId: vote.id, position })));
  return true;
}
