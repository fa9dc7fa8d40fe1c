import type { Knex } from 'knex';
import { playerStatus, type AnswerFacts, type PlayerStatus } from '@vsf/engine';
import { readSquadFacts } from './squads';

/**
 * Every club player's status for a fixture (the engine's `playerStatus`): the active players,
 * and anyone who answered or stands in the published squad. The comments are not read: the
 * status is everyone's, the comment is not.
 */
export async function readPlayerStatuses(db: Knex, fixtureId: number): Promise<Map<number, PlayerStatus | null>> {
  const [squad, answerRows, active] = await Promise.all([
    readSquadFacts(db, fixtureId),
    db('availability_answers').where({ fixtureId }).select('playerId', 'status', 'answeredAt'),
    db('players').where({ active: 1 }).orderBy('id').pluck('id'),
  ]);
  const answers = new Map<number, AnswerFacts>(
    answerRows.map((row) => [row.playerId, { status: row.status, answeredAt: row.answeredAt }]),
  );
  const players = new Set([...active, ...answers.keys(), ...(squad?.playerIDs ?? [])]);
  return new Map(
    [...players].sort((a, b) => a - b).map((id) => [id, playerStatus(id, answers.get(id) ?? null, squad)]),
  );
}
