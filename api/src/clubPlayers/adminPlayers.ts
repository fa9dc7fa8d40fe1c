import type { Knex } from 'knex';
import { joined, type JoinedQuery } from '../platform/db/queryResults';
import { imageUrl } from '../players';
import { imageSizeOf } from './imageSizes';
import type { AdminPlayer } from '@vsf/contract';

interface Row extends Omit<AdminPlayer, 'playerID' | 'userID' | 'image' | 'imageSize'> {
  id: number;
  userId: number | null;
  imageId: number | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

function selectAdminPlayers(db: Knex): JoinedQuery<Row> {
  return joined<Row>(
    db('players')
      .leftJoin('users', 'users.id', 'players.user_id')
      .leftJoin('images', 'images.id', 'players.image_id')
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
        'images.width as image_width',
        'images.height as image_height',
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
      ]),
  );
}

function toAdminPlayer(row: Row): AdminPlayer {
  const { id, userId, imageId, imageWidth, imageHeight, ...rest } = row;
  return {
    ...rest,
    playerID: id,
    userID: userId,
    image: imageUrl(imageId),
    imageSize: imageSizeOf(imageWidth, imageHeight),
  };
}

export async function adminPlayers(db: Knex): Promise<AdminPlayer[]> {
  return (await selectAdminPlayers(db)).map(toAdminPlayer);
}

export async function loadAdminPlayer(db: Knex, playerID: number): Promise<AdminPlayer | null> {
  const row = await selectAdminPlayers(db).where('players.id', playerID).first();
  return row ? toAdminPlayer(row) : null;
}
