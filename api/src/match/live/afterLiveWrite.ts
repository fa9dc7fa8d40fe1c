import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import type { LiveState } from './liveState';

/**
 * What a live write tells the managers' provisional points, in its transaction, with the state
 * it read under its lock (`live: null` when there was no live match). The points
 * (match/livePoints) read the live match, so they sit above it: the write routes are handed
 * this where the routes are put together (api/src/routes.ts) and live/ never imports them.
 */
export type AnnounceLivePoints = (
  deps: Pick<AppDeps, 'bus' | 'now'>,
  db: Knex,
  publish: (message: BusMessage) => void,
  stateBefore: LiveState,
) => Promise<void>;
