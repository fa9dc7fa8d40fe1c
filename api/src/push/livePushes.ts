import type { Knex } from 'knex';
import type { AppDeps } from '../appDeps';
import { readLiveState, type LivePointsChange, type LiveState } from '../match';
import { overtakingPushes } from './leaguePushes';
import { matchPushes } from './matchPushes';
import { anyoneFollows, queuePushes } from './pushQueue';

/**
 * After a live write, in its transaction (the composition root hands it to match/live with the
 * provisional points, live/afterLiveWrite.ts): the fans' pushes of what the write changed, and
 * the managers' overtakings in their leagues, queued to be sent after the commit.
 */
export async function queueLivePushes(
  deps: Pick<AppDeps, 'now'>,
  db: Knex,
  stateBefore: LiveState,
  points: LivePointsChange,
): Promise<void> {
  const now = deps.now();
  const fans = (await anyoneFollows(db, 'matches'))
    ? await matchPushes(db, stateBefore, await readLiveState(db, stateBefore.fixture, false), now)
    : [];
  await queuePushes(db, [...fans, ...(await overtakingPushes(db, points, now))], now);
}
