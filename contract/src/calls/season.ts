import type { NoInput } from './common';
import type { Fixture } from './fixtures';

/** Where the season stands now (getYearRoundMatchDateID). */
export interface SeasonContext {
  thisYear: number;
  thisRound: number;
  thisMatchID: string;
  /** dd.mm.yyyy, or null when the season is over. */
  thisMatchDate: string | null;
  previousYears: number[];
  nextMatch: Fixture | null;
  /** ISO 8601 with offset; null when there is no coming deadline. */
  deadlineAt: string | null;
}

/** Where a season move left the season: its current year, round and match. */
export interface SeasonMoved {
  msg: string;
  thisYear: number;
  thisRound: number;
  thisMatchID: string;
}

export interface SeasonCalls {
  getYearRoundMatchDateID: { input: NoInput; answer: SeasonContext };
  endSeason: { input: NoInput; answer: { msg: string; deletedFixtures: number } };
  startSeason: { input: NoInput; answer: SeasonMoved };
}
