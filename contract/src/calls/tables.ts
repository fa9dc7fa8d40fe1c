import type { TableRow } from '@vsf/engine';
import type { Confirmation, NoInput } from './common';

/** A league table row as getTables answers it (000 §3), of one season's tournament. */
export interface SeasonTableRow extends TableRow {
  season: number;
  tournement: string;
  position: number;
}

/** An admin's correction of a table's row, shown with its reason under the table. */
export interface TableCorrectionEntry {
  correctionID: number;
  season: number;
  tournement: string;
  team: string;
  pointsDeducted: number;
  withdrawn: boolean;
  reason: string;
}

/** A division match between two other teams, entered by an admin (the club's own are its fixtures). */
export interface LeagueResultEntry {
  resultID: number;
  season: number;
  tournement: string;
  /** yyyy-mm-dd */
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number;
  awayTeamScore: number;
}

export interface TableKey {
  season: number;
  tournement: string;
}

export interface TablesCalls {
  /** Anyone: every season's tables computed from the published rows, the results and the corrections. */
  getTables: { input: NoInput; answer: { tables: SeasonTableRow[]; corrections: TableCorrectionEntry[] } };
  /** Admins: one table's entered results and corrections, and the teams to offer. */
  getLeagueResults: {
    input: TableKey;
    answer: {
      results: LeagueResultEntry[];
      corrections: TableCorrectionEntry[];
      teams: string[];
      /** The last date the published table counts (yyyy-mm-dd); null when it is built from results alone. */
      countedThrough: string | null;
    };
  };
  /** Admins: a new division result, or a change of one (`resultID`). */
  saveLeagueResult: {
    input: TableKey & {
      resultID?: number;
      date: string;
      homeTeam: string;
      awayTeam: string;
      homeTeamScore: number;
      awayTeamScore: number;
    };
    answer: Confirmation & { resultID: number };
  };
  deleteLeagueResult: { input: { resultID: number }; answer: Confirmation };
  /** Admins: a points deduction or a withdrawn team, with the reason shown under the table. */
  saveTableCorrection: {
    input: TableKey & { team: string; pointsDeducted: number; withdrawn: boolean; reason: string };
    answer: Confirmation & { correctionID: number };
  };
  deleteTableCorrection: { input: { correctionID: number }; answer: Confirmation };
}
