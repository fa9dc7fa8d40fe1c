import type { Knex } from 'knex';
import { playerDisplayName, type MatchReportFacts, type ReportPlayer, type ReportVote } from '@vsf/engine';
import { joined } from '../platform/db/queryResults';
import { readVoteOutcome } from '../matchPlayerVote';

type LineRow = Omit<ReportPlayer, 'playerID' | 'name'> & {
  playerId: number;
  firstName: string;
  lastName: string;
  nickname: string;
};

/** The vote as the report tells it: open until, or its winners once closed. */
function reportVote(outcome: Awaited<ReturnType<typeof readVoteOutcome>>): ReportVote {
  if (outcome.phase === 'open' && outcome.vote) return { phase: 'open', closesAt: outcome.vote.closesAt };
  if (outcome.phase === 'closed' && outcome.result) return { phase: 'closed', winners: outcome.result.winners };
  return { phase: 'none' };
}

/** What the engine's `matchReport` is written from, as saved; null for a match without a result. */
export async function readReportFacts(db: Knex, fixtureId: number, now: Date): Promise<MatchReportFacts | null> {
  const fixture = await db('fixtures')
    .where({ id: fixtureId })
    .first('id', 'matchId', 'season', 'date', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'trivia');
  if (!fixture || fixture.homeScore === null || fixture.awayScore === null) return null;
  const lines = await joined<LineRow>(
    db('match_stats')
      .join('players', 'players.id', 'match_stats.player_id')
      .where({ 'match_stats.fixture_id': fixtureId, 'match_stats.attendance': 1 })
      .select(
        'match_stats.player_id',
        'players.first_name',
        'players.last_name',
        'players.nickname',
        'players.jersey_no',
        'match_stats.keeper',
        'match_stats.goals_scored',
        'match_stats.assists',
        'match_stats.own_goals',
        'match_stats.yellow_cards',
        'match_stats.red_cards',
      ),
  );
  const events = await db('match_events')
    .where({ fixtureId })
    .orderBy(['minute', 'id'])
    .select('id', 'type', 'minute', 'playerId', 'assistPlayerId');
  return {
    matchID: fixture.matchId,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    homeTeamScore: fixture.homeScore,
    awayTeamScore: fixture.awayScore,
    date: fixture.date,
    players: lines.map(({ playerId, firstName, lastName, nickname, ...line }) => ({
      ...line,
      playerID: playerId,
      name: playerDisplayName({ firstName, lastName, nickname }),
    })),
    events: events.map((event) => ({
      eventID: event.id,
      type: event.type,
      minute: event.minute,
      playerID: event.playerId,
      assistPlayerID: event.assistPlayerId,
    })),
    trivia: fixture.trivia,
    vote: reportVote(await readVoteOutcome(db, fixture, now)),
  };
}
