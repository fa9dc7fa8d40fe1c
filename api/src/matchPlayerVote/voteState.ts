import type { Knex } from 'knex';
import {
  osloIsoTimestamp,
  playerDisplayName,
  voteCandidates,
  votePhase,
  voteResult,
  type VotePhase,
  type VoteResult,
} from '@vsf/engine';
import type { MatchPlayerVote, VoteCandidate } from '@vsf/contract';
import type { FixtureTableRow, MatchPlayerVoteTableRow } from '../platform/db/tables';
import { joined } from '../platform/db/queryResults';
import { HttpError } from '../platform/http/errors';

export type VoteFixture = Pick<
  FixtureTableRow,
  'id' | 'matchId' | 'season' | 'date' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'
>;

const UNKNOWN_MATCH = 'Kampen finnes ikke.';

/** The match a call names (the newest season's, should a number come back in another season); 404 when none. */
export async function readVoteFixture(db: Knex, matchID: string): Promise<VoteFixture> {
  const fixture: VoteFixture | undefined = await db('fixtures')
    .where({ matchId: matchID })
    .orderBy('season', 'desc')
    .first('id', 'matchId', 'season', 'date', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore');
  if (!fixture) throw new HttpError(404, UNKNOWN_MATCH);
  return fixture;
}

/** The players who played (engine `voteCandidates`), by shirt number then name. */
export async function readCandidates(db: Knex, fixtureId: number): Promise<VoteCandidate[]> {
  const rows = await joined<{
    playerId: number;
    attendance: number;
    firstName: string;
    lastName: string;
    nickname: string;
    jerseyNo: number;
  }>(
    db('match_stats')
      .join('players', 'players.id', 'match_stats.player_id')
      .where('match_stats.fixture_id', fixtureId)
      .select(
        'match_stats.player_id',
        'match_stats.attendance',
        'players.first_name',
        'players.last_name',
        'players.nickname',
        'players.jersey_no',
      ),
  );
  const played = new Set(voteCandidates(rows.map((row) => ({ playerID: row.playerId, attendance: row.attendance }))));
  return rows
    .filter((row) => played.has(row.playerId))
    .map((row) => ({ playerID: row.playerId, name: playerDisplayName(row), jerseyNo: row.jerseyNo }))
    .sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb'));
}

/** Where a match's vote stands, with its result when closed. */
export interface VoteOutcome {
  vote: MatchPlayerVoteTableRow | null;
  phase: VotePhase;
  candidates: VoteCandidate[];
  /** Null unless closed: the counts are hidden while the vote is open. */
  result: VoteResult | null;
}

/** Reads the vote of a match and judges it at `now` (engine `votePhase`, `voteResult`). */
export async function readVoteOutcome(db: Knex, fixture: VoteFixture, now: Date): Promise<VoteOutcome> {
  const vote = (await db('match_player_votes').where({ fixtureId: fixture.id }).first()) ?? null;
  const phase = votePhase(vote, fixture.homeScore !== null, now);
  const candidates = phase === 'none' ? [] : await readCandidates(db, fixture.id);
  if (phase !== 'closed') return { vote, phase, candidates, result: null };
  const ballots = await db('match_player_ballots').where({ fixtureId: fixture.id }).select('playerId');
  const result = voteResult(
    ballots.map((ballot) => ballot.playerId),
    candidates.map((candidate) => candidate.playerID),
  );
  return { vote, phase, candidates, result };
}

/** The answer of both calls: the vote as the session's user (or a visitor: `userID` null) sees it. */
export async function matchPlayerVoteAnswer(
  db: Knex,
  fixture: VoteFixture,
  userID: number | null,
  now: Date,
): Promise<MatchPlayerVote> {
  const { vote, phase, candidates, result } = await readVoteOutcome(db, fixture, now);
  const mine =
    userID === null || vote === null
      ? undefined
      : await db('match_player_ballots').where({ fixtureId: fixture.id, userId: userID }).first('playerId');
  return {
    matchID: fixture.matchId,
    phase,
    closesAt: vote && phase !== 'none' ? osloIsoTimestamp(vote.closesAt) : null,
    candidates,
    myVote: mine?.playerId ?? null,
    counts: result?.counts ?? null,
    winners: result?.winners ?? null,
    totalVotes: result?.totalVotes ?? null,
  };
}
