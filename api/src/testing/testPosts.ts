import type { Knex } from 'knex';
import { updateUsers } from '../accounts/userWrites';

type Flag = 0 | 1;

export interface TestPostFields {
  title: string;
  publicView?: Flag;
  adminView?: Flag;
  posterView?: Flag;
  playerView?: Flag;
  fantasyView?: Flag;
  published?: Flag;
  trashed?: Flag;
  dateCreated?: Date;
  mainText?: string;
}

/** Inserts an article for a test and returns its id (tests of posts, comments, polls, albums). */
export async function insertTestPost(db: Knex, fields: TestPostFields): Promise<number> {
  const [row] = await db('posts')
    .insert({
      title: fields.title,
      mainText: fields.mainText ?? `<p>${fields.title}</p>`,
      writtenById: db.raw("(SELECT id FROM users WHERE username = 'admin')"),
      publicView: fields.publicView ?? 1,
      adminView: fields.adminView ?? 0,
      posterView: fields.posterView ?? 0,
      playerView: fields.playerView ?? 0,
      fantasyView: fields.fantasyView ?? 0,
      published: fields.published ?? 1,
      trashed: fields.trashed ?? 0,
      dateCreated: fields.dateCreated ?? new Date('2026-11-21T10:00:00Z'),
    })
    .returning('id');
  if (!row) throw new Error('no post inserted');
  return row.id;
}

/** A logged-in user with no role at all (fantasy switched off), made from a demo fan. */
export async function plainUsername(db: Knex): Promise<string> {
  const fan: { id: number; username: string } | undefined = await db('users')
    .where({ isAdmin: 0, isPoster: 0, isPlayer: 0 })
    .whereNot('username', 'vsffan')
    .where('id', '>', 2)
    .orderBy('id')
    .first('id', 'username');
  if (!fan) throw new Error('the demo has no fans');
  // Before the test logs in as this fan: no session of theirs is kept yet.
  await updateUsers({ db, publish: () => undefined }, { id: fan.id }, { isFantasy: 0 });
  return fan.username;
}
