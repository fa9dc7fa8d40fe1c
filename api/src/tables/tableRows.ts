import type { Knex } from 'knex';
import { joined } from '../db/queryResults';
import { sortTable, type SeasonTableRow } from '@vsf/engine';

interface StoredRow {
  season: number;
  tournement: string;
  team: string;
  gamesPlayed: number;
  wins: number;
  ties: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  points: number;
}

/**
 * Every season's tables in one query: newest season first, tournaments by name, and
 * each table in the engine's order (points, goal difference, goals scored, name).
 */
export async function allTableRows(db: Knex): Promise<SeasonTableRow[]> {
  const rows = await joined<StoredRow>(
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
      )
      .orderBy([
        { column: 'league_table_rows.season', order: 'desc' },
        { column: 'tournaments.name', order: 'asc' },
      ]),
  );
  const groups = new Map<string, (StoredRow & { goalDifference: number })[]>();
  for (const row of rows) {
    const key = `${row.season}\u0000${row.tournement}`;
    const group = groups.get(key) ?? [];
    group.push({ ...row, goalDifference: row.goalsScored - row.goalsConceded });
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((group) =>
    sortTable(group).map((row) => ({
      season: row.season,
      tournement: row.tournement,
      position: row.position,
      team: row.team,
      gamesPlayed: row.gamesPlayed,
      wins: row.wins,
      ties: row.ties,
      losses: row.losses,
      goalsScored: row.goalsScored,
      goalsConceded: row.goalsConceded,
      goalDifference: row.goalDifference,
      points: row.points,
    })),
  );
}
