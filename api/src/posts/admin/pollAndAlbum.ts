import type { Knex } from 'knex';
import { joined } from '../../platform/db/queryResults';
import { POLL_ALTERNATIVES } from '@vsf/engine';
import { deleteImageIfUnused, storeImage } from '../../clubPlayers';
import { badRequest } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { ARTICLE_MESSAGES as M, MAX_ALBUM_IMAGES, type PollInput } from './schemas';

export type PollSettings = Omit<PollInput, 'postID'>;

/** The alternatives given, in order, gaps closed; 2 to 10 of them (002 §5). */
export function pollAlternatives(poll: PollSettings): string[] {
  const texts = [
    poll.alternative1,
    poll.alternative2,
    poll.alternative3,
    poll.alternative4,
    poll.alternative5,
    poll.alternative6,
    poll.alternative7,
    poll.alternative8,
    poll.alternative9,
    poll.alternative10,
  ].filter((text): text is string => text !== undefined && text !== '');
  if (texts.length < POLL_ALTERNATIVES.min) throw badRequest(M.tooFewAlternatives);
  return texts;
}

/**
 * Creates the article's poll, or changes it. Votes name alternatives by position, so
 * they survive only when the alternatives stay exactly the same (a corrected title or
 * voter group keeps them; a changed alternative starts the count again).
 */
export async function savePollFor(db: Knex, postID: number, poll: PollSettings): Promise<number> {
  if (!poll.title) throw badRequest(M.pollTitleMissing);
  const alternatives = pollAlternatives(poll);
  const flags = {
    title: poll.title,
    voteOnce: poll.voteOnce,
    publicVote: poll.publicVote,
    adminVote: poll.adminVote,
    posterVote: poll.posterVote,
    playerVote: poll.playerVote,
    fantasyVote: poll.fantasyVote,
  };
  if (poll.publicVote + poll.adminVote + poll.posterVote + poll.playerVote + poll.fantasyVote === 0) {
    throw badRequest(M.noVoter);
  }
  const existing: { id: number } | undefined = await db('polls').where({ postId: postID }).first('id');
  if (existing) {
    await db('polls').where({ id: existing.id }).update(flags);
    const stored: { text: string }[] = await db('poll_alternatives')
      .where({ pollId: existing.id })
      .orderBy('position')
      .select('text');
    if (JSON.stringify(stored.map((row) => row.text)) === JSON.stringify(alternatives)) return existing.id;
    await db('poll_votes').where({ pollId: existing.id }).delete();
    await db('poll_alternatives').where({ pollId: existing.id }).delete();
    await insertAlternatives(db, existing.id, alternatives);
    return existing.id;
  }
  const [row] = await db('polls')
    .insert({ postId: postID, ...flags })
    .returning('id');
  await insertAlternatives(db, row!.id, alternatives);
  return row!.id;
}

async function insertAlternatives(db: Knex, pollID: number, alternatives: readonly string[]): Promise<void> {
  await db('poll_alternatives').insert(alternatives.map((text, position) => ({ pollId: pollID, position, text })));
}

/** Removes the article's poll and its votes; answers whether there was one. */
export async function deletePollFor(db: Knex, postID: number): Promise<boolean> {
  // The row count of a delete differs between drivers; the returned rows do not.
  const removed = await db('polls').where({ postId: postID }).delete().returning('id');
  return removed.length > 0;
}

/** Adds pictures to the end of the article's gallery (checked and re-encoded like every upload). */
export async function addAlbumImages(db: Knex, postID: number, files: readonly UploadedFile[]): Promise<number[]> {
  if (files.length === 0) return [];
  // Found: aggregates without GROUP BY always answer one row.
  const { count, last } = (await joined<{ count: number; last: number }>(
    db('album_images')
      .where({ postId: postID })
      .select(db.raw('count(*)::int AS count'), db.raw('coalesce(max(position), -1)::int AS last')),
  ).first())!;
  if (count + files.length > MAX_ALBUM_IMAGES) throw badRequest(M.tooManyAlbumImages);
  const imageIDs: number[] = [];
  for (const [index, file] of files.entries()) {
    const imageId = await storeImage(db, file);
    await db('album_images').insert({ postId: postID, imageId, position: last + 1 + index });
    imageIDs.push(imageId);
  }
  return imageIDs;
}

/** Takes pictures out of the article's gallery; a picture nothing else shows is deleted. */
export async function removeAlbumImages(db: Knex, postID: number, imageIDs: readonly number[]): Promise<void> {
  if (imageIDs.length === 0) return;
  await db('album_images').where({ postId: postID }).whereIn('image_id', imageIDs).delete();
  for (const imageId of new Set(imageIDs)) await deleteImageIfUnused(db, imageId);
}
