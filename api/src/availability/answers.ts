import type { Knex } from 'knex';
import { osloIsoTimestamp, playerDisplayName, type AvailabilityStatus } from '@vsf/engine';
import type { AvailabilityAnswer } from '@vsf/contract';
import { joined } from '../platform/db/queryResults';

interface AnswerRow {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string;
  jerseyNo: number;
  position: string;
  userId: number | null;
  status: AvailabilityStatus | null;
  comment: string | null;
  answeredAt: Date | null;
  answeredById: number | null;
  answeredByName: string | null;
}

/** Club players with their answer (if any) for one fixture. */
function selectAnswers(db: Knex, fixtureId: number) {
  return joined<AnswerRow>(
    db('players as p')
      .leftJoin('availability_answers as a', function joinAnswer() {
        this.on('a.player_id', 'p.id').andOn('a.fixture_id', db.raw('?', [fixtureId]));
      })
      .leftJoin('users as u', 'u.id', 'a.answered_by')
      .select(
        'p.id',
        'p.first_name',
        'p.last_name',
        'p.nickname',
        'p.jersey_no',
        'p.position',
        'p.user_id',
        'a.status',
        'a.comment',
        'a.answered_at',
        'a.answered_by as answered_by_id',
        'u.username as answered_by_name',
      )
      .orderBy([
        { column: 'p.jersey_no', order: 'asc' },
        { column: 'p.id', order: 'asc' },
      ]),
  );
}

function toAnswer(row: AnswerRow): AvailabilityAnswer {
  return {
    playerID: row.id,
    name: playerDisplayName(row),
    jerseyNo: row.jerseyNo,
    position: row.position,
    hasAccount: row.userId !== null,
    status: row.status,
    comment: row.comment ?? '',
    answeredAt: row.answeredAt ? osloIsoTimestamp(row.answeredAt) : null,
    // The player's own answer names nobody; an admin's answer for them names the admin.
    answeredBy: row.answeredById !== null && row.answeredById !== row.userId ? row.answeredByName : null,
  };
}

/**
 * Every club player an admin picks from for the fixture: the active ones, and anyone who
 * answered or stands in its published squad.
 */
export async function readAllAnswers(db: Knex, fixtureId: number): Promise<AvailabilityAnswer[]> {
  const rows = await selectAnswers(db, fixtureId).where((where) =>
    where
      .where('p.active', 1)
      .orWhereNotNull('a.status')
      .orWhereExists((squad) =>
        squad.from('published_squad_players as s').whereRaw('s.player_id = p.id AND s.fixture_id = ?', [fixtureId]),
      ),
  );
  return rows.map(toAnswer);
}

/** One club player's answer for the fixture; null when there is no such player. */
export async function readAnswer(db: Knex, fixtureId: number, playerId: number): Promise<AvailabilityAnswer | null> {
  const row = await selectAnswers(db, fixtureId).where('p.id', playerId).first();
  return row ? toAnswer(row) : null;
}
