import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import type { SessionUser } from '@vsf/contract';
import type { UserTableRow } from '../platform/db/tables';

/** A users row as a session reads it: every column but the password hash. */
export type UserRow = Omit<UserTableRow, 'passwordHash'>;

/** The users columns a session needs, qualified so they can be joined. */
export const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.team_name',
  'users.first_name',
  'users.last_name',
  'users.birthdate',
  'users.sex',
  'users.email',
  'users.register_date',
  'users.register_match_id',
  'users.is_admin',
  'users.is_poster',
  'users.is_player',
  'users.is_fantasy',
  'users.season_first_time_login',
  'users.display_welcome_modal',
  'users.display_team_tips',
  'users.display_league_tips',
] as const;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    userID: row.id,
    username: row.username,
    teamName: row.teamName,
    firstName: row.firstName,
    lastName: row.lastName,
    birthdate: row.birthdate,
    sex: row.sex,
    email: row.email,
    registerDate: row.registerDate.toISOString(),
    registerMatchID: row.registerMatchId,
    isAdmin: row.isAdmin,
    isPoster: row.isPoster,
    isPlayer: row.isPlayer,
    isFantasy: row.isFantasy,
    seasonFirstTimeLogin: row.seasonFirstTimeLogin,
    displayWelcomeModal: row.displayWelcomeModal,
    displayTeamTips: row.displayTeamTips,
    displayLeagueTips: row.displayLeagueTips,
  };
}

export async function findUserById(db: Knex, userID: number): Promise<SessionUser | null> {
  const row = await joined<UserRow>(db('users').select(USER_COLUMNS).where('users.id', userID)).first();
  return row ? toSessionUser(row) : null;
}
