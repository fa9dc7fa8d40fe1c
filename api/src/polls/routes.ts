import { busMessage, rooms } from '@vsf/contract';
import { HttpError } from '../platform/http/errors';
import { defineRoute, type AnyRoute } from '../platform/http/route';
import { assertReadablePost } from '../posts';
import { alternativePositions, castVote, findPoll, pollAnswer } from './pollQueries';
import { choiceProblem, mayVote, pollMessages, voterKey } from './pollRules';
import { loadPollInput, voteInput } from './schemas';

const loadPollByPostID = defineRoute({
  name: 'loadPollByPostID',
  access: 'anyone',
  summary: "An article's poll with vote counts and whether the caller has voted (poll: null when none).",
  input: loadPollInput,
  async handler({ input, db, user, ip }) {
    await assertReadablePost(db, user, input.postID, { allowFeeds: false });
    const poll = await findPoll(db, { postId: input.postID });
    if (!poll) return { poll: null };
    return { poll: await pollAnswer(db, poll, voterKey(user?.userID ?? null, ip), mayVote(poll, user)) };
  },
});

const vote = defineRoute({
  name: 'vote',
  access: 'anyone',
  transaction: true,
  summary: 'Vote once in a poll (by user, or by IP address when the poll is open to everyone); poll:updated follows.',
  input: voteInput,
  async handler({ input, db, user, ip, deps, publish }) {
    const poll = await findPoll(db, { id: input.pollID });
    if (!poll) throw new HttpError(404, pollMessages.noPoll);
    await assertReadablePost(db, user, poll.postId, { allowFeeds: false });
    if (!mayVote(poll, user)) throw new HttpError(403, pollMessages.notEligible);
    const positions = await alternativePositions(db, poll.id);
    const problem = choiceProblem(
      poll.voteOnce,
      input.alternatives,
      positions.map((_, index) => index),
    );
    if (problem) throw new HttpError(400, problem);
    const key = voterKey(user?.userID ?? null, ip);
    const chosen = input.alternatives.map((index) => positions[index] as number);
    const counted = await castVote(db, poll.id, key, user?.userID ?? null, chosen, deps.now());
    if (!counted) throw new HttpError(409, pollMessages.registered);
    publish(busMessage('poll:updated', { postID: poll.postId, pollID: poll.id }, [rooms.post(poll.postId)]));
    return { msg: pollMessages.registered, poll: await pollAnswer(db, poll, key, true) };
  },
});

export const pollRoutes: AnyRoute[] = [loadPollByPostID, vote];
