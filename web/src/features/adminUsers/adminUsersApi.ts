import { api } from '../../api/client';
import type { Flag } from '@vsf/engine';

export interface UserEdit {
  userID: number;
  username: string;
  teamName: string;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
}

/** All users, or those matching the search text (002 §7.8). */
export function loadUsers(searchString: string) {
  const search = searchString.trim();
  return search === '' ? api('getUsers') : api('searchUsers', { searchString: search });
}

export function editUserData(edit: UserEdit) {
  return api('editUserData', edit);
}

/** The server removes the user's fantasy teams, league memberships and sessions in the same transaction. */
export function deleteUser(userID: number) {
  return api('deleteUser', { userID });
}
