import type { ImageSize } from '@vsf/engine';
import type { Confirmation, Flag, FlagInput, FormFile, NoInput } from './common';

/** A row of the admin's club-player table (002 §2.2): more than the public player answer. */
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
  imageSize: ImageSize | null;
  active: Flag;
  deletable: Flag;
  userID: number | null;
  username: string | null;
  matchesPlayed: number;
}

/**
 * A club player's profile as the form sends it (multipart: every field is text); the
 * portrait is a file, or a data URL from a JSON client.
 */
export interface PlayerProfileForm {
  position: string;
  nickname?: string;
  firstName?: string;
  lastName?: string;
  birthdate?: string;
  sex?: string;
  description?: string;
  jerseyNo?: string | number;
  playerImage?: FormFile | string;
}

export interface ClubPlayersCalls {
  getVSFPlayersForAdmin: { input: NoInput; answer: { players: AdminPlayer[] } };
  newVSFPlayer: {
    input: PlayerProfileForm;
    answer: { msg: string; playerID: number; player: AdminPlayer | null };
    form: true;
  };
  updateVSFPlayer: {
    input: PlayerProfileForm & { playerID: number | string; imageUpdated?: FlagInput; removeImage?: FlagInput };
    answer: { msg: string; player: AdminPlayer | null };
    form: true;
  };
  setVSFPlayerActiveStatus: { input: { playerID: number; status: FlagInput }; answer: Confirmation };
  setVSFPlayerDeletableStatus: { input: { playerID: number; status: FlagInput }; answer: Confirmation };
  deleteVSFPlayer: { input: { playerID: number }; answer: Confirmation };
  removeInitializedStatsForVSFPlayer: { input: { playerID: number }; answer: { msg: string; removed: number } };
  newVSFPlayerFirstTimeStat: { input: { playerID: number; season: number }; answer: Confirmation };
  connectVSFPlayerToUserAccount: {
    input: { userID: number; playerID: number };
    answer: { msg: string; previousUserID: number | null };
  };
  changeIsPlayerStatus: { input: { status: FlagInput; userID: number }; answer: Confirmation };
  getVSFPlayerFromUserID: { input: { userID: number }; answer: { player: AdminPlayer | null } };
}
