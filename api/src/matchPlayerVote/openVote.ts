import type { Knex } from 'knex';
import { isFullTime, voteClosesAt } from '@vsf/engine';

/**
 * Full time: a saved match opens its vote for Kampens spiller, closing 48 hours from now.
 * Runs in the save's transaction. Once only: saving the match again (a correction, or after
 * reopening it) keeps the vote and its closing time. A result filled in long after the match
 * (engine `isFullTime`) opens none. Answers whether this call opened it.
 */
export async function openMatchPlayerVote(db: Knex, fixtureId: number, now: Date): Promise<boolean> {
  const fixture = await db('fixtures').where({ id: fixtureId }).first('date', 'homeScore');
  if (!fixture || fixture.homeScore === null || !isFullTime(fixture.date, now)) return false;
  const opened = await db('match_player_votes')
    .insert({ fixtureId, openedAt: now, closesAt: voteClosesAt(now) })
    .onConflict('fixture_id')
    .ignore()
    .returning('fixtureId');
  return opened.length > 0;
}
