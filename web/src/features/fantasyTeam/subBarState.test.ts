import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOSTS, type Boost } from '@vsf/engine';
import {
  hasChanges,
  initialSubBarState,
  subBarReducer,
  type SubBarAction,
  type SubBarSetup,
  type SubBarState,
  type SubBarStatus,
} from './subBarState';
import { subBarView } from './subBarView';

const previous = [1, 2, 3, 4, 5, 6, 7];
const setup: SubBarSetup = {
  team: previous,
  captain: 1,
  activeBoost: null,
  previousPlayers: previous,
  allowance: 2,
  boostsUsedEarlier: new Set<Boost>(['defenceBoost']),
  isCurrentRound: true,
  deadlinePassed: false,
};

function run(state: SubBarState, ...actions: SubBarAction[]): SubBarState {
  return actions.reduce(subBarReducer, state);
}

const table = (playerID: number): SubBarAction => ({ type: 'selectTablePlayer', playerID });
const pitch = (playerID: number): SubBarAction => ({ type: 'selectPitchPlayer', playerID });

describe('subBarReducer, worked examples', () => {
  const start = initialSubBarState(setup);

  it('starts empty with nothing to save', () => {
    expect(start.status).toBe('empty');
    expect(subBarView(start)).toMatchObject({ saveEnabled: false, remainingSubstitutions: 2, buttons: [] });
  });

  it('swaps in from the table: in → inChooseSub → exchange → save', () => {
    const chosen = run(start, table(8));
    expect(chosen.status).toBe('in');
    expect(subBarView(chosen).buttons).toEqual([{ action: 'swapIn', label: 'Bytt inn valgt spiller' }]);
    const choosing = run(chosen, { type: 'swapIn' });
    expect(choosing.status).toBe('inChooseSub');
    const exchange = run(choosing, pitch(7));
    expect(exchange.status).toBe('exchange');
    expect(subBarView(exchange).buttons).toEqual([{ action: 'exchange', label: 'Bytt spillere' }]);
    const done = run(exchange, { type: 'exchange' });
    expect(done.status).toBe('save');
    expect(done.team).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(subBarView(done)).toMatchObject({
      saveEnabled: true,
      remainingSubstitutions: 1,
      message: 'Husk å lagre laget ditt.',
    });
  });

  it('swaps out from the pitch: out → outChooseSub → exchange', () => {
    const out = run(start, pitch(3));
    expect(out.status).toBe('out');
    expect(subBarView(out).buttons.map((entry) => entry.label)).toEqual(['Gjør til kaptein', 'Bytt ut valgt spiller']);
    const done = run(out, { type: 'swapOut' }, table(9), { type: 'exchange' });
    expect(done.team).toEqual([1, 2, 9, 4, 5, 6, 7]);
  });

  it('makes a captain', () => {
    const done = run(start, pitch(4), { type: 'makeCaptain' });
    expect(done.captain).toBe(4);
    expect(subBarView(done).saveEnabled).toBe(true);
  });

  it('drops the captain who is swapped out and asks for a new one', () => {
    const done = run(start, pitch(1), { type: 'swapOut' }, table(9), { type: 'exchange' });
    expect(done.captain).toBeNull();
    expect(subBarView(done)).toMatchObject({
      saveEnabled: false,
      message: 'Du må velge en kaptein før du kan lagre...',
    });
  });

  it('says a pitch player is already chosen', () => {
    const state = run(start, table(2));
    expect(state.status).toBe('alreadyChosen');
    expect(subBarView(state).message).toBe('Denne spilleren er allerede på banen. Vennligst velg en annen...');
  });

  it('deselects a selected player on a second click', () => {
    expect(run(start, table(8), table(8)).status).toBe('empty');
    expect(run(start, pitch(2), pitch(2)).status).toBe('empty');
  });

  it('with no substitutions left, only this round’s newcomers can go out', () => {
    const used = run(
      start,
      pitch(6),
      { type: 'swapOut' },
      table(8),
      { type: 'exchange' },
      pitch(7),
      { type: 'swapOut' },
      table(9),
      { type: 'exchange' },
    );
    expect(subBarView(used).remainingSubstitutions).toBe(0);
    const cant = run(used, pitch(2));
    expect(cant.status).toBe('cantSub');
    expect(subBarView(cant)).toMatchObject({
      message: 'Kan ikke bytte denne spilleren. Ingen flere bytter...',
      buttons: [{ action: 'makeCaptain', label: 'Gjør til kaptein' }],
    });
    expect(run(used, pitch(8)).status).toBe('out');
    const refused = run(used, table(10), { type: 'swapIn' }, pitch(2));
    expect(refused.status).toBe('zeroSubs');
    expect(subBarView(refused).message).toBe('Du kan ikke bytte denne spilleren. Du har brukt opp dine bytter...');
    expect(run(used, table(6), { type: 'swapIn' }, pitch(2)).status).toBe('exchange');
  });

  it('re-checks the allowance when the player coming in is changed', () => {
    const oneLeftUsed = run(initialSubBarState({ ...setup, allowance: 1 }), pitch(7), { type: 'swapOut' }, table(8), {
      type: 'exchange',
    });
    const returning = run(oneLeftUsed, table(7), { type: 'swapIn' }, pitch(2));
    expect(returning.status).toBe('exchange');
    expect(run(returning, table(9)).status).toBe('zeroSubs');
  });

  it('adds players directly while the team has fewer than 7', () => {
    const first = initialSubBarState({
      ...setup,
      team: [1, 2, 0],
      captain: null,
      previousPlayers: null,
      allowance: null,
    });
    const added = run(first, table(9), { type: 'swapIn' });
    expect(added.team).toEqual([1, 2, 9]);
    expect(subBarView(added)).toMatchObject({
      message: 'Du må velge 7 spillere før du kan lagre...',
      remainingSubstitutions: null,
    });
  });

  it('refuses additions beyond the allowance', () => {
    const short = initialSubBarState({ ...setup, team: [1, 2, 3, 4, 5, 6], allowance: 0 });
    expect(run(short, table(9)).status).toBe('zeroSubs');
    expect(run(short, table(7), { type: 'swapIn' }).team).toHaveLength(7);
  });

  it('refuses everything once the deadline has passed', () => {
    const late = run(start, table(8), { type: 'deadlinePassed' });
    expect(late.status).toBe('deadlinePassed');
    expect(run(late, pitch(1)).status).toBe('deadlinePassed');
    expect(subBarView(late).message).toBe(
      'Fristen for å foreta bytter er passert. Du må vente til neste runde før du kan bytte igjen...',
    );
    expect(initialSubBarState({ ...setup, isCurrentRound: false }).status).toBe('deadlinePassed');
  });

  it('toggles boosts as a change, but not a used one', () => {
    const boosted = run(start, { type: 'toggleBoost', boost: 'attackBoost' });
    expect(boosted.activeBoost).toBe('attackBoost');
    expect(boosted.status).toBe('save');
    expect(run(boosted, { type: 'toggleBoost', boost: 'attackBoost' }).status).toBe('empty');
    expect(run(start, { type: 'toggleBoost', boost: 'defenceBoost' })).toBe(start);
  });

  it('forgets changes once saved', () => {
    const saved = run(start, pitch(4), { type: 'makeCaptain' }, { type: 'saved' });
    expect(saved.status).toBe('empty');
    expect(hasChanges(saved)).toBe(false);
  });

  it('ignores buttons that are not shown and pitch clicks on players not on the pitch', () => {
    for (const type of ['swapIn', 'makeCaptain', 'swapOut', 'exchange'] as const)
      expect(run(start, { type })).toBe(start);
    expect(run(start, pitch(42))).toBe(start);
  });
});

