import { type FantasyMetricValues, type Boost, type WithUse, type Ranked } from '@vsf/engine';
import type { Flag } from './common';
import type { RoundMatchInput } from './fixtures';

/** A round of another user, or of the caller when userID is left out. */
export interface UserRoundInput extends RoundMatchInput {
  userID?: number;
}

/** The spec's Fantasy team (001 §3), as every team call answers it. */
export interface FantasyTeam {
  fantasyStatsID: number;
  userID: number;
  username: string;
  teamName: string;
  season: number;
  round: number;
  matchID: string;
  /** dd.mm.yyyy */
  date: string;
  player1: number | null;
  player2: number | null;
  player3: number | null;
  player4: number | null;
  player5: number | null;
  player6: number | null;
  player7: number | null;
  captain: number | null;
  activeBoost: Boost | 'none';
  attackBoostUsed: Flag;
  defenceBoostUsed: Flag;
  superCaptainUsed: Flag;
  /** null is unlimited (the infinity sign). */
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
  /** Another user's team before its deadline: players, captain and boost are hidden. */
  picksHidden: boolean;
}

/** A team as the team page loads it, with what the rules need to judge a change. */
export interface LoadedTeam {
  team: FantasyTeam | null;
  /** The previous round's players; null is the free first selection. */
  previousTeam: number[] | null;
  allowance: number | null;
  boostsUsedEarlier: Boost[];
  /** When each of those boosts was used: its round and the match's date (yyyy-mm-dd). */
  boostUses: BoostUse[];
  isCurrentRound: boolean;
  deadlineAt: string;
  canChange: boolean;
}

/** A boost used in an earlier round of the season. */
export interface BoostUse {
  boost: Boost;
  round: number;
  date: string;
}

/** Any user's team for a round with its points (001 §7, 'team with info'). */
export interface TeamWithInfo {
  team: FantasyTeam | null;
  roundPoints: number;
  totalPoints: number;
}

/** A team ranking row (001 §3). */
export interface RankingRow {
  userID: number;
  username: string;
  teamName: string;
  roundPoints: number;
  totalPoints: number;
}

export interface MostUsedPlayer {
  playerID: number;
  name: string;
  firstName: string;
  lastName: string;
  nickname: string;
  position: string;
  useCount: number;
  totalPoints: number;
}

export interface RoundAverage {
  averageRoundPoints: number;
  highestRoundPoints: number;
  teamCount: number;
}

export interface MostUsedPlayers {
  /** usePercentage: useCount / teamCount × 100 with 2 decimals. */
  mostUsedPlayers: WithUse<MostUsedPlayer>[];
  teamCount: number;
}

/** A round of the season, by its number and match. */
export interface RoundRef {
  round: number;
  matchID: string;
}

/** One player's fantasy numbers in the season, with the name the lists show. */
export interface PlayerFantasyMetrics extends FantasyMetricValues {
  /** The nickname, else first and last name. */
  name: string;
  position: string;
}

/** What a manager chooses players by, for one season (engine fantasyMetrics.ts). */
export interface FantasyPlayerMetrics {
  season: number;
  /** The last played match, whose points are `roundPoints`; null before the first result. */
  lastRound: RoundRef | null;
  /** The round whose teams `pickedPercentage` counts; null while no round has a team. */
  pickedRound: RoundRef | null;
  /** That round's teams with players. */
  teamCount: number;
  /** Every player with a match record in the season or a pick in that round, by player ID. */
  players: PlayerFantasyMetrics[];
}

export interface FantasyCalls {
  getAllFantasyTeamsThisRound: { input: RoundMatchInput; answer: { teams: FantasyTeam[] } };
  getFantasyTeamCountThisSeason: { input: { season: number }; answer: { teamCount: number } };
  getTop7FantasyTeamsThisRound: { input: RoundMatchInput; answer: { teams: Ranked<RankingRow>[] } };
  getTop7FantasyTeamsThisSeason: { input: RoundMatchInput; answer: { teams: Ranked<RankingRow>[] } };
  getTop7MostUsedVSFPlayersThisRound: { input: RoundMatchInput; answer: MostUsedPlayers };
  getTop7MostUsedVSFPlayersThisSeason: { input: RoundMatchInput; answer: MostUsedPlayers };
  getAverageFantasyTeamsPointsThisRound: { input: RoundMatchInput; answer: RoundAverage };
  getFantasyTeamRankingThisRound: { input: UserRoundInput; answer: { rank: number | null } };
  getFantasyWorldRankingThisRound: { input: UserRoundInput; answer: { rank: number | null } };
  getFantasyTeamTotalScore: { input: UserRoundInput; answer: { totalPoints: number } };
  getFantasyPlayerMetrics: { input: { season: number }; answer: FantasyPlayerMetrics };
  loadFantasyTeam: { input: UserRoundInput; answer: LoadedTeam };
  updateFantasyTeam: {
    input: UserRoundInput & {
      player1?: number | null;
      player2?: number | null;
      player3?: number | null;
      player4?: number | null;
      player5?: number | null;
      player6?: number | null;
      player7?: number | null;
      captain?: number | null;
      activeBoost?: Boost | '' | 'none' | null;
    };
    answer: { msg: string; team: FantasyTeam };
  };
  loadSavedCaptain: { input: UserRoundInput; answer: { captain: number | null } };
  loadSavedBoost: { input: UserRoundInput; answer: { activeBoost: string } };
  loadUsedBoosts: {
    input: UserRoundInput;
    answer: { attackBoostUsed: Flag; defenceBoostUsed: Flag; superCaptainUsed: Flag };
  };
  loadRemainingSubs: { input: UserRoundInput; answer: { remainingSubs: number | null; allowance: number | null } };
  loadFantasyTeamWithInfo: { input: UserRoundInput; answer: TeamWithInfo };
  getFantasyTeamForUserThisRound: { input: UserRoundInput; answer: { team: FantasyTeam | null } };
}
