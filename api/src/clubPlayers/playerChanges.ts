import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import { notFound } from '../platform/http/errors';
import { readSeasonPointer } from '../season';
import { PLAYER_MESSAGES as M } from './schemas';
import type { Knex } from 'knex';

/** Player names and flags show in the statistics and fantasy pages: their caches refresh. */
export async function playersChanged(db: Knex, publish: (message: BusMessage) => void): Promise<void> {
  const { season } = await readSeasonPointer(db);
  publish(busMessage('stats:updated', { season }, [EVERYONE]));
}

/** The player the call names, or 404. */
export async function existingPlayer(db: Knex, playerID: number) {
  const row = await db('players').where({ id: playerID }).first('id', 'active', 'deletable', 'imageId', 'userId');
  if (!row) throw notFound(M.notFound);
  return row;
}
