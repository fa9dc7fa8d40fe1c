import type { Knex } from 'knex';

/** Where the season stands: its year, round and the match played next (`season_state`). */
export interface SeasonPointer {
  season: number;
  round: number;
  matchID: string;
}

export async function readSeasonPointer(db: Knex): Promise<SeasonPointer> {
  const row = await db('season_state').where({ id: 1 }).first();
  if (!row) throw new Error('season_state has no row: migrations have not run');
  return { season: row.thisYear, round: row.thisRound, matchID: row.thisMatchId };
}
