import type { Knex } from 'knex';
import { playerDisplayName, pointsChangeReasons, pointsChangedText, type NoticeMatchState } from '@vsf/engine';
import { type BusMessage } from '@vsf/contract';
import { joined, rawRows } from '../platform/db/queryResults';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import type { FixtureTableRow } from '../platform/db/tables';
import { TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from '../fantasy';
import { namedMatchLines, type NamedMatchLine } from '../match';
import { insertNotices, noticeFanout, type WrittenNotice } from './noticeStore';
import { queueResultReady, resultReadyKey } from './resultReadyJobs';

type NoticeFixture = Pick<
  FixtureTableRow,
  'id' | 'season' | 'round' | 'matchId' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'
>;

interface SavedMatchState {
  fixture: NoticeFixture;
  state: NoticeMatchState;
}

async function readMatch(db: Knex, fixtureId: number): Promise<SavedMatchState | null> {
  const fixture: NoticeFixture | undefined = await db('fixtures')
    .where({ id: fixtureId })
    .first('id', 'season', 'round', 'matchId', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore');
  if (!fixture) return null;
  const lines = await joined<NamedMatchLine>(namedMatchLines(db, fixtureId));
  return {
    fixture,
    state: {
      homeTeamScore: fixture.homeScore,
      awayTeamScore: fixture.awayScore,
      lines: new Map(lines.map((line) => [line.playerId, { ...line, name: playerDisplayName(line) }])),
    },
  };
}

/**
 * Every team of the match that has players (001 §4) with its round points, as one row of
 * column arrays: a round can have 100,000 teams, and one row parses faster than as many.
 */
async function roundPointsOf(db: Knex, fixtureId: number): Promise<Map<number, number>> {
  const result = await db.raw(
    `SELECT array_agg(user_id) AS user_id, array_agg(round_points) AS round_points
       FROM fantasy_teams WHERE fixture_id = ? AND player1 IS NOT NULL`,
    [fixtureId],
  );
  const packed = rawRows<{ userId: number[] | null; roundPoints: number[] | null }>(result)[0];
  const points = packed?.roundPoints ?? [];
  return new Map((packed?.userId ?? []).map((userId, index) => [userId, points[index]!]));
}

async function chosenPlayers(db: Knex, fixtureId: number, userIds: readonly number[]): Promise<Map<number, number[]>> {
  // A join rather than `= ANY(array)`: a correction of the result can name every team.
  const result = await db.raw(
    `SELECT t.user_id, ${TEAM_SLOTS.map((slot) => `t.${slot}`).join(', ')}
       FROM fantasy_teams t JOIN unnest(?::int[]) AS u(user_id) ON u.user_id = t.user_id
      WHERE t.fixture_id = ?`,
    [intArrayLiteral(userIds), fixtureId],
  );
  const rows = rawRows<TeamSlotColumns & { userId: number }>(result);
  return new Map(rows.map((row) => [row.userId, teamPlayerIds(row)]));
}

/**
 * Runs an admin's write to a match (a save, a correction, a reopen, a fixture edit that
 * rescores) and gives managers its notices. When the match got its first result,
 * 'Resultatet er klart' to every manager with a team in the round is queued as one row in
 * the write's transaction and written after its commit (resultReadyJobs.ts): 100,000
 * notices would double the save. Otherwise a notice saying what changed and why goes, in
 * the same transaction, to every manager whose round points changed, and `notice:new` is
 * queued as one bus message, sent after the commit. `storedBefore`: the round points of the
 * match's teams with players as stored before the write, when the caller has read them
 * already (reopenMatch's points snapshot), so they are not read twice.
 */
export async function withMatchNotices<T>(
  db: Knex,
  fixtureId: number,
  now: Date,
  publish: (message: BusMessage) => void,
  write: () => Promise<T>,
  storedBefore?: ReadonlyMap<number, number>,
): Promise<T> {
  const before = await readMatch(db, fixtureId);
  const pointsBefore =
    before && before.fixture.homeScore !== null ? (storedBefore ?? (await roundPointsOf(db, fixtureId))) : null;
  const result = await write();
  const after = await readMatch(db, fixtureId);
  if (!before || !after) return result;
  if (!pointsBefore) {
    if (after.fixture.homeScore !== null && after.fixture.awayScore !== null)
      await queueResultReady(db, fixtureId, now);
    return result;
  }
  const written = await pointsChangedNotices(db, before, after, pointsBefore, now);
  const message = await noticeFanout(db, written);
  if (message) publish(message);
  return result;
}

async function pointsChangedNotices(
  db: Knex,
  before: SavedMatchState,
  after: SavedMatchState,
  pointsBefore: ReadonlyMap<number, number>,
  now: Date,
): Promise<WrittenNotice[]> {
  const { fixture } = after;
  if (fixture.homeScore === null) {
    // Reopened: a later confirmation is news again. By user and key, the unique index's order.
    await db.raw(
      `UPDATE notices n SET dedupe_key = NULL FROM unnest(?::int[]) AS u(user_id)
        WHERE n.user_id = u.user_id AND n.dedupe_key = ?`,
      [intArrayLiteral([...pointsBefore.keys()]), resultReadyKey(fixture.id)],
    );
  }
  const pointsAfter = await roundPointsOf(db, fixture.id);
  const changed = [...pointsBefore].filter(([userId, was]) => (pointsAfter.get(userId) ?? 0) !== was);
  if (changed.length === 0) return [];
  const players = await chosenPlayers(
    db,
    fixture.id,
    changed.map(([userId]) => userId),
  );
  const rows = changed.map(([userId, was]) => ({
    userId,
    text: pointsChangedText(
      fixture.round,
      was,
      pointsAfter.get(userId) ?? 0,
      pointsChangeReasons(before.state, after.state, players.get(userId) ?? []),
    ),
    dedupeKey: null,
  }));
  return insertNotices(db, batchOf(fixture, now), rows);
}

function batchOf(fixture: NoticeFixture, now: Date) {
  return {
    kind: 'pointsChanged' as const,
    season: fixture.season,
    round: fixture.round,
    matchID: fixture.matchId,
    createdAt: now,
  };
}
