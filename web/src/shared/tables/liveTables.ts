import { emptyTableRow, provisionalTable, withdrawnTeams } from '@vsf/engine';
import { type Fixture, type LiveMatchSummary, type SeasonTableRow, type TableCorrectionEntry } from '@vsf/contract';

/** A table row as shown: provisional while a live match's running score is counted in it. */
export interface ShownTableRow extends SeasonTableRow {
  provisional: boolean;
}

/** A live match counted in a table, for the note above it. */
export interface LiveTableMatch {
  season: number;
  tournement: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number;
  awayTeamScore: number;
}

const keyOf = (season: number, tournement: string) => `${season}\u0000${tournement}`;

/**
 * The tables with every live match's running score counted (FotMob's live table): a match
 * counts in its fixture's tournament, when that tournament has a table. Its two rows are
 * provisional; the rest of the table moves around them. Confirming the result drops the
 * match from the live list and the server's table counts it for good.
 */
export function withLiveMatches(
  rows: readonly SeasonTableRow[],
  corrections: readonly TableCorrectionEntry[],
  live: readonly LiveMatchSummary[],
  fixtures: readonly Pick<Fixture, 'matchID' | 'tournement'>[],
): { rows: ShownTableRow[]; live: LiveTableMatch[] } {
  const tables = new Map<string, ShownTableRow[]>();
  for (const row of rows) {
    const key = keyOf(row.season, row.tournement);
    tables.set(key, [...(tables.get(key) ?? []), { ...row, provisional: false }]);
  }
  const counted: LiveTableMatch[] = [];
  for (const match of live) {
    const tournement = fixtures.find((fixture) => fixture.matchID === match.matchID)?.tournement;
    if (tournement === undefined) continue;
    const key = keyOf(match.season, tournement);
    const table = tables.get(key);
    if (!table) continue;
    const newRow = (team: string): ShownTableRow => ({
      ...emptyTableRow(team),
      season: match.season,
      tournement,
      position: 0,
      provisional: false,
    });
    const withdrawn = withdrawnTeams(
      corrections.filter((c) => c.season === match.season && c.tournement === tournement),
    );
    tables.set(key, provisionalTable(table, match, newRow, withdrawn));
    counted.push({ season: match.season, tournement, ...pick(match) });
  }
  return { rows: [...tables.values()].flat(), live: counted };
}

const pick = ({ homeTeam, awayTeam, homeTeamScore, awayTeamScore }: LiveMatchSummary) => ({
  homeTeam,
  awayTeam,
  homeTeamScore,
  awayTeamScore,
});
