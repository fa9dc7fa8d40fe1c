import type { Knex } from 'knex';
import { isMatchDay, liveMatchEntries, playerDisplayName, type LiveMatchState } from '@vsf/engine';
import { EVERYONE, busMessage, rooms, type BusMessage } from '@vsf/contract';
import { joined } from '../../platform/db/queryResults';
import { LINE_PLAYER_COLUMNS, type NamedMatchLine } from '../fixtures/matchDetail';
import { matchFacts } from '../fixtures/fixtureRows';

/** The fixture fields an admin's entry needs to be announced live. */
export interface LiveFixture {
  id: number;
  season: number;
  round: number;
  date: string;
  matchId: string;
}

/** The counts a live entry announces: goals, own goals and cards (DESIGN §4). */
type LineRow = Pick<
  NamedMatchLine,
  'playerId' | 'firstName' | 'lastName' | 'nickname' | 'goalsScored' | 'ownGoals' | 'yellowCards' | 'redCards'
>;

async function readLiveState(db: Knex, fixtureId: number): Promise<LiveMatchState> {
  // Found: the caller holds the fixture, and no write it wraps deletes one.
  const fixture = (await db('fixtures')
    .where({ id: fixtureId })
    .first('homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'trivia'))!;
  const rows = await joined<LineRow>(
    db('match_stats')
      .join('players', 'players.id', 'match_stats.player_id')
      .where('match_stats.fixture_id', fixtureId)
      .select(
        ...LINE_PLAYER_COLUMNS,
        'match_stats.goals_scored',
        'match_stats.own_goals',
        'match_stats.yellow_cards',
        'match_stats.red_cards',
      ),
  );
  return {
    ...matchFacts(fixture),
    lines: new Map(rows.map((row) => [row.playerId, { ...row, name: playerDisplayName(row) }])),
  };
}

/**
 * Runs an admin's write to a match and, on the match's own day, queues one `match:live`
 * per goal, card, result or trivia it added (DESIGN §4), to the match's room and everyone.
 * Like every event they are sent only after the write's transaction commits.
 */
export async function withLiveEntries<T>(
  db: Knex,
  fixture: LiveFixture,
  now: Date,
  publish: (message: BusMessage) => void,
  write: () => Promise<T>,
): Promise<T> {
  if (!isMatchDay(fixture.date, now)) return write();
  const before = await readLiveState(db, fixture.id);
  const result = await write();
  const after = await readLiveState(db, fixture.id);
  for (const entry of liveMatchEntries(before, after)) {
    const payload = {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      homeTeamScore: after.homeTeamScore,
      awayTeamScore: after.awayTeamScore,
      ...entry,
    };
    publish(busMessage('match:live', payload, [rooms.match(fixture.matchId), EVERYONE]));
  }
  return result;
}
