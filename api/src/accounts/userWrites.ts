import type { Knex } from 'knex';
import { apiOnlyMessage, type BusMessage } from '@vsf/contract';
import type { SessionTableRow, UserTableRow } from '../platform/db/tables';

/**
 * The one module that writes the `users` and `sessions` tables (a lint rule refuses such
 * writes anywhere else). Every API process keeps sessions with their user's columns
 * (`sessionCache.ts`), so each write that can change what a session answers queues
 * `users:changed` naming the users it touched; the route's publish queue sends it after the
 * commit, and every process drops what it keeps of them.
 */
export interface UserWriter {
  /** The database, or the route's transaction. */
  db: Knex;
  /** The route's queue (sent once its transaction has committed), or the bus itself outside a route. */
  publish(message: BusMessage): void;
}

export type UserChanges = Partial<Omit<UserTableRow, 'id'>>;

/** Beyond this many users a drop names no one and empties the caches: a season start touches every user. */
const MAX_NAMED_USERS = 1000;

function announce(writer: UserWriter, userIDs: readonly number[] | 'all'): void {
  if (userIDs !== 'all' && userIDs.length === 0) return;
  const named = userIDs !== 'all' && userIDs.length <= MAX_NAMED_USERS;
  writer.publish(apiOnlyMessage('users:changed', { userIDs: named ? [...userIDs] : 'all' }));
}

/** Updates the users matching `where` (every user with 'all'); answers the IDs it changed. */
export async function updateUsers(
  writer: UserWriter,
  where: Partial<UserTableRow> | 'all',
  changes: UserChanges,
): Promise<number[]> {
  const query = writer.db('users');
  if (where !== 'all') query.where(where);
  const rows: { id: number }[] = await query.update(changes).returning('id');
  const ids = rows.map((row) => row.id);
  announce(writer, where === 'all' && ids.length > 0 ? 'all' : ids);
  return ids;
}

/** Inserts a user; null when the username is taken, whatever its case. A new user is in no cache. */
export async function insertUserRow(writer: Pick<UserWriter, 'db'>, row: UserChanges): Promise<number | null> {
  const inserted: { id: number }[] = await writer
    .db('users')
    .insert(row)
    .onConflict(writer.db.raw('(lower(username))'))
    .ignore()
    .returning('id');
  return inserted[0]?.id ?? null;
}

/** Deletes a user; their sessions, teams and memberships go with them (foreign keys). */
export async function deleteUserRow(writer: UserWriter, userID: number): Promise<boolean> {
  // returning(): PGlite's driver answers a bare delete with a result object, not a count.
  const deleted = await writer.db('users').where('id', userID).delete().returning('id');
  announce(writer, [userID]);
  return deleted.length > 0;
}

/** Stores a new session. Nothing can have kept a session that did not exist, so nothing drops. */
export async function insertSession(writer: Pick<UserWriter, 'db'>, row: SessionTableRow): Promise<void> {
  await writer.db('sessions').insert(row);
}

/** Ends one session (logout). */
export async function deleteSession(writer: UserWriter, id: string): Promise<void> {
  const deleted: { userId: number }[] = await writer.db('sessions').where({ id }).delete().returning('userId');
  announce(
    writer,
    deleted.map((row) => row.userId),
  );
}

/** Ends every session of a user but the one kept (the one changing its password). */
export async function deleteSessionsOf(
  writer: UserWriter,
  userID: number,
  keepID: string | null = null,
): Promise<void> {
  const query = writer.db('sessions').where('userId', userID);
  if (keepID !== null) query.whereNot('id', keepID);
  await query.delete();
  announce(writer, [userID]);
}
