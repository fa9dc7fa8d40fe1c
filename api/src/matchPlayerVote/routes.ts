import { MATCH_PLAYER_VOTE_MESSAGES, ballotProblem } from '@vsf/engine';
import { HttpError } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { matchVoteSchema, playersOfTheMatchSchema, voteMatchPlayerSchema } from './schemas';
import { playersOfTheMatch } from './titles';
import { matchPlayerVoteAnswer, readVoteFixture, readVoteOutcome } from './voteState';

const VOTED = 'Takk for stemmen!';

const getMatchPlayerVote = defineRoute({
  name: 'getMatchPlayerVote',
  access: 'anyone',
  summary:
    "Kampens spiller: whether the match's vote is open and when it closes, the players who played, the user's own vote; once closed, the counts and the winner.",
  input: matchVoteSchema,
  async handler({ input, db, deps, user }) {
    const fixture = await readVoteFixture(db, input.matchID);
    return { vote: await matchPlayerVoteAnswer(db, fixture, user?.userID ?? null, deps.now()) };
  },
});

const voteMatchPlayer = defineRoute({
  name: 'voteMatchPlayer',
  access: 'loggedIn',
  transaction: true,
  summary:
    'One vote for Kampens spiller, final: while the vote is open, for a player who played, once per user and match.',
  input: voteMatchPlayerSchema,
  async handler({ input, db, deps, user }) {
    const now = deps.now();
    const fixture = await readVoteFixture(db, input.matchID);
    const { phase, candidates } = await readVoteOutcome(db, fixture, now);
    const voted = await db('match_player_ballots')
      .where({ fixtureId: fixture.id, userId: user.userID })
      .first('playerId');
    const problem = ballotProblem({
      phase,
      candidates: candidates.map((candidate) => candidate.playerID),
      playerID: input.playerID,
      hasVoted: voted !== undefined,
    });
    if (problem) throw new HttpError(400, MATCH_PLAYER_VOTE_MESSAGES[problem]);
    // Two taps at once: the key lets one in; the other is told it has voted, as a later tap would be.
    const cast = await db('match_player_ballots')
      .insert({ fixtureId: fixture.id, userId: user.userID, playerId: input.playerID, votedAt: now })
      .onConflict(['fixture_id', 'user_id'])
      .ignore()
      .returning('playerId');
    if (cast.length === 0) throw new HttpError(400, MATCH_PLAYER_VOTE_MESSAGES.alreadyVoted);
    return { msg: VOTED, vote: await matchPlayerVoteAnswer(db, fixture, user.userID, now) };
  },
});

const getPlayersOfTheMatch = defineRoute({
  name: 'getPlayersOfTheMatch',
  access: 'anyone',
  summary: "The players voted 'Kampens spiller' in a season (or every season: 'Totalt'), most titles first.",
  input: playersOfTheMatchSchema,
  handler: async ({ input, db, deps }) => ({ players: await playersOfTheMatch(db, deps.now(), input.season) }),
});

export const matchPlayerVoteRoutes = [getMatchPlayerVote, voteMatchPlayer, getPlayersOfTheMatch];
