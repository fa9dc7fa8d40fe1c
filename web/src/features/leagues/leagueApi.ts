import type { Flag, League } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';

/** After joining, leaving, creating or changing a league, both league lists load again. */
export const refetchLeagueLists = () => refetchCalls('getFantasyLeagues', 'getFantasyLeaguesForAdmin');
export const findFantasyLeague = (searchString: string, season: number) =>
  api('findFantasyLeague', { searchString, season });
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
