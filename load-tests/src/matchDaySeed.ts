/**
 * Match day for the points part of `bench:live`: N managers with a fantasy team for the live
 * match, spread over leagues (half of them private), and sessions for the managers whose
 * pages are open, opened directly in the database as login would. Every team holds the
 * scorer the bench's goals are credited to, so each goal changes every team's numbers and
 * every open page is owed its own `points:own`.
 */
import type { Knex } from 'knex';
import { createSession, SESSION_COOKIE } from '@vsf/api/testing';

export interface MatchDayPlan {
  matchID: string;
  /** The live match's squad; squad[1] is in every team (the bench's scorer). */
  squad: number[];
  teams: number;
  leagues: number;
  /** How many managers get a session (the first ones): their pages are the bench's clients. */
  managers: number;
  sessionSecret: string;
  now: Date;
}

export interface Manager {
  userID: number;
  leagueID: number;
  cookie: string;
}

export async function seedMatchDay(knex: Knex, plan: MatchDayPlan): Promise<Manager[]> {
  const fixture: { id: number; season: number } = await knex('fixtures')
    .where({ matchId: plan.matchID })
    .first('id', 'season');
  const scorer = plan.squad[1]!;
  const others = `ARRAY[${plan.squad.filter((_, index) => index !== 1).join(', ')}]`;
  const count = plan.squad.length - 1;
  // Manager n is user 'kampdag{n}', in league 'Kampdagliga {1 + (n - 1) % leagues}'.
  const managerNumber = 'substr(u.username, 8)::int';
  await knex.raw(
    `INSERT INTO users (username, password_hash, team_name) SELECT 'kampdag' || g, '!', 'Lag ' || g FROM generate_series(1, ?) g`,
    [plan.teams],
  );
  // Six more players from the rest of the squad: a step of 3 through 10 players never
  // repeats within 6 (3 and 10 share no factor); captains and boosts vary with the manager.
  const other = (k: number) => `(${others})[1 + ((${managerNumber} * 7 + ${k * 3}) % ${count})]`;
  await knex.raw(
    `INSERT INTO fantasy_teams (user_id, fixture_id, player1, player2, player3, player4, player5, player6, player7,
                                captain_id, active_boost, remaining_subs)
     SELECT u.id, ?, ?, ${[0, 1, 2, 3, 4, 5].map(other).join(', ')},
            CASE WHEN u.id % 2 = 0 THEN ? ELSE ${other(0)} END,
            (ARRAY[NULL, NULL, NULL, 'attackBoost', 'defenceBoost', 'superCaptain'])[1 + u.id % 6], 2
       FROM users u WHERE u.username LIKE 'kampdag%'`,
    [fixture.id, scorer, scorer],
  );
  await knex.raw(
    `INSERT INTO leagues (name, private, code_hash, admin_user_id, season)
     SELECT 'Kampdagliga ' || g, g % 2, CASE WHEN g % 2 = 1 THEN '!' END, u.id, ?
       FROM generate_series(1, ?) g JOIN users u ON u.username = 'kampdag' || g`,
    [fixture.season, plan.leagues],
  );
  await knex.raw(
    `INSERT INTO league_members (league_id, user_id, season, join_round)
     SELECT l.id, u.id, ?, 1
       FROM users u JOIN leagues l ON l.name = 'Kampdagliga ' || (1 + (${managerNumber} - 1) % ?)
      WHERE u.username LIKE 'kampdag%'`,
    [fixture.season, plan.leagues],
  );
  await knex.raw('ANALYZE');

  const rows: { id: number; leagueId: number }[] = await knex('users as u')
    .join('league_members as m', 'm.user_id', 'u.id')
    .whereIn(
      'u.username',
      Array.from({ length: plan.managers }, (_, index) => `kampdag${index + 1}`),
    )
    .select('u.id', 'm.leagueId');
  const managers: Manager[] = [];
  for (const row of rows) {
    const { token } = await createSession(knex, plan.sessionSecret, row.id, {
      ip: '127.0.0.1',
      userAgent: 'bench:live',
      now: plan.now,
    });
    managers.push({ userID: row.id, leagueID: row.leagueId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` });
  }
  return managers;
}
