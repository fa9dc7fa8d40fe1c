import {
  addEventProblem,
  correctEventProblem,
  correctionText,
  deletionText,
  eventTickerKind,
  halfLengthMinutes,
  liveEventProblem,
  type LiveEventFacts,
  type MatchEventType,
} from '@vsf/engine';
import { recordAudit } from '../../platform/audit/recordAudit';
import { HttpError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import { announceLivePoints } from '../livePoints/announcePoints';
import { actorOf, announceLive, eventSnapshot, eventText } from './liveAnnounce';
import { bumpRevision, lockEvent, lockStartedMatch, type StartedState } from './liveLocks';
import { eventFacts, liveMatchAnswer, readLiveState } from './liveState';
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

const addMatchEvent = defineRoute({
  name: 'addMatchEvent',
  access: 'admin',
  transaction: true,
  summary: 'A goal, goal by the opponents, own goal or card of a live match, stored at once; answers it and the match.',
  input: addMatchEventSchema,
  async handler({ input, db, deps, user, publish }) {
    const state = await lockStartedMatch(db, input.matchID);
    refusePhase(addEventProblem(state.live.phase, false));
    const facts: LiveEventFacts = {
      eventID: Number.MAX_SAFE_INTEGER, // entered last: after every event of the same minute
      type: input.type,
      minute: input.minute,
      playerID: input.playerID ?? null,
      assistPlayerID: input.assistPlayerID ?? null,
    };
    refuseEvent(state, facts);
    const now = deps.now();
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
    await bumpRevision(db, state.fixture.id);
    const match = await liveMatchAnswer(db, { ...state, events: [...state.events, row!] }, now);
    const event = match.events.find((candidate) => candidate.eventID === row!.id)!;
    const text = eventText(match, event);
    await recordAudit(db, actorOf(user), {
      kind: 'matchEvent',
      action: 'create',
      objectID: event.eventID,
      summary: `${text} (${event.minute}. min)`,
      before: null,
      after: eventSnapshot(event),
    });
    announceLive(publish, match, { kind: eventTickerKind(event.type), text, eventID: event.eventID });
    await announceLivePoints(deps, db, publish, state);
    return { event, match };
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

const updateMatchEvent = defineRoute({
  name: 'updateMatchEvent',
  access: 'admin',
  transaction: true,
  summary: "Corrects a live match's event (refused with 409 when someone changed it since the version given).",
  input: updateMatchEventSchema,
  async handler({ input, db, deps, user, publish }) {
    const { state, row } = await lockEvent(db, input.eventID, input.version);
    refusePhase(correctEventProblem(state.live.phase, false));
    const facts = corrected(eventFacts(row), input);
    refuseEvent(state, facts);
    const now = deps.now();
    const beforeMatch = await liveMatchAnswer(db, state, now);
    const before = beforeMatch.events.find((candidate) => candidate.eventID === row.id)!;
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
    await bumpRevision(db, state.fixture.id);
    const match = await liveMatchAnswer(db, await readLiveState(db, state.fixture, false), now);
    const event = match.events.find((candidate) => candidate.eventID === row.id)!;
    const text = correctionText(eventText(match, event));
    await recordAudit(db, actorOf(user), {
      kind: 'matchEvent',
      action: 'update',
      objectID: event.eventID,
      summary: `${text} (${event.minute}. min)`,
      before: eventSnapshot(before),
      after: eventSnapshot(event),
    });
    announceLive(publish, match, { kind: 'correction', text, eventID: event.eventID });
    await announceLivePoints(deps, db, publish, state);
    return { event, match };
  },
});

const deleteMatchEvent = defineRoute({
  name: 'deleteMatchEvent',
  access: 'admin',
  transaction: true,
  summary: "Deletes a live match's event; the score follows.",
  input: deleteMatchEventSchema,
  async handler({ input, db, deps, user, publish }) {
    const { state, row } = await lockEvent(db, input.eventID, input.version);
    refusePhase(correctEventProblem(state.live.phase, false));
    const now = deps.now();
    const beforeMatch = await liveMatchAnswer(db, state, now);
    const before = beforeMatch.events.find((candidate) => candidate.eventID === row.id)!;
    await db('match_events').where({ id: row.id }).delete();
    await bumpRevision(db, state.fixture.id);
    const match = await liveMatchAnswer(
      db,
      { ...state, events: state.events.filter((event) => event.id !== row.id) },
      now,
    );
    const text = deletionText(eventText(beforeMatch, before), match);
    await recordAudit(db, actorOf(user), {
      kind: 'matchEvent',
      action: 'delete',
      objectID: before.eventID,
      summary: `${text} (${before.minute}. min)`,
      before: eventSnapshot(before),
      after: null,
    });
    announceLive(publish, match, { kind: 'correction', text, eventID: before.eventID });
    await announceLivePoints(deps, db, publish, state);
    return { match };
  },
});

export const liveEventRoutes = [addMatchEvent, updateMatchEvent, deleteMatchEvent];
