import type { Knex } from 'knex';
import {
  addEventProblem,
  correctEventProblem,
  correctionText,
  deletionText,
  eventTickerKind,
  halfLengthMinutes,
  liveEventProblem,
  type LiveEventFacts,
  type MatchEvent,
  type MatchEventType,
} from '@vsf/engine';
import type { BusMessage, LiveMatch, SessionUser } from '@vsf/contract';
import type { AppDeps } from '../../appDeps';
import { recordAudit } from '../../platform/audit/recordAudit';
import type { MatchEventTableRow } from '../../platform/db/tables';
import { HttpError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import type { AnnounceLivePoints } from './afterLiveWrite';
import { actorOf, announceLive, eventSnapshot, eventText } from './liveAnnounce';
import { bumpRevision, lockEvent, lockStartedMatch, type StartedState } from './liveLocks';
import { eventFacts, liveMatchAnswer, readLiveState, type LiveState } from './liveState';
import { addMatchEventSchema, deleteMatchEventSchema, updateMatchEventSchema } from './schemas';

/** Refuses an event the match so far cannot take (the engine's rules) with 400. */
function refuseEvent(state: StartedState, event: LiveEventFacts): void {
  const others = state.events.filter((row) => row.id !== event.eventID).map(eventFacts);
  const problem = liveEventProblem(event, {
    squad: state.squad,
    halfLength: halfLengthMinutes(state.fixture.aside),
    others,
  });
  if (problem) throw new HttpError(400, problem);
}

function refusePhase(problem: string | null): void {
  if (problem) throw new HttpError(400, problem);
}

/** What the three event writes hand the one way they are carried out. */
interface EventWrite {
  /** The audit's word for it; also picks the phase rule, the ticker's kind and its text. */
  action: 'create' | 'update' | 'delete';
  /** The match, locked for this write. */
  state: StartedState;
  /** The event's row as it was, for a correction or a deletion. */
  row: MatchEventTableRow | null;
  /** The event as it will be, checked against the match so far; none for a deletion. */
  facts: LiveEventFacts | null;
  /** Writes the row; answers the match's state after it and the id of the event written. */
  write: (now: Date) => Promise<{ after: LiveState; eventID: number }>;
}

interface EventWriteContext {
  db: Knex;
  deps: AppDeps;
  user: SessionUser;
  publish: (message: BusMessage) => void;
}

/** The ticker's text of a written event (`event`) or of a deleted one (`before`). */
function tickerText(
  action: EventWrite['action'],
  match: LiveMatch,
  event: MatchEvent | undefined,
  beforeMatch: LiveMatch | null,
  before: MatchEvent | undefined,
): string {
  if (action === 'create') return eventText(match, event!);
  if (action === 'update') return correctionText(eventText(match, event!));
  return deletionText(eventText(beforeMatch!, before!), match);
}

/**
 * An event written to a live match, the same way for an addition, a correction and a deletion:
 * refused when the phase or the match so far cannot take it, the row written and the match's
 * revision raised, then (all in the write's transaction) audited with the event before and
 * after, told to the ticker and the match centre, and the provisional points announced.
 */
async function writeEvent(
  { db, deps, user, publish }: EventWriteContext,
  announcePoints: AnnounceLivePoints,
  { action, state, row, facts, write }: EventWrite,
): Promise<{ event: MatchEvent | undefined; match: LiveMatch }> {
  refusePhase((action === 'create' ? addEventProblem : correctEventProblem)(state.live.phase, false));
  if (facts) refuseEvent(state, facts);
  const now = deps.now();
  const beforeMatch = row ? await liveMatchAnswer(db, state, now) : null;
  const before = beforeMatch?.events.find((candidate) => candidate.eventID === row!.id);
  const { after, eventID } = await write(now);
  await bumpRevision(db, state.fixture.id);
  const match = await liveMatchAnswer(db, after, now);
  const event = match.events.find((candidate) => candidate.eventID === eventID);
  const text = tickerText(action, match, event, beforeMatch, before);
  const shown = (event ?? before)!;
  await recordAudit(db, actorOf(user), {
    kind: 'matchEvent',
    action,
    objectID: shown.eventID,
    summary: `${text} (${shown.minute}. min)`,
    before: before ? eventSnapshot(before) : null,
    after: event ? eventSnapshot(event) : null,
  });
  const kind = action === 'create' ? eventTickerKind(shown.type) : 'correction';
  announceLive(publish, match, { kind, text, eventID: shown.eventID });
  await announcePoints(deps, db, publish, state);
  return { event, match };
}

const addMatchEvent = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'addMatchEvent',
    access: 'admin',
    transaction: true,
    summary:
      'A goal, goal by the opponents, own goal or card of a live match, stored at once; answers it and the match.',
    input: addMatchEventSchema,
    async handler({ input, db, deps, user, publish }) {
      const state = await lockStartedMatch(db, input.matchID);
      const facts: LiveEventFacts = {
        eventID: Number.MAX_SAFE_INTEGER, // entered last: after every event of the same minute
        type: input.type,
        minute: input.minute,
        playerID: input.playerID ?? null,
        assistPlayerID: input.assistPlayerID ?? null,
      };
      const { event, match } = await writeEvent({ db, deps, user, publish }, announcePoints, {
        action: 'create',
        state,
        row: null,
        facts,
        async write(now) {
          const [row] = await db('match_events')
            .insert({
              fixtureId: state.fixture.id,
              type: facts.type,
              minute: facts.minute,
              playerId: facts.playerID,
              assistPlayerId: facts.assistPlayerID,
              enteredBy: user.userID,
              enteredByName: user.username,
              enteredAt: now,
            })
            .returning('*');
          return { after: { ...state, events: [...state.events, row!] }, eventID: row!.id };
        },
      });
      return { event: event!, match };
    },
  });

