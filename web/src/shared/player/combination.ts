import { MAX_COMBINATION_PLAYERS } from '@vsf/engine';

/** Slots 0–5 beside the main player (spec 000 §4). */
export const COMBO_SLOTS = MAX_COMBINATION_PLAYERS - 1;

/** null is a slot that was added but not yet filled. */
export type ComboSlots = readonly (number | null)[];

export function addSlot(slots: ComboSlots): ComboSlots {
  return slots.length >= COMBO_SLOTS ? slots : [...slots, null];
}

export function removeSlot(slots: ComboSlots, index: number): ComboSlots {
  return slots.filter((_, i) => i !== index);
}

/** A player already chosen (as main or in another slot) cannot be chosen again. */
export function changeSlot(slots: ComboSlots, index: number, playerID: number, mainPlayerID: number): ComboSlots {
  if (playerID === mainPlayerID || slots.some((id, i) => i !== index && id === playerID)) return slots;
  return slots.map((id, i) => (i === index ? playerID : id));
}

/** Who may still be picked for slot `index`. */
export function selectable<T extends { playerID: number }>(
  players: readonly T[],
  slots: ComboSlots,
  index: number,
  mainPlayerID: number,
): T[] {
  const taken = new Set(slots.filter((id, i): id is number => i !== index && id !== null));
  return players.filter((player) => player.playerID !== mainPlayerID && !taken.has(player.playerID));
}

export const chosenPlayers = (slots: ComboSlots): number[] => slots.filter((id): id is number => id !== null);
