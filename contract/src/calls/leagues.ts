import type { Confirmation, Flag, FlagInput } from './common';

/** A league as 001 §3 names its fields; the code (even its hash) never leaves the server. */
export interface League {
  leagueID: number;
  leagueName: string;
  leaguePrivate: Flag;
  adminUserID: number | null;
  adminUsername: string | null;
  leagueActive: Flag;
  season: number;
  leagueActiveFromRound: number;
  previousSeasons: number[];
  memberCount: number;
}

/** A ranking row as 001 §3 names it ('League member row'). */
export interface LeagueMember {
  userID: number;
  username: string;
  firstName: string;
  lastName: string;
  fantasyTeamName: string;
  rank: number | null;
  previousRank: number | null;
  userRegistrationDate: string;
  userJoinLeagueDate: string | null;
  userJoinLeagueRound: number | null;
  leagueSeason: number;
  roundPoints: number;
  totalPoints: number;
}

/** The match the standings are after; both null before the season's first match. */
export interface Standings {
  round: number | null;
  matchID: string | null;
  /** True while that match is being played: points and ranks are provisional. */
  live?: boolean;
}

export interface LeaguesCalls {
  findFantasyLeague: { input: { searchString: string; season: number }; answer: { leagues: League[] } };
  getFantasyLeagues: { input: { season: number; userID?: number }; answer: { leagues: League[] } };
  getFantasyLeaguesForAdmin: { input: { userID?: number }; answer: { leagues: League[] } };
  getFantasyLeagueMembers: {
    input: { season: number; leagueID: number; matchID?: string };
    answer: Standings & { members: LeagueMember[] };
  };
  getFantasyWorldLeagueMembers: {
    input: {
      season: number;
      userID?: number;
      round?: number;
      previousRound?: number;
      matchID?: string;
      previousMatchID?: string;
    };
    answer: Standings & { teamCount: number; result: LeagueMember[] };
  };
  newFantasyLeague: {
    input: {
      name: string;
      privateLague: FlagInput;
      userAdminID: number;
      season?: number;
      round?: number;
      password?: string | null;
    };
    answer: { leagueID: number; msg: string };
  };
  addNewFantasyLeagueMember: {
    input: { leagueID: number; password?: string | null; userID?: number; season?: number; round?: number };
    answer: Confirmation;
  };
  removeFantasyLeagueMember: { input: { leagueID: number; season: number; userID?: number }; answer: Confirmation };
  activateFantasyLeague: { input: { leagueID: number }; answer: Confirmation };
  deactivateFantasyLeague: { input: { leagueID: number }; answer: Confirmation };
  deleteFantasyLeague: { input: { leagueID: number }; answer: Confirmation };
  removeAllMembersFromFantasyLeague: { input: { leagueID: number }; answer: { msg: string; removed: number } };
  reActivateOldFantasyLeague: {
    input: { leagueID: number; activeFromRound: number; season?: number; previousSeasons?: number[] };
    answer: Confirmation;
  };
  updateFantasyLeague: {
    input: {
      leagueID: number;
      leagueName: string;
      leaguePrivate: FlagInput;
      season?: number;
      leagueCode?: string | null;
    };
    answer: { msg: string; codeChanged: boolean };
  };
}