/** The model: the same rules, stated as a plain phase machine over sets. */
interface Model {
  team: number[];
  captain: number | null;
  boost: Boost | null;
  saved: { team: number[]; captain: number | null; boost: Boost | null };
  phase:
    | 'idle'
    | 'in'
    | 'chooseOut'
    | 'out'
    | 'captainOnly'
    | 'chooseIn'
    | 'ready'
    | 'alreadyChosen'
    | 'zeroSubs'
    | 'locked';
  pendingIn: number | null;
  pendingOut: number | null;
  locked: boolean;
  readonly previous: number[] | null;
  readonly allowance: number | null;
  readonly usedEarlier: ReadonlySet<Boost>;
}

interface Real {
  state: SubBarState;
}

const newcomers = (model: Model, team: readonly number[]): number =>
  model.previous === null ? 0 : team.filter((id) => !model.previous?.includes(id)).length;
const fits = (model: Model, team: number[]): boolean =>
  model.allowance === null || newcomers(model, team) <= model.allowance;
const replace = (team: number[], out: number, into: number): number[] => team.map((id) => (id === out ? into : id));
const changed = (model: Model): boolean =>
  model.team.length !== model.saved.team.length ||
  model.team.some((id) => !model.saved.team.includes(id)) ||
  model.captain !== model.saved.captain ||
  model.boost !== model.saved.boost;

