import type { Knex } from 'knex';
import { fantasyDeadline, playerDisplayName, playerOutText, warnsManager } from '@vsf/engine';
import type { BusMessage } from '@vsf/contract';
import { insertNotices, noticeFanout } from '../notices';
import { intArrayLiteral } from '../platform/db/sqlArrays';
import { rawRows } from '../platform/db/queryResults';
import type { ClockedFixture } from './matchFacts';
import { readPlayerStatuses } from './statuses';

/** Names the notice once per manager, fixture and player: a second reason for the same player is not news. */
const dedupeKey = (fixtureId: number, playerId: number) => `playerOut:${fixtureId}:${playerId}`;

/**
 * Tells every manager whose team for the fixture holds a player who will not play ('Kan
 * ikke', or left out of the published squad) so, before the round's deadline, once per
 * player and round: 'Ola Nordmann er ikke i troppen mot Grorud IL 2 – bytt før fristen torsdag
 * 23:59'. `only` narrows it to the players a write just changed. It tells, it does not swap.
 * Answers the bell's event for what it wrote, or null.
 */
export async function writePlayerOutNotices(
  db: Knex,
  { row: fixture }: ClockedFixture,
  now: Date,
  only?: readonly number[],
): Promise<BusMessage | null> {
  const deadline = fantasyDeadline(fixture.date);
  if (now.getTime() >= deadline.getTime()) return null;
  const statuses = await readPlayerStatuses(db, fixture.id);
  const out = [...statuses].filter(([id, status]) => warnsManager(status) && (only === undefined || only.includes(id)));
  if (out.length === 0) return null;
  const pairs = rawRows<{ userId: number; playerId: number }>(
    await db.raw(
      `SELECT t.user_id, o.player_id FROM fantasy_teams t
         JOIN unnest(?::int[]) AS o(player_id)
           ON o.player_id IN (t.player1, t.player2, t.player3, t.player4, t.player5, t.player6, t.player7)
        WHERE t.fixture_id = ?
          AND NOT EXISTS (SELECT 1 FROM notices n
                           WHERE n.user_id = t.user_id AND n.dedupe_key = 'playerOut:' || t.fixture_id || ':' || o.player_id)`,
      [intArrayLiteral(out.map(([id]) => id)), fixture.id],
    ),
  );
  if (pairs.length === 0) return null;
  const players = await db('players')
    .whereIn(
      'id',
      out.map(([id]) => id),
    )
    .select('id', 'firstName', 'lastName', 'nickname');
  const texts = new Map(
    players.map((player) => {
      const status = statuses.get(player.id) === 'unavailable' ? 'unavailable' : 'notInSquad';
      return [player.id, playerOutText(playerDisplayName(player), status, fixture, deadline)];
    }),
  );
  const written = await insertNotices(
    db,
    { kind: 'playerOut', season: fixture.season, round: fixture.round, matchID: fixture.matchId, createdAt: now },
    pairs.map(({ userId, playerId }) => ({
      userId,
      text: texts.get(playerId)!,
      dedupeKey: dedupeKey(fixture.id, playerId),
    })),
  );
  return noticeFanout(db, written);
}
