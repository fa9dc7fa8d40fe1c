import type { TableRow } from '../football';
import type { NoInput } from './common';

/** A league table row as getTables answers it (000 §3), of one season's tournament. */
export interface SeasonTableRow extends TableRow {
  season: number;
  tournement: string;
  position: number;
}

export interface TablesCalls {
  getTables: { input: NoInput; answer: { tables: SeasonTableRow[] } };
}