function rest(model: Model): void {
  model.phase = model.locked ? 'locked' : 'idle';
  model.pendingIn = null;
  model.pendingOut = null;
}

function refuse(model: Model, phase: 'alreadyChosen' | 'zeroSubs'): void {
  rest(model);
  model.phase = phase;
}

const STATUS_OF_PHASE: Record<Exclude<Model['phase'], 'idle'>, SubBarStatus> = {
  in: 'in',
  chooseOut: 'inChooseSub',
  out: 'out',
  captainOnly: 'cantSub',
  chooseIn: 'outChooseSub',
  ready: 'exchange',
  alreadyChosen: 'alreadyChosen',
  zeroSubs: 'zeroSubs',
  locked: 'deadlinePassed',
};

/** Plain comparisons, not expect(): this runs after every one of thousands of commands. */
function check(model: Model, state: SubBarState): void {
  const view = subBarView(state);
  const sorted = (team: readonly number[]): string => JSON.stringify([...team].sort((x, y) => x - y));
  const expectedStatus = model.phase === 'idle' ? (changed(model) ? 'save' : 'empty') : STATUS_OF_PHASE[model.phase];
  const expectedSave = changed(model) && model.team.length === 7 && model.captain !== null && !model.locked;
  const failures = [
    sorted(state.team) !== sorted(model.team) && `team ${sorted(state.team)}, model ${sorted(model.team)}`,
    state.captain !== model.captain && `captain ${state.captain}, model ${model.captain}`,
    state.activeBoost !== model.boost && `boost ${state.activeBoost}, model ${model.boost}`,
    state.status !== expectedStatus && `status ${state.status}, model ${expectedStatus}`,
    view.saveEnabled !== expectedSave && `saveEnabled ${view.saveEnabled}, model ${expectedSave}`,
    // Invariants that hold whatever the clicks were.
    new Set(state.team).size !== state.team.length && 'duplicate players',
    state.team.length > 7 && 'more than 7 players',
    state.captain !== null && !state.team.includes(state.captain) && 'captain not on the pitch',
    state.activeBoost !== null && model.usedEarlier.has(state.activeBoost) && 'used boost active',
    model.allowance === null && view.remainingSubstitutions !== null && 'limited substitutions on a first selection',
    model.allowance !== null && newcomers(model, state.team) > model.allowance && 'over the allowance',
    state.status === 'exchange' &&
      (state.selectedOut === null ||
        !state.team.includes(state.selectedOut) ||
        state.selectedIn === null ||
        state.team.includes(state.selectedIn)) &&
      'exchange without a pitch player and a table player',
  ].filter((failure) => failure !== false);
  if (failures.length > 0) throw new Error(failures.join('; '));
}

