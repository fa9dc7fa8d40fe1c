import type { Knex } from 'knex';
import { imageSizeOf } from '../clubPlayers';
import { joined, type JoinedQuery } from '../platform/db/queryResults';
import { ageFromBirthdate } from '@vsf/engine';
import { type Player } from '@vsf/contract';

export interface PlayerRow {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string;
  birthdate: string | null;
  position: string;
  jerseyNo: number;
  description: string;
  imageId: number | null;
  imageWidth: number | null;
  imageHeight: number | null;
  active: 0 | 1;
  /** Comma-separated seasons from player_seasons. */
  seasons: string | null;
}

export const imageUrl = (imageId: number | null): string | null => (imageId === null ? null : `/api/images/${imageId}`);

/** Players with their registered seasons, one query (the seasons are aggregated in SQL). */
export function selectPlayers(db: Knex): JoinedQuery<PlayerRow> {
  return joined<PlayerRow>(
    db('players')
      .leftJoin('images', 'images.id', 'players.image_id')
      .select(
        'players.id',
        'players.first_name',
        'players.last_name',
        'players.nickname',
        'players.birthdate',
        'players.position',
        'players.jersey_no',
        'players.description',
        'players.image_id',
        'images.width as image_width',
        'images.height as image_height',
        'players.active',
        db.raw(
          "(select string_agg(ps.season::text, ',' order by ps.season) from player_seasons ps where ps.player_id = players.id) as seasons",
        ),
      )
      .orderBy([
        { column: 'players.last_name', order: 'asc' },
        { column: 'players.first_name', order: 'asc' },
        { column: 'players.id', order: 'asc' },
      ]),
  );
}

export function toApiPlayer(row: PlayerRow, now: Date): Player {
  return {
    playerID: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    age: ageFromBirthdate(row.birthdate, now),
    position: row.position,
    jerseyNo: row.jerseyNo,
    description: row.description,
    image: imageUrl(row.imageId),
    imageSize: imageSizeOf(row.imageWidth, row.imageHeight),
    active: row.active,
    activeSeasons: row.seasons ? row.seasons.split(',').map(Number) : [],
  };
}
