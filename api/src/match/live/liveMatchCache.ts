import type { Knex } from 'knex';
import { joined } from '../../platform/db/queryResults';
import { matchMinute } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';

interface Entry {
  revision: number;
  match: Promise<LiveMatch>;
}

/** One cache per database (each test app has its own), keyed by matchID. */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * A live match as every open match page asks for it after each event (1,000 pages at once):
 * computed once per revision of the match and shared, with the clock's minute brought up to
 * date on every answer. The revision is read first, in one small query; every write raises
 * it in its own transaction, so an answer is never older than the revision the request saw.
 */
export async function cachedLiveMatch(
  db: Knex,
  matchID: string,
  revision: number,
  now: Date,
  compute: () => Promise<LiveMatch>,
): Promise<LiveMatch> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let entry = cache.get(matchID);
  if (!entry || entry.revision !== revision) {
    entry = { revision, match: compute() };
    cache.set(matchID, entry);
    // A failed read is not kept.
    const failed = entry;
    failed.match.catch(() => cache.get(matchID) === failed && cache.delete(matchID));
  }
  const match = await entry.match;
  const phaseStartedAt = match.phaseStartedAt === null ? null : new Date(match.phaseStartedAt);
  return { ...match, minute: matchMinute(match.phase, phaseStartedAt, now, match.halfLengthMinutes) };
}

/** The revision of a match being entered live, or null when it is not (unstarted or saved). */
export async function liveRevision(db: Knex, matchID: string): Promise<number | null> {
  const row = await joined<{ revision: number }>(
    db('live_matches')
      .join('fixtures', 'fixtures.id', 'live_matches.fixture_id')
      .where('fixtures.match_id', matchID)
      .whereNull('fixtures.home_score')
      .select('live_matches.revision'),
  ).first();
  return row ? row.revision : null;
}