class Step implements fc.Command<Model, Real> {
  private lastAction: SubBarAction | null = null;
  /** An action, or how to pick one from the state (so pitch clicks mostly hit pitch players). */
  constructor(
    private readonly action: SubBarAction | ((state: SubBarState) => SubBarAction),
    private readonly apply: (model: Model, action: SubBarAction) => void,
  ) {}
  check(): boolean {
    return true;
  }
  run(model: Model, real: Real): void {
    const action = typeof this.action === 'function' ? this.action(real.state) : this.action;
    this.lastAction = action;
    real.state = subBarReducer(real.state, action);
    this.apply(model, action);
    check(model, real.state);
  }
  toString(): string {
    return JSON.stringify(this.lastAction ?? this.action);
  }
}

function whenOpen(model: Model, change: () => void): void {
  if (model.locked) rest(model);
  else change();
}

const clickTable = (playerID: number) =>
  new Step(table(playerID), (model) =>
    whenOpen(model, () => {
      if (playerID === model.pendingIn) return rest(model);
      if (model.team.includes(playerID)) return refuse(model, 'alreadyChosen');
      if (model.pendingOut !== null && (model.phase === 'chooseIn' || model.phase === 'ready')) {
        if (!fits(model, replace(model.team, model.pendingOut, playerID))) return refuse(model, 'zeroSubs');
        model.pendingIn = playerID;
        model.phase = 'ready';
        return;
      }
      const canEnter =
        model.team.length < 7
          ? fits(model, [...model.team, playerID])
          : model.team.some((out) => fits(model, replace(model.team, out, playerID)));
      if (!canEnter) return refuse(model, 'zeroSubs');
      model.pendingIn = playerID;
      model.pendingOut = null;
      model.phase = 'in';
    }),
  );

/** Clicks the pitch position; an empty position is a click on a player who is not there. */
const clickPitch = (position: number) =>
  new Step(
    (state) => pitch(state.team[position] ?? 99),
    (model, action) =>
      whenOpen(model, () => {
        const playerID = action.type === 'selectPitchPlayer' ? action.playerID : 0;
        if (!model.team.includes(playerID)) return;
        if (playerID === model.pendingOut) return rest(model);
        if (model.pendingIn !== null && (model.phase === 'chooseOut' || model.phase === 'ready')) {
          if (!fits(model, replace(model.team, playerID, model.pendingIn))) return refuse(model, 'zeroSubs');
          model.pendingOut = playerID;
          model.phase = 'ready';
          return;
        }
        const noneLeft = model.allowance !== null && newcomers(model, model.team) >= model.allowance;
        const cameInThisRound = model.previous !== null && !model.previous.includes(playerID);
        model.pendingIn = null;
        model.pendingOut = playerID;
        model.phase = noneLeft && !cameInThisRound ? 'captainOnly' : 'out';
      }),
  );

const swapInStep = new Step({ type: 'swapIn' }, (model) =>
  whenOpen(model, () => {
    if (model.phase !== 'in' || model.pendingIn === null) return;
    if (model.team.length < 7) {
      model.team = [...model.team, model.pendingIn];
      return rest(model);
    }
    model.phase = 'chooseOut';
  }),
);

const makeCaptainStep = new Step({ type: 'makeCaptain' }, (model) =>
  whenOpen(model, () => {
    if ((model.phase !== 'out' && model.phase !== 'captainOnly') || model.pendingOut === null) return;
    model.captain = model.pendingOut;
    rest(model);
  }),
);

const swapOutStep = new Step({ type: 'swapOut' }, (model) =>
  whenOpen(model, () => {
    if (model.phase === 'out') model.phase = 'chooseIn';
  }),
);

