import type { Knex } from 'knex';
import { PASSWORD_LENGTH, TEAM_NAME_LENGTH, USERNAME_LENGTH, isLengthWithin } from '@vsf/engine';
import { hashPassword } from '../session/passwords';

export const USER_MESSAGES = {
  usernameLength: 'Brukernavnet må være mellom 3 og 20 bokstaver/tegn.',
  usernameTaken: 'Brukernavnet er allerede i bruk. Vennligst benytt et annet.',
  teamNameLength: 'Lagets navn må være mellom 3 og 30 bokstaver/tegn.',
  passwordTooShort: 'Det nye passordet er ikke langt nok.',
} as const;

type Flag = 0 | 1;

export interface NewUser {
  username: string;
  password: string;
  teamName: string;
  roles?: { isAdmin?: Flag; isPoster?: Flag; isPlayer?: Flag };
}

export type CreateUserResult = { ok: true; userID: number; username: string } | { ok: false; msg: string };

/** Creates an account after the spec's checks (001 §5); usernames are unique whatever their case. */
export async function createUser(db: Knex, user: NewUser): Promise<CreateUserResult> {
  const username = user.username.trim().toLowerCase();
  const teamName = user.teamName.trim();
  if (!isLengthWithin(username, USERNAME_LENGTH)) return { ok: false, msg: USER_MESSAGES.usernameLength };
  if (!isLengthWithin(teamName, TEAM_NAME_LENGTH)) return { ok: false, msg: USER_MESSAGES.teamNameLength };
  if (!isLengthWithin(user.password, PASSWORD_LENGTH)) return { ok: false, msg: USER_MESSAGES.passwordTooShort };
  const passwordHash = await hashPassword(user.password);
  const inserted = await db('users')
    .insert({ username, passwordHash, teamName, ...user.roles })
    .onConflict(db.raw('(lower(username))'))
    .ignore()
    .returning('id');
  const row = inserted[0] as { id: number } | undefined;
  return row ? { ok: true, userID: row.id, username } : { ok: false, msg: USER_MESSAGES.usernameTaken };
}
