import { describe, expect, it } from 'vitest';
import { addSlot, changeSlot, chosenPlayers, COMBO_SLOTS, removeSlot, selectable } from './combination';

describe('combination slots', () => {
  it('adds up to 6 slots beside the main player', () => {
    let slots: (number | null)[] = [];
    for (let i = 0; i < 10; i++) slots = [...addSlot(slots)];
    expect(slots).toHaveLength(COMBO_SLOTS);
    expect(COMBO_SLOTS).toBe(6);
  });

  it('never takes a player twice, nor the main player', () => {
    const slots = [2, null];
    expect(changeSlot(slots, 1, 2, 1)).toBe(slots);
    expect(changeSlot(slots, 1, 1, 1)).toBe(slots);
    expect(changeSlot(slots, 1, 3, 1)).toEqual([2, 3]);
    const players = [1, 2, 3, 4].map((playerID) => ({ playerID }));
    expect(selectable(players, [2, 3], 1, 1).map((p) => p.playerID)).toEqual([3, 4]);
  });

  it('removes a slot and sends only filled slots', () => {
    expect(removeSlot([2, 3, null], 0)).toEqual([3, null]);
    expect(chosenPlayers([2, null, 5])).toEqual([2, 5]);
  });
});
