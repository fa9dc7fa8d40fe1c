import { api } from '../../api/client';
import type { FantasyTeam, RoundInput } from '../fantasyTeam/fantasyTeamApi';

export interface TeamModalRequest extends RoundInput {
  userID: number;
}

export interface TeamWithInfo {
  team: FantasyTeam | null;
  roundPoints: number;
  totalPoints: number;
}

/** Any user's team for a round with its points (001 §7, 'team with info'); logged-in users only. */
export function loadFantasyTeamWithInfo(request: TeamModalRequest) {
  return api<TeamWithInfo>('loadFantasyTeamWithInfo', request);
}
