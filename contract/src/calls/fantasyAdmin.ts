import type { Flag } from './common';
import type { RoundMatchInput } from './fixtures';
import type { BooleanInput } from './matches';

/** A team row of the admin's fantasy table: the round's points and boosts, without the picks. */
export interface AdminFantasyTeam {
  fantasyStatsID: number;
  userID: number;
  username: string;
  teamName: string;
  season: number;
  round: number;
  date: string;
  matchID: string;
  captain: number | null;
  activeBoost: string;
  attackBoostUsed: Flag;
  defenceBoostUsed: Flag;
  superCaptainUsed: Flag;
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
}

export interface FantasyAdminCalls {
  updateFantasyStatsRoundPoints: {
    input: {
      fantasyStatsID: number;
      roundPoints: number;
      totalPoints: number;
      attackBoostUsed: BooleanInput;
      defenceBoostUsed: BooleanInput;
      superCaptainUsed: BooleanInput;
      remainingSubs: number | null;
    };
    answer: { msg: string };
  };
  initializeFantasyTeamStats: {
    input: { userID: number; season: number; round: number; matchID: string };
    answer: { msg: string; fantasyStatsID: number; created: boolean };
  };
  getAllFantasyTeams: {
    input: { season: number };
    answer: { teams: AdminFantasyTeam[] };
  };
  updateSeasonRoundMatchID: {
    input: RoundMatchInput;
    answer: { msg: string };
  };
  updateAdminPreviousYears: {
    input: { previousYears: number[] };
    answer: { msg: string; previousYears: number[] };
  };
  changeActiveStatusOnAllFantasyLeagues: {
    input: { activeStatus: BooleanInput; season: number };
    answer: { msg: string; updated: number };
  };
  updateUserRegisterMatchData: {
    input: { originalMatchID: string; newMatchID: string };
    answer: { msg: string; updated: number };
  };
  updateAdminThisRoundMatchID: {
    input: { originalRound: number; newRound: number; originalMatchID: string; newMatchID: string };
    answer: { msg: string; updated: number };
  };
}
