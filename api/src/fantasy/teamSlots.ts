/** The 7 slot columns of fantasy_teams (001 §3: player1 to player7). */
export const TEAM_SLOTS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6', 'player7'] as const;

export type TeamSlot = (typeof TEAM_SLOTS)[number];

export type TeamSlotColumns = { [slot in TeamSlot]: number | null };

/** The 7 slot columns, each valued from its name. */
export function slotColumns(value: (slot: TeamSlot) => number | null): TeamSlotColumns {
  // Object.fromEntries types its keys as string; TEAM_SLOTS names every key once.
  return Object.fromEntries(TEAM_SLOTS.map((slot) => [slot, value(slot)])) as TeamSlotColumns;
}

/** The chosen players of a team row, in slot order, empty slots left out. */
export function teamPlayerIds(row: TeamSlotColumns): number[] {
  return TEAM_SLOTS.map((slot) => row[slot]).filter((id): id is number => id !== null);
}
