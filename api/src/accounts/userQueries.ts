import type { Knex } from 'knex';
import { joined, type JoinedQuery } from '../platform/db/queryResults';
import { conflict } from '../platform/http/errors';
import { updateUsers, type UserChanges, type UserWriter } from './userWrites';
import { USER_MESSAGES } from './messages';
import type { AdminUser } from '@vsf/contract';

interface AdminUserRow extends Omit<AdminUser, 'userID' | 'registerDate' | 'playerID'> {
  id: number;
  registerDate: Date;
  playerId: number | null;
}

export function selectAdminUsers(db: Knex): JoinedQuery<AdminUserRow> {
  return joined<AdminUserRow>(
    db('users')
      .leftJoin('players', 'players.user_id', 'users.id')
      .select(
        'users.id',
        'users.username',
        'users.team_name',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.register_date',
        'users.is_admin',
        'users.is_poster',
        'users.is_player',
        'users.is_fantasy',
        'players.id as player_id',
      )
      .orderByRaw('lower(users.username) COLLATE "C"'),
  );
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    userID: row.id,
    username: row.username,
    teamName: row.teamName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    registerDate: row.registerDate.toISOString(),
    isAdmin: row.isAdmin,
    isPoster: row.isPoster,
    isPlayer: row.isPlayer,
    isFantasy: row.isFantasy,
    playerID: row.playerId,
  };
}

export async function listAdminUsers(db: Knex, searchString = ''): Promise<AdminUser[]> {
  const query = selectAdminUsers(db);
  if (searchString !== '') {
    // The search text is a literal: % and _ must not act as wildcards.
    const pattern = `%${searchString.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((where) => {
      for (const column of [
        'users.username',
        'users.team_name',
        'users.first_name',
        'users.last_name',
        'users.email',
      ]) {
        where.orWhereRaw(`lower(${column}) LIKE ?`, [pattern]);
      }
      where.orWhereRaw(`lower(users.first_name || ' ' || users.last_name) LIKE ?`, [pattern]);
    });
  }
  const rows = await query;
  return rows.map(toAdminUser);
}

export async function usernameTakenByOther(db: Knex, username: string, userID: number): Promise<boolean> {
  const row = await db('users').whereRaw('lower(username) = ?', [username]).whereNot('id', userID).first('id');
  return row !== undefined;
}

/** Which database error a taken username raises: the unique index on lower(username). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/**
 * Updates a user's row; a username taken by someone else (whatever its case) is a 409,
 * also when two requests race for it (the unique index decides).
 */
export async function updateUserRow(
  writer: UserWriter,
  userID: number,
  changes: Record<string, unknown>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  if (typeof changes.username === 'string' && (await usernameTakenByOther(writer.db, changes.username, userID))) {
    throw conflict(USER_MESSAGES.usernameTaken);
  }
  try {
    // The routes' schemas hold each field to its column's values (nonEmpty has left out the empty ones).
    await updateUsers(writer, { id: userID }, changes as UserChanges);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.usernameTaken);
    throw error;
  }
}

/** Keeps only the fields that were given and are not empty (001 §5: empty keeps the stored value). */
export function nonEmpty<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