/** A changed type drops what the new type cannot have, unless the admin gives it again. */
function corrected(
  before: LiveEventFacts,
  input: { type?: MatchEventType; minute?: number; playerID?: number | null; assistPlayerID?: number | null },
): LiveEventFacts {
  const type = input.type ?? before.type;
  const playerID = input.playerID !== undefined ? input.playerID : type === 'opponentGoal' ? null : before.playerID;
  const assistPlayerID =
    input.assistPlayerID !== undefined ? input.assistPlayerID : type === 'goal' ? before.assistPlayerID : null;
  return { eventID: before.eventID, type, minute: input.minute ?? before.minute, playerID, assistPlayerID };
}

const updateMatchEvent = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'updateMatchEvent',
    access: 'admin',
    transaction: true,
    summary: "Corrects a live match's event (refused with 409 when someone changed it since the version given).",
    input: updateMatchEventSchema,
    async handler({ input, db, deps, user, publish }) {
      const { state, row } = await lockEvent(db, input.eventID, input.version);
      const facts = corrected(eventFacts(row), input);
      const { event, match } = await writeEvent({ db, deps, user, publish }, announcePoints, {
        action: 'update',
        state,
        row,
        facts,
        async write(now) {
          await db('match_events')
            .where({ id: row.id })
            .update({
              type: facts.type,
              minute: facts.minute,
              playerId: facts.playerID,
              assistPlayerId: facts.assistPlayerID,
              version: row.version + 1,
              changedBy: user.userID,
              changedByName: user.username,
              changedAt: now,
            });
          return { after: await readLiveState(db, state.fixture, false), eventID: row.id };
        },
      });
      return { event: event!, match };
    },
  });

const deleteMatchEvent = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'deleteMatchEvent',
    access: 'admin',
    transaction: true,
    summary: "Deletes a live match's event; the score follows.",
    input: deleteMatchEventSchema,
    async handler({ input, db, deps, user, publish }) {
      const { state, row } = await lockEvent(db, input.eventID, input.version);
      const { match } = await writeEvent({ db, deps, user, publish }, announcePoints, {
        action: 'delete',
        state,
        row,
        facts: null,
        async write() {
          await db('match_events').where({ id: row.id }).delete();
          return { after: { ...state, events: state.events.filter((event) => event.id !== row.id) }, eventID: row.id };
        },
      });
      return { match };
    },
  });

export const liveEventRoutes = (announcePoints: AnnounceLivePoints) => [
  addMatchEvent(announcePoints),
  updateMatchEvent(announcePoints),
  deleteMatchEvent(announcePoints),
];
