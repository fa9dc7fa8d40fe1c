import type { Knex } from 'knex';
import { tableTeamName, type AuditSnapshot } from '@vsf/engine';
import { type LeagueResultEntry } from '@vsf/contract';
import { joined } from '../platform/db/queryResults';

/** One table's entered division results, by date (then as entered). */
export async function leagueResultEntries(
  db: Knex,
  season: number,
  tournamentId: number,
): Promise<LeagueResultEntry[]> {
  const rows = await joined<Omit<LeagueResultEntry, 'resultID'> & { resultId: number }>(
    db('league_results')
      .join('tournaments', 'tournaments.id', 'league_results.tournament_id')
      .where({ 'league_results.season': season, 'league_results.tournament_id': tournamentId })
      .select(
        'league_results.id as result_id',
        'league_results.season',
        'tournaments.name as tournement',
        'league_results.date',
        'league_results.home_team',
        'league_results.away_team',
        'league_results.home_score as home_team_score',
        'league_results.away_score as away_team_score',
      )
      .orderBy([{ column: 'league_results.date' }, { column: 'league_results.id' }]),
  );
  return rows.map(({ resultId, ...row }) => ({ resultID: resultId, ...row }));
}

/** An entered result as the audit log keeps it; null when there is none. */
export async function resultSnapshot(db: Knex, resultID: number): Promise<AuditSnapshot> {
  const row = await db('league_results').where({ id: resultID }).first();
  if (!row) return null;
  return {
    season: row.season,
    tournamentId: row.tournamentId,
    date: row.date,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeTeamScore: row.homeScore,
    awayTeamScore: row.awayScore,
  };
}

const norwegian = new Intl.Collator('nb');

/**
 * The teams of one table, A–Å: its published rows, the teams of its entered results and
 * corrections (a withdrawn team has left the computed rows, not these), and the club's
 * opponents in its fixtures there, so a table can be started before any result. The club
 * appears once, by its name. The same teams the computed table has, without computing it.
 */
export async function tableTeams(db: Knex, season: number, tournement: string): Promise<string[]> {
  const inTable = <T extends 'league_table_rows' | 'table_corrections' | 'league_results' | 'fixtures'>(table: T) =>
    db(table)
      .join('tournaments', 'tournaments.id', `${table}.tournament_id`)
      .where({ [`${table}.season`]: season, 'tournaments.name': tournement });
  // One after another: inside a route's transaction there is one connection.
  const published = await inTable('league_table_rows').pluck('league_table_rows.team');
  const corrected = await inTable('table_corrections').pluck('table_corrections.team');
  const entered = await inTable('league_results').select('league_results.home_team', 'league_results.away_team');
  const fixtures = await inTable('fixtures').select('fixtures.home_team', 'fixtures.away_team');
  const names: string[] = [
    ...published,
    ...corrected,
    ...[...entered, ...fixtures].flatMap((match) => [match.homeTeam, match.awayTeam]),
  ];
  return [...new Set(names.map((name) => tableTeamName(name.trim())))].sort(norwegian.compare);
}
