/**
 * What the substitution bar shows in each state: one message and the buttons the
 * spec names. Texts marked 'ours' fill states the spec describes without words.
 */
import {
  barRemainingSubstitutions,
  isSaveEnabled,
  type SubBarAction,
  type SubBarState,
  type SubBarStatus,
} from './subBarState';
import { TEAM_SIZE, TEAM_MESSAGES } from '@vsf/engine';

export const SUB_BAR_BUTTONS = {
  swapIn: 'Bytt inn valgt spiller',
  makeCaptain: 'Gjør til kaptein',
  swapOut: 'Bytt ut valgt spiller',
  exchange: 'Bytt spillere',
} as const;

export type SubBarButtonAction = keyof typeof SUB_BAR_BUTTONS & SubBarAction['type'];

export const SUB_BAR_MESSAGES = {
  /** ours */
  empty: 'Trykk på en spiller i tabellen eller på banen for å bytte eller velge kaptein.',
  /** ours */
  inChooseSub: 'Velg spilleren på banen som skal byttes ut.',
  /** ours */
  outChooseSub: 'Velg spilleren i tabellen som skal byttes inn.',
  /** ours */
  readyToSave: 'Husk å lagre laget ditt.',
} as const;

export interface SubBarView {
  message: string | null;
  buttons: { action: SubBarButtonAction; label: string }[];
  saveEnabled: boolean;
  /** null is unlimited: show the infinity sign. */
  remainingSubstitutions: number | null;
}

function button(action: SubBarButtonAction): { action: SubBarButtonAction; label: string } {
  return { action, label: SUB_BAR_BUTTONS[action] };
}

function saveHint(state: SubBarState): string {
  if (state.team.length !== TEAM_SIZE) return TEAM_MESSAGES.notSevenPlayers;
  if (state.captain === null) return TEAM_MESSAGES.captainHint;
  return SUB_BAR_MESSAGES.readyToSave;
}

const VIEWS: Record<SubBarStatus, (state: SubBarState) => Pick<SubBarView, 'message' | 'buttons'>> = {
  empty: () => ({ message: SUB_BAR_MESSAGES.empty, buttons: [] }),
  in: () => ({ message: null, buttons: [button('swapIn')] }),
  inChooseSub: () => ({ message: SUB_BAR_MESSAGES.inChooseSub, buttons: [] }),
  out: () => ({ message: null, buttons: [button('makeCaptain'), button('swapOut')] }),
  outChooseSub: () => ({ message: SUB_BAR_MESSAGES.outChooseSub, buttons: [] }),
  exchange: () => ({ message: null, buttons: [button('exchange')] }),
  alreadyChosen: () => ({ message: TEAM_MESSAGES.alreadyOnPitch, buttons: [] }),
  cantSub: () => ({ message: TEAM_MESSAGES.cantSubstitute, buttons: [button('makeCaptain')] }),
  zeroSubs: () => ({ message: TEAM_MESSAGES.noSubstitutionsLeft, buttons: [] }),
  deadlinePassed: () => ({ message: TEAM_MESSAGES.deadlinePassed, buttons: [] }),
  save: (state) => ({ message: saveHint(state), buttons: [] }),
};

export function subBarView(state: SubBarState): SubBarView {
  return {
    ...VIEWS[state.status](state),
    saveEnabled: isSaveEnabled(state),
    remainingSubstitutions: barRemainingSubstitutions(state),
  };
}
