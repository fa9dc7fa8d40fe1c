import type { Knex } from 'knex';
import { LIVE_ENTRY_MESSAGES } from '@vsf/engine';
import type { LiveMatchTableRow, MatchEventTableRow } from '../../platform/db/tables';
import { HttpError } from '../../platform/http/errors';
import { UNKNOWN_EVENT, isSaved, readFixture, readLiveState, type LiveState } from './liveState';

/** A match whose entry has begun. */
export type StartedState = LiveState & { live: LiveMatchTableRow };

/** A started match, locked for this transaction; refused when it is saved or not started. */
export async function lockStartedMatch(db: Knex, matchID: string): Promise<StartedState> {
  const state = await readLiveState(db, await readFixture(db, { matchID }), true);
  return requireStarted(state);
}

function requireStarted(state: LiveState): StartedState {
  if (isSaved(state.fixture)) throw new HttpError(409, LIVE_ENTRY_MESSAGES.saved);
  if (!state.live) throw new HttpError(400, LIVE_ENTRY_MESSAGES.notStarted);
  return state as StartedState;
}

/**
 * An event and its match, the match locked; 409 when the caller saw an older version of
 * the event, naming who changed it.
 */
export async function lockEvent(
  db: Knex,
  eventID: number,
  version: number | undefined,
): Promise<{ state: StartedState; row: MatchEventTableRow }> {
  const found = await db('match_events').where({ id: eventID }).first('fixtureId');
  if (!found) throw new HttpError(404, UNKNOWN_EVENT);
  const state = requireStarted(await readLiveState(db, await readFixture(db, { fixtureId: found.fixtureId }), true));
  // Read again under the lock: another admin may have deleted or changed it meanwhile.
  const row = state.events.find((event) => event.id === eventID);
  if (!row) throw new HttpError(404, UNKNOWN_EVENT);
  if (version !== undefined && version !== row.version) {
    const who = row.changedByName ?? row.enteredByName ?? 'en annen';
    throw new HttpError(409, `Hendelsen ble nettopp endret av ${who}.`);
  }
  return { state, row };
}

/** Every write to a live match raises its revision, in the write's transaction (liveMatchCache.ts). */
export async function bumpRevision(db: Knex, fixtureId: number): Promise<void> {
  await db('live_matches').where({ fixtureId }).increment('revision', 1);
}
