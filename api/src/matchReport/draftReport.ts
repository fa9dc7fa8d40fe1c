import type { Knex } from 'knex';
import { isFullTime, matchReport } from '@vsf/engine';
import type { BusMessage } from '@vsf/contract';
import { insertDraftArticle, postsUpdated, rewriteUntouchedDraft } from '../posts';
import { readReportFacts } from './reportFacts';

/** The tag every drafted report carries, so a poster finds them in the article list. */
export const MATCH_REPORT_TAG = 'Kampreferat';

/**
 * Full time: the match's report drafted as an unpublished article for a poster (002 §2.5), in
 * the save's transaction. A match drafts one report, ever: the first save writes it and
 * remembers it in `match_report_drafts` (the key lets one of two saves at once in); a later
 * save (a correction, or after reopening) writes the new result over it while nobody has
 * touched it, and leaves a poster's edited, published, trashed or deleted article alone. A
 * result filled in long after the match (engine `isFullTime`) drafts nothing.
 */
export async function draftMatchReport(
  db: Knex,
  fixtureId: number,
  writtenById: number | null,
  now: Date,
  publish: (message: BusMessage) => void,
): Promise<void> {
  const facts = await readReportFacts(db, fixtureId, now);
  if (!facts || !isFullTime(facts.date, now)) return;
  const report = matchReport(facts);
  const claimed = await db('match_report_drafts')
    .insert({ fixtureId, postId: null, createdAt: now })
    .onConflict('fixture_id')
    .ignore()
    .returning('fixtureId');
  if (claimed.length > 0) {
    const postID = await insertDraftArticle(db, { ...report, tags: [MATCH_REPORT_TAG] }, writtenById, now);
    await db('match_report_drafts').where({ fixtureId }).update({ postId: postID });
    publish(postsUpdated(postID));
    return;
  }
  await rewriteDraft(db, fixtureId, report, publish);
}

/**
 * A vote has closed: the match's drafted report names the player of the match, when it is
 * still untouched. Runs in the closing transaction; drafts nothing new.
 */
export async function refreshMatchReport(
  db: Knex,
  fixtureId: number,
  now: Date,
  publish: (message: BusMessage) => void,
): Promise<void> {
  const facts = await readReportFacts(db, fixtureId, now);
  if (facts) await rewriteDraft(db, fixtureId, matchReport(facts), publish);
}

async function rewriteDraft(
  db: Knex,
  fixtureId: number,
  report: { title: string; html: string },
  publish: (message: BusMessage) => void,
): Promise<void> {
  const draft = await db('match_report_drafts').where({ fixtureId }).first('postId');
  if (!draft || draft.postId === null) return;
  if (await rewriteUntouchedDraft(db, draft.postId, report)) publish(postsUpdated(draft.postId));
}
