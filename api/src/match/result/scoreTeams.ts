import type { Knex } from 'knex';
import { BOOSTS, WORTH_COMBOS } from '@vsf/engine';
import { TEAM_SLOTS, type TeamSlot } from '../../fantasy';
import { intArrayLiteral } from '../../platform/db/sqlArrays';
import { rawRows } from '../../platform/db/queryResults';

/**
 * What one slot of a team is worth: the engine's table (teamWorthTable) looked up by the
 * slot's player, the team's boost (its code is its place in BOOSTS plus one, as boostCode
 * gives it) and the armband. An empty slot, or a player outside the table, is worth 0.
 * The rule itself stays in the engine: the database only adds the entries up.
 */
function slotWorth(slot: TeamSlot): string {
  const captain = `((t.${slot} = t.captain_id) IS TRUE)::int`;
  return `coalesce(p.worth[1 + t.${slot} * ${WORTH_COMBOS} + b.boost_column + ${captain}], 0)`;
}

/** The boost's place in a player's entries, found once per team rather than once per slot. */
const BOOST_COLUMN = 'coalesce(array_position(p.boosts, t.active_boost), 0) * 2 AS boost_column';

/**
 * The statements below join every team of a match with itself and the users: 1,000,000
 * teams need about 60 MB per hash table, which the default work_mem (4 MB) would send to
 * disk in batches. SET LOCAL ends with the transaction.
 */
const SCORING_WORK_MEM = "SET LOCAL work_mem = '256MB'";

/**
 * The scoring of one match's teams where they are, in one statement: each team's round
 * points from the engine's worth table, its total moved by the change, and its world rank:
 * one more than the number of teams with a higher total (standard competition ranking,
 * 1, 1, 3, as rankByPoints and rankFromBetterCount give it; scoreTeams.test.ts checks they
 * agree), counted per distinct total, so that only those few rows are sorted, not the
 * teams. Only rows whose numbers changed are written, so a correction rewrites only the
 * teams it moves. When later matches already have teams (`laterFixtureIds`), the same
 * statement moves their totals by each user's change. Without a worth table (no result, or not a club match) every team
 * scores 0 and has no rank. Answers how many teams the match has. Raises work_mem for the
 * rest of the transaction, which carrying the teams to the next match uses too.
 */
export async function scoreFixtureTeams(
  trx: Knex.Transaction,
  fixtureId: number,
  worth: Int32Array | null,
  laterFixtureIds: readonly number[],
): Promise<number> {
  const carries = laterFixtureIds.length > 0;
  await trx.raw(SCORING_WORK_MEM);
  const result = await trx.raw(
    `WITH p AS (SELECT ?::int[] AS worth, ?::text[] AS boosts),
     scored AS MATERIALIZED (
       SELECT t.id, t.round_points AS was_round, s.round, t.total_points - t.round_points + s.round AS total
         FROM fantasy_teams t
        CROSS JOIN p
        CROSS JOIN LATERAL (SELECT ${BOOST_COLUMN}) b
        CROSS JOIN LATERAL (SELECT ${TEAM_SLOTS.map(slotWorth).join(' + ')} AS round) s
        WHERE t.fixture_id = ?
     ),
     ranks AS (
       SELECT total, (CASE WHEN ? THEN 1 + sum(teams) OVER (ORDER BY total DESC) - teams END)::int AS rank
         FROM (SELECT total, count(*) AS teams FROM scored GROUP BY total) totals
     ),
     changed AS (
       UPDATE fantasy_teams t SET round_points = s.round, total_points = s.total, world_rank = r.rank
         FROM scored s JOIN ranks r ON r.total = s.total
        WHERE t.fixture_id = ? AND t.id = s.id
          AND (t.round_points, t.total_points, t.world_rank) IS DISTINCT FROM (s.round, s.total, r.rank)
       ${carries ? 'RETURNING t.user_id, s.round - s.was_round AS delta' : ''}
     )${
       carries
         ? `, carried AS (
       UPDATE fantasy_teams later SET total_points = later.total_points + c.delta
         FROM changed c
        WHERE c.delta <> 0 AND later.user_id = c.user_id AND later.fixture_id = ANY(?::int[])
     )`
         : ''
     }
     SELECT count(*)::int AS teams FROM scored`,
    [
      intArrayLiteral(worth ? Array.from(worth) : []),
      `{${BOOSTS.join(',')}}`,
      fixtureId,
      worth !== null,
      fixtureId,
      ...(carries ? [intArrayLiteral(laterFixtureIds)] : []),
    ],
  );
  return rawRows<{ teams: number }>(result)[0]?.teams ?? 0;
}

/** The world ranks of a played match's teams by their stored totals, written where they changed. */
export async function rankFixtureTeams(trx: Knex.Transaction, fixtureId: number): Promise<void> {
  await trx.raw(
    `UPDATE fantasy_teams t SET world_rank = r.rank
       FROM (SELECT id, rank() OVER (ORDER BY total_points DESC)::int AS rank
               FROM fantasy_teams WHERE fixture_id = ?) r
      WHERE t.fixture_id = ? AND t.id = r.id AND t.world_rank IS DISTINCT FROM r.rank`,
    [fixtureId, fixtureId],
  );
}
