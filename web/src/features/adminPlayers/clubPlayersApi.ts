import { ApiUnavailableError, api } from '../../api/client';
import type { ApiResult, Flag } from '../../api/types';

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

export const loadAdminPlayers = () => api<{ players: AdminPlayer[] }>('getVSFPlayersForAdmin');
export const setActive = (playerID: number, status: Flag) =>
  api<{ msg: string }>('setVSFPlayerActiveStatus', { playerID, status });
export const deletePlayer = (playerID: number) => api<{ msg: string }>('deleteVSFPlayer', { playerID });
export const connectPlayer = (userID: number, playerID: number) =>
  api<{ msg: string; previousUserID: number | null }>('connectVSFPlayerToUserAccount', { userID, playerID });

/** newVSFPlayer / updateVSFPlayer are multipart (002 §7.4): the image travels as a file. */
export async function sendPlayerForm(
  callName: 'newVSFPlayer' | 'updateVSFPlayer',
  form: FormData,
): Promise<ApiResult<{ msg: string; playerID?: number }>> {
  let response: Response;
  try {
    response = await fetch(`/api/${callName}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
  try {
    return (await response.json()) as ApiResult<{ msg: string; playerID?: number }>;
  } catch (error) {
    throw new ApiUnavailableError(callName, error);
  }
}
