import type { Knex } from 'knex';
import { substitutionAllowance } from '@vsf/engine';
import { TEAM_SLOTS } from '../fantasy/teamSlots';
import { rawRowCount } from '../db/queryResults';

/**
 * When the season moves to the next match, every team of the match just played is
 * carried to it (002 §4.3), unless its user already saved one there: same players and
 * captain, no active boost, used boosts kept, the running total, and the substitution
 * allowance the engine gives for what was left. The allowance depends only on what was
 * left and on the first-login flag, so the engine's answers for every case become a
 * lookup the database applies to all teams in one statement.
 */
export async function carryTeamsForward(
  trx: Knex.Transaction,
  fromFixtureId: number,
  toFixtureId: number,
): Promise<number> {
  const allowance = (left: number | null, firstLogin: boolean) => substitutionAllowance(left, firstLogin, true);
  const lookup = [null, 0, 1, 2, 3].flatMap((left) =>
    [false, true].map((firstLogin) => [left, firstLogin, allowance(left, firstLogin)] as const),
  );
  const values = lookup.map(() => '(?::int, ?::boolean, ?::int)').join(', ');
  const slots = TEAM_SLOTS.join(', ');
  const result = await trx.raw(
    `WITH allowance(remaining, first_login, next_allowance) AS (VALUES ${values})
     INSERT INTO fantasy_teams
       (user_id, fixture_id, ${slots}, captain_id, active_boost, attack_boost_used, defence_boost_used,
        super_captain_used, remaining_subs, round_points, total_points, world_rank, updated_at)
     SELECT t.user_id, ?, ${TEAM_SLOTS.map((slot) => `t.${slot}`).join(', ')}, t.captain_id, NULL,
            t.attack_boost_used, t.defence_boost_used, t.super_captain_used,
            a.next_allowance, 0, t.total_points, NULL, t.updated_at
       FROM fantasy_teams t
       JOIN users u ON u.id = t.user_id
       JOIN allowance a ON a.remaining IS NOT DISTINCT FROM t.remaining_subs
                       AND a.first_login = (u.season_first_time_login = 1)
      WHERE t.fixture_id = ?
        AND NOT EXISTS (SELECT 1 FROM fantasy_teams saved WHERE saved.user_id = t.user_id AND saved.fixture_id = ?)`,
    [...lookup.flat(), toFixtureId, fromFixtureId, toFixtureId],
  );
  return rawRowCount(result);
}
