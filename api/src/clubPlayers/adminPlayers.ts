import type { Knex } from 'knex';
import { imageUrl } from '../players/playerRows';
import type { AdminPlayer } from '@vsf/engine';

interface Row extends Omit<AdminPlayer, 'playerID' | 'userID' | 'image'> {
  id: number;
  userId: number | null;
  imageId: number | null;
}

function selectAdminPlayers(db: Knex): Knex.QueryBuilder {
  return db('players')
    .leftJoin('users', 'users.id', 'players.user_id')
    .select(
      'players.id',
      'players.first_name',
      'players.last_name',
      'players.nickname',
      'players.birthdate',
      'players.sex',
      'players.position',
      'players.description',
      'players.jersey_no',
      'players.image_id',
      'players.active',
      'players.deletable',
      'players.user_id',
      'users.username',
      db.raw('(select count(*)::int from match_stats ms where ms.player_id = players.id) as matches_played'),
    )
    .orderBy([
      { column: 'players.active', order: 'desc' },
      { column: 'players.last_name', order: 'asc' },
      { column: 'players.first_name', order: 'asc' },
    ]);
}

function toAdminPlayer(row: Row): AdminPlayer {
  const { id, userId, imageId, ...rest } = row;
  return { ...rest, playerID: id, userID: userId, image: imageUrl(imageId) };
}

export async function adminPlayers(db: Knex): Promise<AdminPlayer[]> {
  // A join with a counted subquery, which knex cannot type: Row names what the select takes.
  return ((await selectAdminPlayers(db)) as Row[]).map(toAdminPlayer);
}

export async function loadAdminPlayer(db: Knex, playerID: number): Promise<AdminPlayer | null> {
  // As above: the join's columns are untyped.
  const row = (await selectAdminPlayers(db).where('players.id', playerID).first()) as Row | undefined;
  return row ? toAdminPlayer(row) : null;
}
