import type { Knex } from 'knex';
import { joined } from '../db/queryResults';
import { playerDisplayName, type AuditSnapshot } from '@vsf/engine';
import { loadAdminPlayer } from '../../clubPlayers/adminPlayers';
import { selectFixtures, toApiFixture, type FixtureRow, matchFacts } from '../../match/fixtures/fixtureRows';
import { namedMatchLines, type NamedMatchLine } from '../../match/fixtures/matchDetail';
import { selectAdminUsers, toAdminUser } from '../../accounts/userQueries';

/*
 * What the audit log keeps of each kind of object: its fields as the API speaks them
 * (camelCase, the contract's names), without ids the line already names and without
 * anything secret (a user's password hash is never read here). null: the object does not
 * exist (before a creation, after a deletion).
 */

/** A fixture as the schedule shows it; the result is the match's own snapshot. */
export function toFixtureSnapshot(row: FixtureRow): AuditSnapshot {
  const { fixtureTableID: _id, result: _result, homeTeamScore: _h, awayTeamScore: _a, ...fields } = toApiFixture(row);
  return fields;
}

export async function fixtureSnapshot(db: Knex, fixtureId: number): Promise<AuditSnapshot> {
  const row = await selectFixtures(db).where('fixtures.id', fixtureId).first();
  return row ? toFixtureSnapshot(row) : null;
}

/**
 * A match's result, trivia and every player's line, keyed by playerID so a diff pairs the
 * same player's line before and after; `name` says whose line it is.
 */
export async function matchSnapshot(db: Knex, fixtureId: number): Promise<AuditSnapshot> {
  const fixture = await db('fixtures')
    .where({ id: fixtureId })
    .first('matchId', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'trivia');
  if (!fixture) return null;
  const lines = await joined<NamedMatchLine>(namedMatchLines(db, fixtureId).orderBy('match_stats.player_id'));
  return {
    ...matchFacts(fixture),
    players: Object.fromEntries(
      lines.map(({ playerId, firstName, lastName, nickname, ...counts }) => [
        String(playerId),
        { name: playerDisplayName({ firstName, lastName, nickname }), ...counts },
      ]),
    ),
  };
}

/** A user as the admin's user table shows them: names, e-mail and roles, never the password. */
export async function userSnapshot(db: Knex, userID: number): Promise<AuditSnapshot> {
  const row = await selectAdminUsers(db).where('users.id', userID).first();
  if (!row) return null;
  const { userID: _id, registerDate: _registered, ...fields } = toAdminUser(row);
  return fields;
}

/** A club player as the admin's player table shows them (the count of matches is derived, so left out). */
export async function clubPlayerSnapshot(db: Knex, playerID: number): Promise<AuditSnapshot> {
  const player = await loadAdminPlayer(db, playerID);
  if (!player) return null;
  const { playerID: _id, matchesPlayed: _matches, ...fields } = player;
  return fields;
}
