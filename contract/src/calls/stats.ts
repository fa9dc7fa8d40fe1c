import { type ComboStatsEntry, type PointsBreakdown, type PlayerSkills, type ByDate } from '@vsf/engine';
import type { NoInput } from './common';
import type { RoundMatchInput } from './fixtures';
import type { Player, PlayerStats } from './players';

/** 'Totalt' (every season together) or a season; null is read as 'Totalt'. */
export type StatsSeason = 'Totalt' | number | null;

/** A player's fantasy points per category, in total and per match. */
export type PlayerFantasy = ByDate<PointsBreakdown>;

export interface PlayerWithStats extends Player {
  skills: PlayerSkills;
  stats: PlayerStats;
}

export type PlayerWithFantasy = Player & { fantasy: PlayerFantasy; useCount: number };

/** The listed players: the spec's 'playerID list' is read under `playerIDs` or `playerID`. */
export type PlayerIDsInput = { playerIDs: number[] } | { playerID: number[] };

export interface StatsCalls {
  getPlayersWithRequestedStats: {
    input: {
      season: StatsSeason;
      thisDate?: string | null;
      roundsPlayed?: number;
      includeByDate?: boolean;
      includeDescription?: boolean;
    };
    answer: { players: PlayerWithStats[] };
  };
  getPlayersWithStats: { input: NoInput; answer: { playersWithStats: PlayerWithStats[] } };
  loadPlayerStats: { input: PlayerIDsInput; answer: { players: { playerID: number; stats: PlayerStats }[] } };
  getPlayersWithComboStats: {
    input: { season: StatsSeason; mainPlayerID: number; comboPlayers: number[] };
    answer: { comboStats: ComboStatsEntry[] };
  };
  getPlayersWithRequestedFantasy: {
    input: { season: StatsSeason; thisDate?: string | null };
    answer: { players: PlayerWithFantasy[] };
  };
  getPlayersWithRequestedFantasyUntilThisRoundMatchID: {
    input: { season: number; date?: string | null };
    answer: { players: PlayerWithFantasy[] };
  };
  getPlayersWithRequestedFantasyForThisRoundMatchID: {
    input: RoundMatchInput;
    answer: { players: PlayerWithFantasy[] };
  };
  loadFantasyPlayerPoints: {
    input: PlayerIDsInput & { seasons?: number | number[] };
    answer: { players: { playerID: number; fantasy: PlayerFantasy }[] };
  };
  loadFantasyPlayerPointsRound: { input: RoundMatchInput & { playerID: number }; answer: { fantasy: PlayerFantasy } };
  loadFantasyPlayerPointsSeason: {
    input: { playerID: number; season: number; date?: string | null };
    answer: { fantasy: PlayerFantasy };
  };
  loadFantasyPlayerPointsAllTime: {
    input: { playerID: number };
    answer: { fantasy: PlayerFantasy; fantasyBySeason: Record<string, PlayerFantasy> };
  };
}