const exchangeStep = new Step({ type: 'exchange' }, (model) =>
  whenOpen(model, () => {
    if (model.phase !== 'ready' || model.pendingIn === null || model.pendingOut === null) return;
    model.team = replace(model.team, model.pendingOut, model.pendingIn);
    if (model.captain === model.pendingOut) model.captain = null;
    rest(model);
  }),
);

const toggleBoostStep = (boost: Boost) =>
  new Step({ type: 'toggleBoost', boost }, (model) =>
    whenOpen(model, () => {
      if (model.boost === boost) model.boost = null;
      else if (!model.usedEarlier.has(boost)) model.boost = boost;
      else return;
      rest(model);
    }),
  );

const deadlineStep = new Step({ type: 'deadlinePassed' }, (model) => {
  model.locked = true;
  rest(model);
});

const savedStep = new Step({ type: 'saved' }, (model) => {
  model.saved = { team: [...model.team], captain: model.captain, boost: model.boost };
  rest(model);
});

const playerArb = fc.integer({ min: 1, max: 14 });
// The deadline ends all changes, so it comes rarely (about one run in four); clicks often.
const commandsArb = fc.commands(
  [
    fc.oneof(
      { weight: 60, arbitrary: playerArb.map(clickTable) },
      { weight: 50, arbitrary: fc.nat(7).map(clickPitch) },
      { weight: 20, arbitrary: fc.constant(swapInStep) },
      { weight: 15, arbitrary: fc.constant(makeCaptainStep) },
      { weight: 20, arbitrary: fc.constant(swapOutStep) },
      { weight: 30, arbitrary: fc.constant(exchangeStep) },
      { weight: 15, arbitrary: fc.constantFrom(...BOOSTS).map(toggleBoostStep) },
      { weight: 10, arbitrary: fc.constant(savedStep) },
      { weight: 1, arbitrary: fc.constant(deadlineStep) },
    ),
  ],
  { maxCommands: 80, size: 'max' },
);

// Teams start as the previous round's or with some of this round's substitutions already
// made, so 'no substitutions left' is common.
const setupArb = fc
  .record({
    previous: fc.option(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 7, maxLength: 7 }), {
      nil: null,
    }),
    firstTeam: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { maxLength: 7 }),
    allowance: fc.integer({ min: 0, max: 3 }),
    swapsMade: fc.integer({ min: 0, max: 3 }),
    usedEarlier: fc.subarray([...BOOSTS]),
    captainIndex: fc.option(fc.nat(6), { nil: null }),
  })
  .map(({ previous, firstTeam, allowance, swapsMade, usedEarlier, captainIndex }) => {
    const newcomersMade = [11, 12, 13].slice(0, Math.min(allowance, swapsMade));
    const team = previous === null ? firstTeam : [...newcomersMade, ...previous.slice(newcomersMade.length)];
    const captain = captainIndex === null ? null : (team[captainIndex] ?? null);
    return {
      previous,
      team,
      allowance: previous === null ? null : allowance,
      usedEarlier: new Set(usedEarlier),
      captain,
    };
  });

describe('subBarReducer, model-based', () => {
  it('agrees with the model for any sequence of clicks', () => {
    fc.assert(
      fc.property(setupArb, commandsArb, (start, commands) => {
        const state = initialSubBarState({
          team: start.team,
          captain: start.captain,
          activeBoost: null,
          previousPlayers: start.previous,
          allowance: start.allowance,
          boostsUsedEarlier: start.usedEarlier,
          isCurrentRound: true,
          deadlinePassed: false,
        });
        const model: Model = {
          team: [...start.team],
          captain: start.captain,
          boost: null,
          saved: { team: [...start.team], captain: start.captain, boost: null },
          phase: 'idle',
          pendingIn: null,
          pendingOut: null,
          locked: false,
          previous: start.previous,
          allowance: start.allowance,
          usedEarlier: start.usedEarlier,
        };
        fc.modelRun(() => ({ model, real: { state } }), commands);
      }),
      { numRuns: 400 },
    );
  });
});
