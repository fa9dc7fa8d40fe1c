import type { Knex } from 'knex';
import { timedRescore } from '../../platform/metrics/metrics';
import { joined } from '../../platform/db/queryResults';
import {
  clubScore,
  playerMatchPoints,
  rankByPoints,
  teamRoundPoints,
  type Boost,
  type PlayerRoundPoints,
} from '@vsf/engine';
import { updateIntColumnsById } from '../../platform/db/sqlArrays';
import type { MatchStatsTableRow } from '../../platform/db/tables';
import { TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from '../../fantasy';

interface PlayedFixture {
  id: number;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
}

/** The club's goals for and against in a stored fixture (null until it has a result). */
export function fixtureClubScore(fixture: PlayedFixture): { goalsFor: number; goalsConceded: number } | null {
  return clubScore({
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    homeTeamScore: fixture.homeScore,
    awayTeamScore: fixture.awayScore,
  });
}

/**
 * Recomputes a season's fantasy player points from its match statistics, then every
 * team's round points, running totals and world ranks, with the engine's rules. Running
 * it twice, or after editing any earlier match, gives the same result as a fresh start.
 * Must run inside a transaction.
 */
export async function rescoreSeason(trx: Knex.Transaction, season: number): Promise<{ teams: number }> {
  return timedRescore('season', () => rescoreSeasonTeams(trx, season));
}

async function rescoreSeasonTeams(trx: Knex.Transaction, season: number): Promise<{ teams: number }> {
  const fixtures = await joined<PlayedFixture & { order: number }>(
    trx('fixtures')
      .select('id', 'home_team', 'away_team', 'home_score', 'away_score')
      .select(trx.raw('row_number() over (order by date, time, match_id)::int as "order"'))
      .where({ season })
      .orderBy('order'),
  );
  const pointsByFixture = await storePlayerPoints(trx, season, fixtures);
  const teams = await scoreTeams(trx, season, fixtures, pointsByFixture);
  return { teams };
}

async function storePlayerPoints(
  trx: Knex.Transaction,
  season: number,
  fixtures: PlayedFixture[],
): Promise<Map<number, Map<number, PlayerRoundPoints>>> {
  const score = new Map(fixtures.map((fixture) => [fixture.id, fixtureClubScore(fixture)]));
  const stats: MatchStatsTableRow[] = await trx('match_stats')
    .join('fixtures', 'fixtures.id', 'match_stats.fixture_id')
    .where('fixtures.season', season)
    .select('match_stats.*');

  const rows = [];
  const byFixture = new Map<number, Map<number, PlayerRoundPoints>>();
  for (const stat of stats) {
    const result = score.get(stat.fixtureId);
    if (!result) continue; // statistics of a match without a result give no points yet
    const points = playerMatchPoints({ ...stat, ...result });
    rows.push({ fixtureId: stat.fixtureId, playerId: stat.playerId, ...points });
    const players = byFixture.get(stat.fixtureId) ?? new Map<number, PlayerRoundPoints>();
    players.set(stat.playerId, { totalPoints: points.totalPoints, attended: stat.attendance === 1 });
    byFixture.set(stat.fixtureId, players);
  }
  await trx('fantasy_player_points').whereIn('fixture_id', trx('fixtures').select('id').where({ season })).delete();
  for (let start = 0; start < rows.length; start += 1000) {
    await trx('fantasy_player_points').insert(rows.slice(start, start + 1000));
  }
  return byFixture;
}

interface TeamRow extends TeamSlotColumns {
  id: number;
  userId: number;
  fixtureId: number;
  captainId: number | null;
  activeBoost: Boost | null;
}

async function scoreTeams(
  trx: Knex.Transaction,
  season: number,
  fixtures: (PlayedFixture & { order: number })[],
  pointsByFixture: Map<number, Map<number, PlayerRoundPoints>>,
): Promise<number> {
  const order = new Map(fixtures.map((fixture) => [fixture.id, fixture.order]));
  const score = new Map(fixtures.map((fixture) => [fixture.id, fixtureClubScore(fixture)]));
  const teams = await joined<TeamRow>(
    trx('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', season)
      .select(
        't.id',
        't.user_id',
        't.fixture_id',
        't.captain_id',
        't.active_boost',
        ...TEAM_SLOTS.map((slot) => `t.${slot}`),
      ),
  );
  teams.sort((a, b) => (order.get(a.fixtureId) ?? 0) - (order.get(b.fixtureId) ?? 0) || a.id - b.id);

  const runningTotal = new Map<number, number>();
  const scored = teams.map((team) => {
    const match = score.get(team.fixtureId);
    const roundPoints = match
      ? teamRoundPoints(
          { players: teamPlayerIds(team), captain: team.captainId, activeBoost: team.activeBoost },
          pointsByFixture.get(team.fixtureId) ?? new Map(),
          match,
        )
      : 0;
    const totalPoints = (runningTotal.get(team.userId) ?? 0) + roundPoints;
    runningTotal.set(team.userId, totalPoints);
    return { id: team.id, fixtureId: team.fixtureId, roundPoints, totalPoints };
  });

  const byFixture = new Map<number, typeof scored>();
  for (const team of scored) {
    const list = byFixture.get(team.fixtureId);
    if (list) list.push(team);
    else byFixture.set(team.fixtureId, [team]);
  }
  const ranks = new Map<number, number | null>();
  for (const [fixtureId, inFixture] of byFixture) {
    // World ranks exist only once the match is played; before that there is nothing to rank.
    if (!score.get(fixtureId)) continue;
    for (const team of rankByPoints(inFixture, (candidate) => candidate.totalPoints)) ranks.set(team.id, team.rank);
  }

  await updateIntColumnsById(
    trx,
    'fantasy_teams',
    ['roundPoints', 'totalPoints', 'worldRank'],
    scored.map((team) => ({ ...team, worldRank: ranks.get(team.id) ?? null })),
  );
  return scored.length;
}
