import { api } from '../../api/client';
import type { Flag } from '@vsf/contract';

export interface UserEdit {
  userID: number;
  username: string;
  teamName: string;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
}

export function editUserData(edit: UserEdit) {
  return api('editUserData', edit);
}

/** The server removes the user's fantasy teams, league memberships and sessions in the same transaction. */
export function deleteUser(userID: number) {
  return api('deleteUser', { userID });
}
