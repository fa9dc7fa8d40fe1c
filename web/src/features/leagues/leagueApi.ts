import { api } from '../../api/client';
import type { Flag, League } from '@vsf/engine';

export const getFantasyLeagues = (season: number, userID: number) => api('getFantasyLeagues', { season, userID });
export const getFantasyLeaguesForAdmin = (userID: number) => api('getFantasyLeaguesForAdmin', { userID });
export const findFantasyLeague = (searchString: string, season: number) =>
  api('findFantasyLeague', { searchString, season });
export const getFantasyLeagueMembers = (season: number, leagueID: number, matchID: string) =>
  api('getFantasyLeagueMembers', { season, leagueID, matchID });
export const getFantasyWorldLeagueMembers = (body: {
  userID: number;
  season: number;
  round: number;
  matchID: string;
  previousRound: number | null;
  previousMatchID: string | null;
}) =>
  api('getFantasyWorldLeagueMembers', {
    ...body,
    previousRound: body.previousRound ?? undefined,
    previousMatchID: body.previousMatchID ?? undefined,
  });

export const newFantasyLeague = (body: {
  name: string;
  season: number;
  round: number;
  privateLague: Flag;
  password: string;
  userAdminID: number;
}) => api('newFantasyLeague', body);
export const addNewFantasyLeagueMember = (body: {
  leagueID: number;
  password: string;
  userID: number;
  season: number;
  round: number;
}) => api('addNewFantasyLeagueMember', body);
export const removeFantasyLeagueMember = (leagueID: number, userID: number, season: number) =>
  api('removeFantasyLeagueMember', { leagueID, userID, season });

export type AdminAction = 'activateFantasyLeague' | 'deactivateFantasyLeague' | 'deleteFantasyLeague';
export const leagueAdminAction = (action: AdminAction, leagueID: number) => api(action, { leagueID });
export const reActivateOldFantasyLeague = (league: League, season: number, activeFromRound: number) =>
  api('reActivateOldFantasyLeague', {
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
}) => api('updateFantasyLeague', body);
export const updateLeagueTipsSettings = (userID: number, showModalAgain: Flag) =>
  api('updateLeagueTipsSettings', { userID, showModalAgain });
