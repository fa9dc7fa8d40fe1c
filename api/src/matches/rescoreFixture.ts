import type { Knex } from 'knex';
import { playerMatchPoints, rankByPoints, teamRoundPoints, type Boost, type PlayerRoundPoints } from '@vsf/engine';
import { intArrayLiteral, updateIntColumnsById } from '../db/sqlArrays';
import { slotColumns, TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from '../fantasy/teamSlots';
import { rawRows } from '../db/queryResults';
import { fixtureClubScore } from '../scoring/seasonScoring';

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
 * the change carried into the running totals of that match and every later one, and the
 * world ranks of each affected match. Only the change is written, so saving the current
 * round touches one row per team, and editing an old match gives the same totals as a
 * fresh computation. Runs inside the caller's transaction.
 */
export async function rescoreFixture(trx: Knex.Transaction, fixture: StoredFixture): Promise<{ teams: number }> {
  const match = fixtureClubScore(fixture);
  const points = await storePlayerPoints(trx, fixture.id, match);

  const teams = await readTeams(trx, fixture.id);
  const deltas = new Map<number, number>();
  const updated = teams.map((team) => {
    const roundPoints = match
      ? teamRoundPoints(
          { players: teamPlayerIds(team), captain: team.captainId, activeBoost: team.activeBoost },
          points,
          match,
        )
      : 0;
    const delta = roundPoints - team.roundPoints;
    if (delta !== 0) deltas.set(team.userId, delta);
    return { id: team.id, roundPoints, totalPoints: team.totalPoints + delta };
  });
  const ranks = match ? ranksOf(updated) : new Map<number, number>();
  await updateIntColumnsById(
    trx,
    'fantasy_teams',
    ['roundPoints', 'totalPoints', 'worldRank'],
    updated.map((team) => ({ ...team, worldRank: ranks.get(team.id) ?? null })),
  );
  if (deltas.size > 0) await carryDeltasForward(trx, fixture, deltas);
  return { teams: updated.length };
}

/**
 * A match's teams as one row of column arrays: parsing 100,000 rows one by one costs
 * more than the scoring itself. The aggregates of one scan keep the same row order.
 * The provisional points (api/src/livePoints) read a live match's teams with it too.
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

function ranksOf(teams: readonly { id: number; totalPoints: number }[]): Map<number, number> {
  return new Map(rankByPoints(teams, (team) => team.totalPoints).map((team) => [team.id, team.rank]));
}

async function storePlayerPoints(
  trx: Knex.Transaction,
  fixtureId: number,
  match: { goalsFor: number; goalsConceded: number } | null,
): Promise<Map<number, PlayerRoundPoints>> {
  await trx('fantasy_player_points').where({ fixtureId }).delete();
  const byPlayer = new Map<number, PlayerRoundPoints>();
  if (!match) return byPlayer;
  const stats: {
    playerId: number;
    attendance: 0 | 1;
    keeper: 0 | 1;
    goalsScored: number;
    assists: number;
    ownGoals: number;
    yellowCards: number;
    redCards: number;
  }[] = await trx('match_stats').where({ fixtureId });
  const rows = stats.map((stat) => {
    const breakdown = playerMatchPoints({ ...stat, ...match });
    byPlayer.set(stat.playerId, { totalPoints: breakdown.totalPoints, attended: stat.attendance === 1 });
    return { fixtureId, playerId: stat.playerId, ...breakdown };
  });
  if (rows.length > 0) await trx('fantasy_player_points').insert(rows);
  return byPlayer;
}

/** Later matches of the season carry each user's total: move them by the same change, then re-rank the played ones. */
async function carryDeltasForward(
  trx: Knex.Transaction,
  fixture: StoredFixture,
  deltas: Map<number, number>,
): Promise<void> {
  const later: { id: number; played: boolean }[] = await trx('fixtures')
    .where({ season: fixture.season })
    .andWhereRaw('(date, time, match_id) > (?, ?, ?)', [fixture.date, fixture.time, fixture.matchId])
    .select('id', trx.raw('home_score IS NOT NULL AS played'));
  if (later.length === 0) return;
  await trx.raw(
    `UPDATE fantasy_teams AS t SET total_points = t.total_points + u.delta
       FROM unnest(?::int[], ?::int[]) AS u(user_id, delta)
      WHERE t.user_id = u.user_id AND t.fixture_id = ANY(?::int[])`,
    [
      intArrayLiteral([...deltas.keys()]),
      intArrayLiteral([...deltas.values()]),
      intArrayLiteral(later.map((f) => f.id)),
    ],
  );
  for (const { id } of later.filter((candidate) => candidate.played)) {
    const teams: { id: number; totalPoints: number }[] = await trx('fantasy_teams')
      .where({ fixtureId: id })
      .select('id', 'total_points');
    const ranks = ranksOf(teams);
    await updateIntColumnsById(
      trx,
      'fantasy_teams',
      ['worldRank'],
      teams.map((team) => ({ id: team.id, worldRank: ranks.get(team.id) ?? null })),
    );
  }
}
