import type { Knex } from 'knex';
import type { BusMessage } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';

/** The managers' points as a write to a saved match found them. */
export interface PointsBefore {
  /** Each manager's stored round points: what the notices compare a correction with. */
  roundPoints: Map<number, number> | null;
  /** After the write, in its transaction: compares the numbers now with these, queues the events. */
  announce: (publish: (message: BusMessage) => void) => Promise<void>;
}

/**
 * Reads the managers' points before a write that rescores a saved match (reopenMatch). The
 * points (match/livePoints) read this folder's scoring, so they sit above it: the routes are
 * handed this where the routes are put together (api/src/routes.ts) and result/ never imports them.
 */
export type ReadPointsBefore = (deps: Pick<AppDeps, 'bus'>, db: Knex, fixtureId: number) => Promise<PointsBefore>;
