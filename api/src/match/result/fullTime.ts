import type { Knex } from 'knex';
import type { BusMessage, SessionUser } from '@vsf/contract';
import { openMatchPlayerVote } from '../../matchPlayerVote';
import { draftMatchReport } from '../../matchReport';

/**
 * What a saved result starts, in the save's transaction ('Lagre kampen' and 'Bekreft
 * resultat' alike): the fans' vote for Kampens spiller opens, then the match report is drafted
 * for a poster (it tells the vote's state, so the vote comes first). Both happen once per match.
 */
export async function atFullTime(
  db: Knex,
  fixtureId: number,
  user: SessionUser,
  now: Date,
  publish: (message: BusMessage) => void,
): Promise<void> {
  await openMatchPlayerVote(db, fixtureId, now);
  await draftMatchReport(db, fixtureId, user.userID, now, publish);
}
