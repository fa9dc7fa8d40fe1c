import type { Knex } from 'knex';
import { timedRescore } from '../../platform/metrics/metrics';
import { playerMatchPoints, teamWorthTable, type Boost, type PlayerRoundPoints } from '@vsf/engine';
import { slotColumns, TEAM_SLOTS, type TeamSlotColumns } from '../../fantasy';
import { rawRows } from '../../platform/db/queryResults';
import { fixtureClubScore } from './seasonScoring';
import { rankFixtureTeams, scoreFixtureTeams } from './scoreTeams';

interface StoredFixture {
  id: number;
  season: number;
  date: string;
  time: string;
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
}

export interface TeamRow extends TeamSlotColumns {
  id: number;
  userId: number;
  captainId: number | null;
  activeBoost: Boost | null;
  roundPoints: number;
  totalPoints: number;
  worldRank: number | null;
}

/** readTeams' one row: each column of a match's teams as an array, null when it has none. */
type PackedTeams = { [column in keyof TeamRow]: TeamRow[column][] | null };

/**
 * Scores one match: its players' fantasy points, then every team's round points, with
 * the change carried into the running totals of every later match, and the world ranks of
 * each affected match. The teams are scored where they are (scoreTeams.ts) with the
 * engine's worth table, and only the rows whose numbers changed are written, so saving
 * the current round touches one row per team, a correction only the teams it moves, and
 * editing an old match gives the same totals as a fresh computation. Runs inside the
 * caller's transaction.
 */
export async function rescoreFixture(trx: Knex.Transaction, fixture: StoredFixture): Promise<{ teams: number }> {
  return timedRescore('match', () => rescoreFixtureTeams(trx, fixture));
}

async function rescoreFixtureTeams(trx: Knex.Transaction, fixture: StoredFixture): Promise<{ teams: number }> {
  const match = fixtureClubScore(fixture);
  const points = await storePlayerPoints(trx, fixture.id, match);
  const later = await laterFixturesWithTeams(trx, fixture);
  const teams = await scoreFixtureTeams(
    trx,
    fixture.id,
    match ? teamWorthTable(points, match) : null,
    later.map((candidate) => candidate.id),
  );
  for (const { id } of later.filter((candidate) => candidate.played)) await rankFixtureTeams(trx, id);
  return { teams };
}

/** The season's matches after this one that have teams: their totals carry this match's. */
function laterFixturesWithTeams(
  trx: Knex.Transaction,
  fixture: StoredFixture,
): Promise<{ id: number; played: boolean }[]> {
  return trx('fixtures')
    .where({ season: fixture.season })
    .andWhereRaw('(date, time, match_id) > (?, ?, ?)', [fixture.date, fixture.time, fixture.matchId])
    .whereExists((teams) => teams.from('fantasy_teams').whereRaw('fantasy_teams.fixture_id = fixtures.id'))
    .select('id', trx.raw('home_score IS NOT NULL AS played'));
}

/**
 * A match's teams as one row of column arrays: parsing 100,000 rows one by one costs
 * more than the scoring itself. The aggregates of one scan keep the same row order.
 * The provisional points (api/src/match/livePoints) read a live match's teams with it too.
 */
export async function readTeams(db: Knex, fixtureId: number): Promise<TeamRow[]> {
  const columns = ['id', 'user_id', 'captain_id', 'round_points', 'total_points', 'world_rank', ...TEAM_SLOTS];
  const result = await db.raw(
    `SELECT ${columns.map((column) => `array_agg(${column}) AS ${column}`).join(', ')},
            array_agg(active_boost) AS active_boost
       FROM fantasy_teams WHERE fixture_id = ?`,
    [fixtureId],
  );
  const packed = rawRows<PackedTeams>(result)[0];
  const column = <C extends keyof TeamRow>(name: C): TeamRow[C][] => packed?.[name] ?? [];
  return column('id').map((id, index) => ({
    id,
    userId: column('userId')[index]!,
    captainId: column('captainId')[index] ?? null,
    activeBoost: column('activeBoost')[index] ?? null,
    roundPoints: column('roundPoints')[index]!,
    totalPoints: column('totalPoints')[index]!,
    worldRank: column('worldRank')[index] ?? null,
    ...slotColumns((slot) => column(slot)[index] ?? null),
  }));
}

async function storePlayerPoints(
  trx: Knex.Transaction,
  fixtureId: number,
  match: { goalsFor: number; goalsConceded: number } | null,
): Promise<Map<number, PlayerRoundPoints>> {
  await trx('fantasy_player_points').where({ fixtureId }).delete();
  const byPlayer = new Map<number, PlayerRoundPoints>();
  if (!match) return byPlayer;
  const stats = await trx('match_stats').where({ fixtureId });
  const rows = stats.map((stat) => {
    const breakdown = playerMatchPoints({ ...stat, ...match });
    byPlayer.set(stat.playerId, { totalPoints: breakdown.totalPoints, attended: stat.attendance === 1 });
    return { fixtureId, playerId: stat.playerId, ...breakdown };
  });
  if (rows.length > 0) await trx('fantasy_player_points').insert(rows);
  return byPlayer;
}
