import type { Flag, NoInput } from './common';

/** The user as the browser knows it (000 §3 'Session user'): never the password hash. */
export interface SessionUser {
  userID: number;
  username: string;
  teamName: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  sex: string | null;
  email: string;
  registerDate: string;
  registerMatchID: string | null;
  isAdmin: Flag;
  isPoster: Flag;
  isPlayer: Flag;
  isFantasy: Flag;
  seasonFirstTimeLogin: Flag;
  displayWelcomeModal: Flag;
  displayTeamTips: Flag;
  displayLeagueTips: Flag;
}

export type LoginState = { isLoggedIn: false } | ({ isLoggedIn: true } & SessionUser);

export interface LoginRequest {
  username: string;
  password: string;
}

export interface SessionCalls {
  login: { input: LoginRequest; answer: SessionUser & { msg: string; isLoggedIn: true } };
  logout: { input: NoInput; answer: { msg: string } };
  isLoggedIn: { input: NoInput; answer: LoginState };
  /** Asked by the realtime server, with the visitor's cookie, before a socket joins post:{id}. */
  mayReadPost: { input: { postID: number }; answer: { mayRead: boolean } };
  /** Asked likewise before a socket joins league:{id}: a private league's room holds its members only. */
  mayJoinLeague: { input: { leagueID: number }; answer: { mayJoin: boolean } };
}
