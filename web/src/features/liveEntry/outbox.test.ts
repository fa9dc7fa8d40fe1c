import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchEvent } from '@vsf/engine';
import {
  alreadyStored,
  nextToSend,
  outboxReducer,
  restored,
  type OutboxEntry,
  type OutboxStatus,
  type OutboxWrite,
} from './outbox';

/** What the model knows of one write: where it is on its way to the server. */
type ModelState = 'waiting' | 'inFlight' | 'failed' | 'delivered' | 'refused' | 'dismissed';
interface Model {
  writes: { id: string; state: ModelState }[];
  /** The ids the server got, in the order it got them. */
  delivered: string[];
}
interface Real {
  entries: OutboxEntry[];
}

const STATUS_OF: Partial<Record<ModelState, OutboxStatus>> = {
  waiting: 'pending',
  inFlight: 'sending',
  failed: 'failed',
  refused: 'refused',
};

const goal = (minute: number): OutboxWrite => ({
  call: 'addMatchEvent',
  input: { matchID: 'M1', type: 'goal', minute, playerID: 4 },
});

const entryOf = (id: string, write: OutboxWrite): OutboxEntry => ({
  id,
  write,
  status: 'pending',
  message: null,
  enteredAt: '2026-05-01T12:00:00.000Z',
  knownEventID: 0,
  attempts: 0,
});

/** The model's own statement of the rule: the first write not yet through, unless it waits for a retry or is on its way. */
function expectedNext(model: Model): string | null {
  const first = model.writes.find(
    (write) => write.state === 'waiting' || write.state === 'inFlight' || write.state === 'failed',
  );
  return first?.state === 'waiting' ? first.id : null;
}

function checkSame(model: Model, real: Real): void {
  const shown = model.writes.filter((write) => STATUS_OF[write.state] !== undefined);
  expect(real.entries.map((entry) => [entry.id, entry.status])).toEqual(
    shown.map((write) => [write.id, STATUS_OF[write.state]]),
  );
  // Nothing entered is lost: every write is either with the server, refused and seen, or still here.
  const accounted = new Set([...model.delivered, ...real.entries.map((entry) => entry.id)]);
  for (const write of model.writes) if (write.state !== 'dismissed') expect(accounted.has(write.id)).toBe(true);
  // The server got them in the order they were entered.
  const enteredOrder = model.writes.map((write) => write.id).filter((id) => model.delivered.includes(id));
  expect(model.delivered).toEqual(enteredOrder);
  expect(real.entries.filter((entry) => entry.status === 'sending').length).toBeLessThanOrEqual(1);
}

class Enter implements fc.Command<Model, Real> {
  constructor(readonly minute: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const id = `w${model.writes.length}`;
    real.entries = outboxReducer(
      outboxReducer(real.entries, { type: 'enter', entry: entryOf(id, goal(this.minute)) }),
      {
        type: 'retry',
      },
    );
    model.writes.push({ id, state: 'waiting' });
    for (const write of model.writes) if (write.state === 'failed') write.state = 'waiting';
    checkSame(model, real);
  }
  toString = () => `enter(${this.minute})`;
}

class StartSending implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    const next = nextToSend(real.entries);
    expect(next?.id ?? null).toBe(expectedNext(model));
    if (!next) return;
    real.entries = outboxReducer(real.entries, { type: 'sending', id: next.id });
    const write = model.writes.find((candidate) => candidate.id === next.id);
    if (write) write.state = 'inFlight';
    checkSame(model, real);
  }
  toString = () => 'startSending';
}

class Answer implements fc.Command<Model, Real> {
  constructor(readonly outcome: 'sent' | 'failed' | 'refused') {}
  check = (model: Readonly<Model>) => model.writes.some((write) => write.state === 'inFlight');
  run(model: Model, real: Real): void {
    const write = model.writes.find((candidate) => candidate.state === 'inFlight');
    if (!write) throw new Error('checked above');
    real.entries = outboxReducer(
      real.entries,
      this.outcome === 'sent' ? { type: 'sent', id: write.id } : { type: this.outcome, id: write.id, message: 'Nei' },
    );
    if (this.outcome === 'sent') model.delivered.push(write.id);
    write.state = this.outcome === 'sent' ? 'delivered' : this.outcome;
    checkSame(model, real);
  }
  toString = () => `answer(${this.outcome})`;
}

class Retry implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    real.entries = outboxReducer(real.entries, { type: 'retry' });
    for (const write of model.writes) if (write.state === 'failed') write.state = 'waiting';
    checkSame(model, real);
  }
  toString = () => 'retry';
}

