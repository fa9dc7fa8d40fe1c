import type { Knex } from 'knex';
import { fantasyDeadline, type IsoDate } from '@vsf/engine';
import type { FixtureTableRow } from '../platform/db/tables';
import { expectRow } from '../testing/rows';
import type { TestApp } from '../testing/testApp';

export interface Manager {
  userId: number;
  username: string;
  cookie: string;
  email: string;
}

/** The season's current match and its fantasy deadline. */
export async function currentRound(db: Knex): Promise<{ fixture: FixtureTableRow; deadline: Date }> {
  const pointer = expectRow(await db('season_state').first('thisMatchId'));
  const fixture = expectRow(await db('fixtures').where({ matchId: pointer.thisMatchId }).first());
  return { fixture, deadline: fantasyDeadline(fixture.date as IsoDate) };
}

/**
 * `count` demo managers who will be reminded of the current round's deadline (a team earlier
 * in the season, none for this round), each logged in with an address of the test's own.
 */
export async function managersToRemind(app: TestApp, count: number): Promise<Manager[]> {
  const db = app.deps.db.knex;
  const { fixture } = await currentRound(db);
  const rows: { userId: number; username: string }[] = await db('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .join('users as u', 'u.id', 't.user_id')
    .where('f.season', fixture.season)
    .whereNot('f.id', fixture.id)
    .whereNotNull('t.player1')
    .where({ 'u.isAdmin': 0, 'u.isPoster': 0 })
    .distinct('t.user_id', 'u.username')
    .orderBy('t.user_id')
    .limit(count);
  await db('fantasy_teams')
    .where({ fixtureId: fixture.id })
    .whereIn(
      'userId',
      rows.map((row) => row.userId),
    )
    .delete();
  const managers: Manager[] = [];
  for (const { userId, username } of rows) {
    const cookie = await app.login(username);
    const email = `${username}@klubb.example`;
    const saved = await app.call('updateUserInfo', { email }, { cookie });
    if (saved.status !== 200) throw new Error(`no address for ${username}: ${saved.body.msg}`);
    managers.push({ userId, username, cookie, email });
  }
  return managers;
}
