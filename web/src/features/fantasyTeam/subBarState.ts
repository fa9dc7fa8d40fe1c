/**
 * The substitution bar of 'Mitt lag' (001 §4) as a pure reducer, so the web's bar and
 * its tests need no browser. The server still validates the saved team (team.ts).
 */
import {
  TEAM_SIZE,
  type Boost,
  isWithinAllowance,
  newlyAddedPlayers,
  remainingSubstitutions,
  toggleBoost,
} from '@vsf/engine';

export type SubBarStatus =
  | 'empty'
  | 'in'
  | 'inChooseSub'
  | 'out'
  | 'outChooseSub'
  | 'exchange'
  | 'alreadyChosen'
  | 'cantSub'
  | 'zeroSubs'
  | 'deadlinePassed'
  | 'save';

export interface SavedTeam {
  team: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
}

export interface SubBarState extends SavedTeam {
  status: SubBarStatus;
  /** A player from the table, chosen to come in. */
  selectedIn: number | null;
  /** A player on the pitch, chosen to go out or to be captain. */
  selectedOut: number | null;
  /** The team as last saved, to tell whether anything changed. */
  saved: SavedTeam;
  /** The previous round's team (null: this is the free first selection). */
  previousPlayers: readonly number[] | null;
  allowance: number | null;
  boostsUsedEarlier: ReadonlySet<Boost>;
  /** The viewed round is the current round of the current season. */
  isCurrentRound: boolean;
  deadlinePassed: boolean;
}

export type SubBarAction =
  | { type: 'selectTablePlayer'; playerID: number }
  | { type: 'selectPitchPlayer'; playerID: number }
  /** 'Bytt inn valgt spiller' */
  | { type: 'swapIn' }
  /** 'Gjør til kaptein' */
  | { type: 'makeCaptain' }
  /** 'Bytt ut valgt spiller' */
  | { type: 'swapOut' }
  /** 'Bytt spillere' */
  | { type: 'exchange' }
  | { type: 'toggleBoost'; boost: Boost }
  /** The clock passed the deadline while the page was open. */
  | { type: 'deadlinePassed' }
  /** The server stored the team. */
  | { type: 'saved' };

export interface SubBarSetup {
  team: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
  previousPlayers: readonly number[] | null;
  allowance: number | null;
  boostsUsedEarlier: ReadonlySet<Boost>;
  isCurrentRound: boolean;
  deadlinePassed: boolean;
}

function canChange(state: SubBarState): boolean {
  return state.isCurrentRound && !state.deadlinePassed;
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  const members = new Set(a);
  return a.length === b.length && b.every((playerID) => members.has(playerID));
}

/** Anything differs from the saved team: players (in any order), captain or boost. */
export function hasChanges(state: SubBarState): boolean {
  return (
    !sameMembers(state.team, state.saved.team) ||
    state.captain !== state.saved.captain ||
    state.activeBoost !== state.saved.activeBoost
  );
}

/** Something changed, 7 players, a captain among them, and the round can still be changed. */
export function isSaveEnabled(state: SubBarState): boolean {
  return (
    hasChanges(state) &&
    state.team.length === TEAM_SIZE &&
    state.captain !== null &&
    state.team.includes(state.captain) &&
    canChange(state)
  );
}

/** Substitutions left with the team as it stands on the pitch. */
export function barRemainingSubstitutions(state: SubBarState): number | null {
  return remainingSubstitutions(state.allowance, state.previousPlayers, state.team);
}

export function initialSubBarState(setup: SubBarSetup): SubBarState {
  const team = setup.team.filter((playerID) => playerID > 0);
  const state: SubBarState = {
    ...setup,
    team,
    status: 'empty',
    selectedIn: null,
    selectedOut: null,
    saved: { team, captain: setup.captain, activeBoost: setup.activeBoost },
  };
  return settle(state);
}

/** Back to rest with nothing selected: 'save' once something changed, else 'empty'. */
function settle(state: SubBarState, changes: Partial<SubBarState> = {}): SubBarState {
  const next = { ...state, ...changes, selectedIn: null, selectedOut: null };
  const status: SubBarStatus = !canChange(next) ? 'deadlinePassed' : hasChanges(next) ? 'save' : 'empty';
  return { ...next, status };
}

function withStatus(state: SubBarState, status: SubBarStatus): SubBarState {
  return { ...state, status, selectedIn: null, selectedOut: null };
}

