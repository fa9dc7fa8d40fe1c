import type { Knex } from 'knex';
import { leagueTable, type DatedResult, type TableRow } from '@vsf/engine';
import { type SeasonTableRow, type TableCorrectionEntry } from '@vsf/contract';
import { joined } from '../platform/db/queryResults';

interface PublishedRow extends Omit<TableRow, 'goalDifference'> {
  season: number;
  tournement: string;
  countedThrough: string | null;
}

interface StoredResult extends DatedResult {
  season: number;
  tournement: string;
}

/** What one (season, tournament) table is computed from. */
interface TableParts {
  season: number;
  tournement: string;
  base: TableRow[];
  countedThrough: string | null;
  results: DatedResult[];
  corrections: TableCorrectionEntry[];
}

const keyOf = (season: number, tournement: string) => `${season}\u0000${tournement}`;

function publishedRows(db: Knex): Promise<PublishedRow[]> {
  return joined<PublishedRow>(
    db('league_table_rows')
      .join('tournaments', 'tournaments.id', 'league_table_rows.tournament_id')
      .select(
        'league_table_rows.season',
        'tournaments.name as tournement',
        'league_table_rows.team',
        'league_table_rows.games_played',
        'league_table_rows.wins',
        'league_table_rows.ties',
        'league_table_rows.losses',
        'league_table_rows.goals_scored',
        'league_table_rows.goals_conceded',
        'league_table_rows.points',
        'league_table_rows.counted_through',
      ),
  );
}

/** The club's played fixtures and the division's entered results, with both scores. */
async function storedResults(db: Knex): Promise<{ fixtures: StoredResult[]; entered: StoredResult[] }> {
  const columns = (table: 'fixtures' | 'league_results') => [
    `${table}.season`,
    'tournaments.name as tournement',
    `${table}.date`,
    `${table}.home_team`,
    `${table}.away_team`,
    `${table}.home_score as home_team_score`,
    `${table}.away_score as away_team_score`,
  ];
  const fixtures = await joined<StoredResult>(
    db('fixtures')
      .join('tournaments', 'tournaments.id', 'fixtures.tournament_id')
      .whereNotNull('fixtures.home_score')
      .select(columns('fixtures')),
  );
  const entered = await joined<StoredResult>(
    db('league_results')
      .join('tournaments', 'tournaments.id', 'league_results.tournament_id')
      .select(columns('league_results')),
  );
  return { fixtures, entered };
}

/** Every correction, each table's in the order they were entered. */
export function correctionEntries(db: Knex, where: { season?: number; tournamentId?: number } = {}) {
  const query = db('table_corrections')
    .join('tournaments', 'tournaments.id', 'table_corrections.tournament_id')
    .select(
      'table_corrections.id as correction_id',
      'table_corrections.season',
      'tournaments.name as tournement',
      'table_corrections.team',
      'table_corrections.points_deducted',
      'table_corrections.withdrawn',
      'table_corrections.reason',
    )
    .orderBy('table_corrections.id');
  if (where.season !== undefined) query.where('table_corrections.season', where.season);
  if (where.tournamentId !== undefined) query.where('table_corrections.tournament_id', where.tournamentId);
  return joined<Omit<TableCorrectionEntry, 'withdrawn' | 'correctionID'> & { correctionId: number; withdrawn: 0 | 1 }>(
    query,
  ).then((rows) =>
    rows.map((row): TableCorrectionEntry => ({
      correctionID: row.correctionId,
      season: row.season,
      tournement: row.tournement,
      team: row.team,
      pointsDeducted: row.pointsDeducted,
      withdrawn: row.withdrawn === 1,
      reason: row.reason,
    })),
  );
}

/**
 * The tables that exist: a (season, tournament) with a published table or entered division
 * results. The club's results there are added to it; a cup or friendly with neither has none.
 */
function tablesFrom(
  published: readonly PublishedRow[],
  results: readonly StoredResult[],
  corrections: readonly TableCorrectionEntry[],
  enteredKeys: ReadonlySet<string>,
): TableParts[] {
  const tables = new Map<string, TableParts>();
  const partsOf = (season: number, tournement: string): TableParts => {
    const key = keyOf(season, tournement);
    let parts = tables.get(key);
    if (!parts) {
      parts = { season, tournement, base: [], countedThrough: null, results: [], corrections: [] };
      tables.set(key, parts);
    }
    return parts;
  };
  for (const row of published) {
    const parts = partsOf(row.season, row.tournement);
    parts.base.push({ ...row, goalDifference: row.goalsScored - row.goalsConceded });
    if (row.countedThrough !== null && (parts.countedThrough === null || row.countedThrough > parts.countedThrough)) {
      parts.countedThrough = row.countedThrough;
    }
  }
  for (const key of enteredKeys) {
    const [season, tournement] = key.split('\u0000') as [string, string];
    partsOf(Number(season), tournement);
  }
  for (const result of results) {
    tables.get(keyOf(result.season, result.tournement))?.results.push(result);
  }
  for (const correction of corrections) {
    tables.get(keyOf(correction.season, correction.tournement))?.corrections.push(correction);
  }
  return [...tables.values()];
}

const norwegian = new Intl.Collator('nb');

/**
 * Every season's tables (000 §7), computed by the engine from the published rows, the club's
 * played fixtures, the division's entered results and the corrections: newest season first,
 * tournaments by name, each table in the engine's order. The corrections come along, so the
 * page can show each reason under its table.
 */
export async function allTables(db: Knex): Promise<{ tables: SeasonTableRow[]; corrections: TableCorrectionEntry[] }> {
  // One after another: inside a route's transaction there is one connection.
  const published = await publishedRows(db);
  const { fixtures, entered } = await storedResults(db);
  const corrections = await correctionEntries(db);
  const enteredKeys = new Set(entered.map((r) => keyOf(r.season, r.tournement)));
  const tables = tablesFrom(published, [...fixtures, ...entered], corrections, enteredKeys).sort(
    (a, b) => b.season - a.season || norwegian.compare(a.tournement, b.tournement),
  );
  return {
    tables: tables.flatMap((parts) =>
      leagueTable(parts).map((row) => ({ season: parts.season, tournement: parts.tournement, ...row })),
    ),
    corrections: tables.flatMap((parts) => parts.corrections),
  };
}
