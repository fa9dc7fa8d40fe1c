/**
 * Match day II: provisional fantasy points and ranks while a match is played,
 * and every point explained. The numbers come from the engine's own scoring fed the live
 * tallies, so at full time they equal what 'Bekreft resultat' stores.
 */
import type { Boost, PlayerPoints, TeamPlayerPoints } from '@vsf/engine';
import type { UserRoundInput } from './fantasy';

/** A fantasy team's round, every point explained: the players' points add up to roundPoints. */
export interface TeamPointsExplained {
  userID: number;
  season: number;
  round: number;
  matchID: string;
  captain: number | null;
  activeBoost: Boost | null;
  /** In the team's slot order. */
  players: TeamPlayerPoints[];
  roundPoints: number;
  totalPoints: number;
  /** null while the round is unplayed (no rank before the match has begun). */
  worldRank: number | null;
  teamCount: number;
  /** True while the match is being played: the numbers are provisional. */
  live: boolean;
}

/** A manager's own provisional (or, once saved, final) numbers for one match. */
export interface MyLivePoints {
  userID: number;
  season: number;
  round: number;
  matchID: string;
  live: boolean;
  /** 0 and null without a team for the round. */
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
  teamCount: number;
}

export interface LivePointsCalls {
  /** Anyone: every squad player's provisional points in a live match (final once saved). */
  getLivePoints: {
    input: { matchID: string };
    answer: { season: number; round: number; matchID: string; live: boolean; players: PlayerPoints[] };
  };
  /** Owner: the manager's provisional round points, total and world rank in a live match. */
  getMyLivePoints: { input: { userID?: number; matchID: string }; answer: MyLivePoints };
  /**
   * Anyone (another user's picks only after the deadline): a team's round with every point
   * explained, provisional while the match is live; `team` is null without a team.
   */
  getTeamPoints: { input: UserRoundInput; answer: { team: TeamPointsExplained | null } };
}
