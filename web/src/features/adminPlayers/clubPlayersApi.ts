import { api, apiForm } from '../../api/client';
import type { Flag } from '@vsf/contract';

export const setActive = (playerID: number, status: Flag) => api('setVSFPlayerActiveStatus', { playerID, status });
export const deletePlayer = (playerID: number) => api('deleteVSFPlayer', { playerID });
export const connectPlayer = (userID: number, playerID: number) =>
  api('connectVSFPlayerToUserAccount', { userID, playerID });

/** newVSFPlayer / updateVSFPlayer are multipart (002 §7.4): the image travels as a file. */
export const sendPlayerForm = (callName: 'newVSFPlayer' | 'updateVSFPlayer', form: FormData) => apiForm(callName, form);
