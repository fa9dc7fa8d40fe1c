import type { Confirmation, Flag, FlagInput, NoInput } from './common';
import type { SessionUser } from './session';

/** A row of the admin's user table (002 §2.2): never the password hash. */
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
  /** The linked club player's id, if any. */
  playerID: number | null;
}

export type Sex = 'Male' | 'Woman' | 'Other';

/** The profile fields a user fills in; '' or null leaves sex and birthdate unknown. */
export interface UserDetailsInput {
  firstName?: string;
  lastName?: string;
  birthdate?: string | null;
  sex?: Sex | '' | null;
  email?: string;
}

/** The settings a user turns off in its modal: 'show this again?' */
type TipsSetting = { input: { showModalAgain: FlagInput; userID?: number }; answer: Confirmation };

export interface UsersCalls {
  getUsers: { input: NoInput; answer: { users: AdminUser[] } };
  searchUsers: { input: { searchString: string }; answer: { users: AdminUser[] } };
  editUserData: {
    input: {
      userID: number;
      isAdmin: FlagInput;
      isPoster: FlagInput;
      isPlayer: FlagInput;
      username?: string;
      teamName?: string;
    };
    answer: { msg: string; user: AdminUser };
  };
  deleteUser: { input: { userID: number }; answer: Confirmation };
  removeAllFantasyStatsForMember: { input: { userID: number }; answer: { msg: string; removed: number } };
  removeMemberFromAllLeagues: { input: { userID: number }; answer: { msg: string; removed: number } };
  resetSeasonFirstTimeLoginForAllUsers: { input: NoInput; answer: { msg: string; updated: number } };
  createNewUser: {
    input: UserDetailsInput & {
      username: string;
      teamName: string;
      password: string;
      confirmPassword?: string;
      registerMatchID?: string | null;
    };
    answer: SessionUser & { msg: string; isLoggedIn: boolean };
  };
  checkIfUsernameExists: { input: { username: string }; answer: { exists: boolean } };
  updateUserInfo: {
    input: UserDetailsInput & { username?: string; teamName?: string; userID?: number };
    answer: SessionUser & { msg: string };
  };
  checkOldPassword: { input: { username: string; password: string; userID?: number }; answer: { correct: boolean } };
  changeUserPassword: {
    input: { username: string; oldPassword: string; password: string; confirmPassword?: string; userID?: number };
    answer: Confirmation;
  };
  updateWelcomeModalSettings: TipsSetting;
  updateTeamTipsSettings: TipsSetting;
  updateLeagueTipsSettings: TipsSetting;
  setSeasonFirstTimeLoginForUser: { input: { status: FlagInput; userID?: number }; answer: Record<string, never> };
}