function swapped(team: readonly number[], out: number, into: number): number[] {
  return team.map((playerID) => (playerID === out ? into : playerID));
}

function swapAllowed(state: SubBarState, out: number, into: number): boolean {
  return isWithinAllowance(state.allowance, state.previousPlayers, swapped(state.team, out, into));
}

/**
 * The spec's rule: with no substitutions left, only a player who came in this round can
 * go out again; any other pitch player can only be made captain.
 */
function canGoOut(state: SubBarState, playerID: number): boolean {
  return (
    barRemainingSubstitutions(state) !== 0 || newlyAddedPlayers(state.previousPlayers, state.team).includes(playerID)
  );
}

function selectTablePlayer(state: SubBarState, playerID: number): SubBarState {
  if (playerID === state.selectedIn) return settle(state);
  if (state.team.includes(playerID)) return withStatus(state, 'alreadyChosen');
  const out = state.selectedOut;
  if (out !== null && (state.status === 'outChooseSub' || state.status === 'exchange')) {
    if (!swapAllowed(state, out, playerID)) return withStatus(state, 'zeroSubs');
    return { ...state, status: 'exchange', selectedIn: playerID };
  }
  const canEnter =
    state.team.length < TEAM_SIZE
      ? isWithinAllowance(state.allowance, state.previousPlayers, [...state.team, playerID])
      : state.team.some((pitchPlayer) => swapAllowed(state, pitchPlayer, playerID));
  if (!canEnter) return withStatus(state, 'zeroSubs');
  return { ...state, status: 'in', selectedIn: playerID, selectedOut: null };
}

function selectPitchPlayer(state: SubBarState, playerID: number): SubBarState {
  if (!state.team.includes(playerID)) return state;
  if (playerID === state.selectedOut) return settle(state);
  const into = state.selectedIn;
  if (into !== null && (state.status === 'inChooseSub' || state.status === 'exchange')) {
    if (!swapAllowed(state, playerID, into)) return withStatus(state, 'zeroSubs');
    return { ...state, status: 'exchange', selectedOut: playerID };
  }
  const status = canGoOut(state, playerID) ? 'out' : 'cantSub';
  return { ...state, status, selectedIn: null, selectedOut: playerID };
}

type ChangeAction = Exclude<SubBarAction, { type: 'deadlinePassed' | 'saved' }>;

function act(state: SubBarState, action: ChangeAction): SubBarState {
  const { selectedIn, selectedOut, status } = state;
  switch (action.type) {
    case 'selectTablePlayer':
      return selectTablePlayer(state, action.playerID);
    case 'selectPitchPlayer':
      return selectPitchPlayer(state, action.playerID);
    case 'swapIn':
      if (status !== 'in' || selectedIn === null) return state;
      if (state.team.length < TEAM_SIZE) return settle(state, { team: [...state.team, selectedIn] });
      return { ...state, status: 'inChooseSub' };
    case 'makeCaptain':
      if ((status !== 'out' && status !== 'cantSub') || selectedOut === null) return state;
      return settle(state, { captain: selectedOut });
    case 'swapOut':
      return status === 'out' ? { ...state, status: 'outChooseSub' } : state;
    case 'exchange':
      if (status !== 'exchange' || selectedIn === null || selectedOut === null) return state;
      return settle(state, {
        team: swapped(state.team, selectedOut, selectedIn),
        // The captain who leaves the pitch is no longer captain; saving then asks for a new one.
        captain: state.captain === selectedOut ? null : state.captain,
      });
    case 'toggleBoost': {
      const toggled = toggleBoost(state.activeBoost, action.boost, {
        canChange: true,
        boostsUsedEarlier: state.boostsUsedEarlier,
      });
      return toggled.ok ? settle(state, { activeBoost: toggled.activeBoost }) : state;
    }
  }
}

/** Actions that make no sense in the current state leave it unchanged (the same object). */
export function subBarReducer(state: SubBarState, action: SubBarAction): SubBarState {
  switch (action.type) {
    case 'deadlinePassed':
      return settle(state, { deadlinePassed: true });
    case 'saved':
      return settle(state, { saved: { team: state.team, captain: state.captain, activeBoost: state.activeBoost } });
    default:
      return canChange(state) ? act(state, action) : withStatus(state, 'deadlinePassed');
  }
}
