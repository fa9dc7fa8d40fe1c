import type { Knex } from 'knex';
import { AVAILABILITY_MESSAGES, osloIsoTimestamp, playerDisplayName, type SquadFacts } from '@vsf/engine';
import type { MatchSquad } from '@vsf/contract';
import { joined } from '../platform/db/queryResults';
import { HttpError } from '../platform/http/errors';

/** A fixture's published squad as the rules read it; null when none is published. */
export async function readSquadFacts(db: Knex, fixtureId: number): Promise<SquadFacts | null> {
  const squad = await db('published_squads').where({ fixtureId }).first();
  if (!squad) return null;
  const playerIDs = await db('published_squad_players').where({ fixtureId }).pluck('published_squad_players.player_id');
  return { playerIDs: new Set(playerIDs), changedAt: squad.changedAt };
}

interface SquadPlayerRow {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string;
  jerseyNo: number;
  position: string;
}

/** The squad as every page shows it: its players by shirt number, and when it was published and changed. */
export async function readMatchSquad(db: Knex, fixtureId: number, matchID: string): Promise<MatchSquad> {
  const squad = await db('published_squads').where({ fixtureId }).first();
  if (!squad) return { matchID, published: false, publishedAt: null, changedAt: null, players: [] };
  const rows = await joined<SquadPlayerRow>(
    db('published_squad_players as s')
      .join('players as p', 'p.id', 's.player_id')
      .where('s.fixture_id', fixtureId)
      .select('p.id', 'p.first_name', 'p.last_name', 'p.nickname', 'p.jersey_no', 'p.position')
      .orderBy([
        { column: 'p.jersey_no', order: 'asc' },
        { column: 'p.id', order: 'asc' },
      ]),
  );
  return {
    matchID,
    published: true,
    publishedAt: osloIsoTimestamp(squad.publishedAt),
    changedAt: osloIsoTimestamp(squad.changedAt),
    players: rows.map((row) => ({
      playerID: row.id,
      name: playerDisplayName(row),
      jerseyNo: row.jerseyNo,
      position: row.position,
    })),
  };
}

/** Known players, each once: else 400 and nothing is written. */
export async function refuseSquadPlayers(db: Knex, playerIDs: readonly number[]): Promise<void> {
  if (new Set(playerIDs).size !== playerIDs.length) throw new HttpError(400, AVAILABILITY_MESSAGES.squadTwice);
  const known = await db('players').whereIn('id', playerIDs).pluck('id');
  if (known.length !== playerIDs.length) throw new HttpError(400, AVAILABILITY_MESSAGES.unknownSquadPlayer);
}

/**
 * Publishes the squad, or replaces it: the first publication's time is kept, the change's time
 * and author are the new ones. Answers who left the squad and who joined it.
 */
export async function writeSquad(
  db: Knex,
  fixtureId: number,
  playerIDs: readonly number[],
  by: number,
  now: Date,
): Promise<{ left: number[]; joined: number[]; firstPublication: boolean }> {
  const before = await readSquadFacts(db, fixtureId);
  await db('published_squads')
    .insert({ fixtureId, publishedAt: now, changedAt: now, changedBy: by })
    .onConflict('fixture_id')
    .merge(['changedAt', 'changedBy']);
  await db('published_squad_players').where({ fixtureId }).delete();
  if (playerIDs.length > 0) {
    await db('published_squad_players').insert(playerIDs.map((playerId) => ({ fixtureId, playerId })));
  }
  const previous = before?.playerIDs ?? new Set<number>();
  return {
    left: [...previous].filter((id) => !playerIDs.includes(id)),
    joined: playerIDs.filter((id) => !previous.has(id)),
    firstPublication: before === null,
  };
}
