import { api, apiForm } from '../../api/client';
import type { Flag } from '../../api/types';

/** A row of the admin's club-player table (getVSFPlayersForAdmin). */
export interface AdminPlayer {
  playerID: number;
  firstName: string;
  lastName: string;
  nickname: string;
  /** yyyy-mm-dd */
  birthdate: string | null;
  sex: 'male' | 'woman' | 'other' | null;
  position: string;
  description: string;
  jerseyNo: number;
  image: string | null;
  active: Flag;
  deletable: Flag;
  userID: number | null;
  username: string | null;
  matchesPlayed: number;
}

export const setActive = (playerID: number, status: Flag) =>
  api<{ msg: string }>('setVSFPlayerActiveStatus', { playerID, status });
export const deletePlayer = (playerID: number) => api<{ msg: string }>('deleteVSFPlayer', { playerID });
export const connectPlayer = (userID: number, playerID: number) =>
  api<{ msg: string; previousUserID: number | null }>('connectVSFPlayerToUserAccount', { userID, playerID });

/** newVSFPlayer / updateVSFPlayer are multipart (002 §7.4): the image travels as a file. */
export const sendPlayerForm = (callName: 'newVSFPlayer' | 'updateVSFPlayer', form: FormData) =>
  apiForm<{ msg: string; playerID?: number }>(callName, form);
