import type { Knex } from 'knex';
import type { MatchEventTableRow } from '../../platform/db/tables';
import { HttpError } from '../../platform/http/errors';
import { readPlayers } from './liveState';

/**
 * A squad the match can have: known players, each once, the keeper among them, and (when
 * the match is under way) everyone who already has an event still in it.
 */
export async function refuseSquad(
  db: Knex,
  squad: readonly number[],
  keeperID: number | null,
  events: readonly MatchEventTableRow[] = [],
): Promise<void> {
  if (new Set(squad).size !== squad.length) throw new HttpError(400, 'En spiller står to ganger i troppen.');
  const known = await db('players').whereIn('id', squad).pluck('id');
  if (known.length !== squad.length) throw new HttpError(400, 'Ukjent spiller i troppen.');
  if (keeperID !== null && !squad.includes(keeperID)) throw new HttpError(400, 'Keeperen må være i troppen.');
  const involved = events.flatMap((event) => [event.playerId, event.assistPlayerId]);
  const leaving = involved.find((playerID) => playerID !== null && !squad.includes(playerID));
  if (leaving !== undefined && leaving !== null) {
    const name = (await readPlayers(db, [leaving])).get(leaving)?.name ?? 'En spiller';
    throw new HttpError(400, `${name} har hendelser i kampen og kan ikke tas ut av troppen.`);
  }
}
