import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';
import type { Flag } from '../../api/types';

/** A league (001 §3); the code never comes back from the server. */
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

/** A ranking row (001 §3 'League member row'). */
export interface LeagueMember {
  userID: number;
  username: string;
  fantasyTeamName: string;
  rank: number | null;
  previousRank: number | null;
  roundPoints: number;
  totalPoints: number;
}

type Msg = { msg: string };

/** After joining, leaving, creating or changing a league, both league lists load again. */
export const refetchLeagueLists = () => refetchCalls('getFantasyLeagues', 'getFantasyLeaguesForAdmin');
export const findFantasyLeague = (searchString: string, season: number) =>
  api<{ leagues: League[] }>('findFantasyLeague', { searchString, season });
export const newFantasyLeague = (body: {
  name: string;
  season: number;
  round: number;
  privateLague: Flag;
  password: string;
  userAdminID: number;
}) => api<Msg & { leagueID: number }>('newFantasyLeague', body);
export const addNewFantasyLeagueMember = (body: {
  leagueID: number;
  password: string;
  userID: number;
  season: number;
  round: number;
}) => api<Msg>('addNewFantasyLeagueMember', body);
export const removeFantasyLeagueMember = (leagueID: number, userID: number, season: number) =>
  api<Msg>('removeFantasyLeagueMember', { leagueID, userID, season });

export type AdminAction = 'activateFantasyLeague' | 'deactivateFantasyLeague' | 'deleteFantasyLeague';
export const leagueAdminAction = (action: AdminAction, leagueID: number) => api<Msg>(action, { leagueID });
export const reActivateOldFantasyLeague = (league: League, season: number, activeFromRound: number) =>
  api<Msg>('reActivateOldFantasyLeague', {
    leagueID: league.leagueID,
    season,
    activeFromRound,
    previousSeasons: league.previousSeasons,
  });
export const updateFantasyLeague = (body: {
  leagueID: number;
  season: number;
  leagueName: string;
  leaguePrivate: Flag;
  leagueCode: string;
}) => api<Msg & { codeChanged: boolean }>('updateFantasyLeague', body);
export const updateLeagueTipsSettings = (userID: number, showModalAgain: Flag) =>
  api<Msg>('updateLeagueTipsSettings', { userID, showModalAgain });
