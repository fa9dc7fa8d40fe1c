import type { Knex } from 'knex';
import { tableTeamName, type AuditSnapshot, type LeagueResultEntry } from '@vsf/engine';
import { joined } from '../db/queryResults';
import { allTables } from './tableRows';

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
 * The teams of one table, A–Å: its rows, the teams of its entered results and corrections
 * (a withdrawn team has left the rows), and the club's opponents in its fixtures there, so a
 * table can be started before any result. The club appears once, by its name.
 */
export async function tableTeams(db: Knex, season: number, tournement: string): Promise<string[]> {
  // One after another: inside a route's transaction there is one connection.
  const { tables, corrections } = await allTables(db);
  const entered = await db('league_results')
    .join('tournaments', 'tournaments.id', 'league_results.tournament_id')
    .where({ 'league_results.season': season, 'tournaments.name': tournement })
    .select('league_results.home_team', 'league_results.away_team');
  const opponents = await db('fixtures')
    .join('tournaments', 'tournaments.id', 'fixtures.tournament_id')
    .where({ 'fixtures.season': season, 'tournaments.name': tournement })
    .select('fixtures.home_team', 'fixtures.away_team');
  const names = [
    ...tables.filter((row) => row.season === season && row.tournement === tournement).map((row) => row.team),
    ...corrections.filter((c) => c.season === season && c.tournement === tournement).map((c) => c.team),
    ...[...entered, ...opponents].flatMap((match) => [match.homeTeam, match.awayTeam]),
  ];
  return [...new Set(names.map((name) => tableTeamName(name.trim())))].sort(norwegian.compare);
}
