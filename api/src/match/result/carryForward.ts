import type { Knex } from 'knex';
import { substitutionAllowance } from '@vsf/engine';
import { TEAM_SLOTS } from '../../fantasy';
import { rawRowCount } from '../../platform/db/queryResults';
import { intArrayLiteral } from '../../platform/db/sqlArrays';

/**
 * When the season moves to the next match, every team of the match just played is
 * carried to it (002 §4.3), unless its user already saved one there: same players and
 * captain, no active boost, used boosts kept, the running total, and the substitution
 * allowance the engine gives for what was left. The allowance depends only on what was
 * left (none, or 0 to 3) and on the first-login flag (0 or 1), so the engine's answers for
 * those ten cases become an array the database looks each team up in, in one statement
 * (a join with a table of the cases would first pair every user with all ten of them).
 */
export async function carryTeamsForward(
  trx: Knex.Transaction,
  fromFixtureId: number,
  toFixtureId: number,
): Promise<number> {
  const allowances = [null, 0, 1, 2, 3].flatMap((left) =>
    [false, true].map((firstLogin) => substitutionAllowance(left, firstLogin, true)),
  );
  const slots = TEAM_SLOTS.join(', ');
  const result = await trx.raw(
    `INSERT INTO fantasy_teams
       (user_id, fixture_id, ${slots}, captain_id, active_boost, attack_boost_used, defence_boost_used,
        super_captain_used, remaining_subs, round_points, total_points, world_rank, updated_at)
     SELECT t.user_id, ?, ${TEAM_SLOTS.map((slot) => `t.${slot}`).join(', ')}, t.captain_id, NULL,
            t.attack_boost_used, t.defence_boost_used, t.super_captain_used,
            (?::int[])[1 + coalesce(t.remaining_subs + 1, 0) * 2 + u.season_first_time_login],
            0, t.total_points, NULL, t.updated_at
       FROM fantasy_teams t
       JOIN users u ON u.id = t.user_id
      WHERE t.fixture_id = ?
        AND NOT EXISTS (SELECT 1 FROM fantasy_teams saved WHERE saved.user_id = t.user_id AND saved.fixture_id = ?)`,
    [toFixtureId, intArrayLiteral(allowances), fromFixtureId, toFixtureId],
  );
  return rawRowCount(result);
}
