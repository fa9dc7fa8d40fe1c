import type { Knex } from 'knex';
import { PASSWORD_LENGTH, TEAM_NAME_LENGTH, USERNAME_LENGTH, isLengthWithin } from '@vsf/engine';
import { hashPassword } from './passwords';
import { insertUserRow } from './userWrites';
import { USER_MESSAGES } from './messages';

type Flag = 0 | 1;

export interface NewUser {
  username: string;
  password: string;
  teamName: string;
  roles?: { isAdmin?: Flag; isPoster?: Flag; isPlayer?: Flag };
  profile?: {
    firstName?: string;
    lastName?: string;
    birthdate?: string | null;
    sex?: 'Male' | 'Woman' | 'Other' | null;
    email?: string;
    registerMatchId?: string | null;
  };
}

export type CreateUserResult = { ok: true; userID: number; username: string } | { ok: false; msg: string };

/** A new user checked and hashed, ready to insert (hashing stays outside any transaction). */
export interface PreparedUser {
  row: Record<string, unknown>;
  username: string;
}

/** The spec's checks (001 §5) and the argon2id hash; a message instead when a check fails. */
export async function prepareUser(user: NewUser): Promise<PreparedUser | { msg: string }> {
  const username = user.username.trim().toLowerCase();
  const teamName = user.teamName.trim();
  const password = user.password.trim();
  if (!isLengthWithin(username, USERNAME_LENGTH)) return { msg: USER_MESSAGES.usernameLength };
  if (!isLengthWithin(teamName, TEAM_NAME_LENGTH)) return { msg: USER_MESSAGES.teamNameLength };
  if (password.length < PASSWORD_LENGTH.min) return { msg: USER_MESSAGES.passwordTooShort };
  if (password.length > PASSWORD_LENGTH.max) return { msg: USER_MESSAGES.passwordTooLong };
  const passwordHash = await hashPassword(password);
  return { username, row: { username, passwordHash, teamName, ...user.roles, ...user.profile } };
}

/** Inserts a prepared user; null when the username is taken, whatever its case. */
export async function insertUser(db: Knex, prepared: PreparedUser): Promise<number | null> {
  return insertUserRow({ db }, prepared.row);
}

/** Creates an account after the spec's checks (001 §5); usernames are unique whatever their case. */
export async function createUser(db: Knex, user: NewUser): Promise<CreateUserResult> {
  const prepared = await prepareUser(user);
  if ('msg' in prepared) return { ok: false, msg: prepared.msg };
  const userID = await insertUser(db, prepared);
  return userID === null
    ? { ok: false, msg: USER_MESSAGES.usernameTaken }
    : { ok: true, userID, username: prepared.username };
}
