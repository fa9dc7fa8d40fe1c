import { api } from '../../api/client';
import type { ApiResult, Flag } from '../../api/types';

/** A row of the admin's user table (the API's getUsers/searchUsers). */
export interface AdminUser {
  userID: number;
  username: string;
  teamName: string;
  firstName: string;
  lastName: string;
  email: string;
  registerDate: string;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
  isFantasy: Flag;
  playerID: number | null;
}

export interface UserEdit {
  userID: number;
  username: string;
  teamName: string;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
}

/** All users, or those matching the search text (002 §7.8). */
export function loadUsers(searchString: string): Promise<ApiResult<{ users: AdminUser[] }>> {
  const search = searchString.trim();
  return search === '' ? api('getUsers') : api('searchUsers', { searchString: search });
}

export function editUserData(edit: UserEdit): Promise<ApiResult<{ msg: string; user: AdminUser }>> {
  return api('editUserData', edit);
}

/** The server removes the user's fantasy teams, league memberships and sessions in the same transaction. */
export function deleteUser(userID: number): Promise<ApiResult<{ msg: string }>> {
  return api('deleteUser', { userID });
}