class Dismiss implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.writes.length > 0;
  run(model: Model, real: Real): void {
    const write = model.writes[this.pick % model.writes.length];
    if (!write) throw new Error('checked above');
    real.entries = outboxReducer(real.entries, { type: 'dismiss', id: write.id });
    if (write.state === 'refused') write.state = 'dismissed';
    checkSame(model, real);
  }
  toString = () => `dismiss(${this.pick})`;
}

/** The page is reloaded: the entries come back from storage, and one on its way is not known to have arrived. */
class Reload implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    real.entries = restored(JSON.parse(JSON.stringify(real.entries)) as OutboxEntry[]);
    for (const write of model.writes) if (write.state === 'inFlight') write.state = 'failed';
    checkSame(model, real);
  }
  toString = () => 'reload';
}

const commands = [
  fc.integer({ min: 1, max: 120 }).map((minute) => new Enter(minute)),
  fc.constant(new StartSending()),
  fc.constantFrom('sent', 'failed', 'refused').map((outcome) => new Answer(outcome as 'sent' | 'failed' | 'refused')),
  fc.constant(new Retry()),
  fc.nat(20).map((pick) => new Dismiss(pick)),
  fc.constant(new Reload()),
];

describe('the outbox of the touchline entry', () => {
  it('loses nothing, sends in the order entered, one at a time, and never resends a refusal', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        fc.modelRun(() => ({ model: { writes: [], delivered: [] }, real: { entries: [] } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('counts an attempt each time a write leaves', () => {
    let entries = outboxReducer([], { type: 'enter', entry: entryOf('a', goal(3)) });
    entries = outboxReducer(entries, { type: 'sending', id: 'a' });
    entries = outboxReducer(entries, { type: 'failed', id: 'a', message: 'Ikke sendt' });
    entries = outboxReducer(outboxReducer(entries, { type: 'retry' }), { type: 'sending', id: 'a' });
    expect(entries[0]).toMatchObject({ status: 'sending', attempts: 2 });
  });

  it('treats every write read back from storage as tried, so it is looked for on the server first', () => {
    const stored = [entryOf('a', goal(3)), { ...entryOf('b', goal(4)), status: 'sending' as const, attempts: 1 }];
    expect(restored(stored)).toEqual([
      expect.objectContaining({ id: 'a', status: 'pending', attempts: 1 }),
      expect.objectContaining({ id: 'b', status: 'failed', attempts: 1 }),
    ]);
  });
});

describe('alreadyStored', () => {
  const event = (overrides: Partial<MatchEvent>): MatchEvent => ({
    eventID: 11,
    matchID: 'M1',
    type: 'goal',
    minute: 12,
    playerID: 4,
    assistPlayerID: null,
    homeTeamScore: 1,
    awayTeamScore: 0,
    version: 1,
    enteredBy: 'admin',
    enteredAt: '2026-05-01T12:00:00.000Z',
    changedAt: null,
    ...overrides,
  });
  const added = { ...entryOf('a', goal(12)), knownEventID: 10 };

  it('finds a goal this admin added after the events the page knew, with the same facts', () => {
    expect(alreadyStored(added, { phase: 'firstHalf', events: [event({})] }, 'admin')).toBe(true);
  });

  it('does not take an older event, another admin’s, or one with other facts for it', () => {
    for (const other of [
      event({ eventID: 10 }),
      event({ enteredBy: 'kari' }),
      event({ minute: 13 }),
      event({ assistPlayerID: 5 }),
    ])
      expect(alreadyStored(added, { phase: 'firstHalf', events: [other] }, 'admin')).toBe(false);
  });

  it('takes a phase already set and an event already deleted as done', () => {
    const phase = entryOf('p', { call: 'setMatchPhase', input: { matchID: 'M1', phase: 'halfTime' } });
    expect(alreadyStored(phase, { phase: 'halfTime', events: [] }, 'admin')).toBe(true);
    expect(alreadyStored(phase, { phase: 'firstHalf', events: [] }, 'admin')).toBe(false);
    const removal = entryOf('d', { call: 'deleteMatchEvent', input: { eventID: 11, version: 1 } });
    expect(alreadyStored(removal, { phase: 'firstHalf', events: [] }, 'admin')).toBe(true);
    expect(alreadyStored(removal, { phase: 'firstHalf', events: [event({})] }, 'admin')).toBe(false);
  });
});
