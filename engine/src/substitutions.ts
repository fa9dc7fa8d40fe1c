/**
 * Substitutions (001 §9). A substitution is a player on this round's team who was not
 * on the previous round's team; swapping a player back in again costs nothing.
 * null means unlimited (the web shows the infinity sign).
 */

/** Substitutions a round gives once the first team has been picked. */
export const SUBSTITUTIONS_PER_ROUND = 2;
/** Unused substitutions can be saved up to this many. */
export const MAX_SAVED_SUBSTITUTIONS = 3;

/**
 * This round's allowance. The first selection is free; after it a round gives 2, or 3
 * when at least 2 were left unused last round — except on the user's first login in a
 * season, when savings from before do not carry over. So doing 1 of 2 saves none, and
 * doing 1 of 3 leaves 2 and gives 3 again.
 *
 * @param previousRemaining what was left after the previous round (null: that round was the free first selection)
 * @param isFirstLoginInSeason the user's seasonFirstTimeLogin flag
 * @param hadPreviousTeam the user had a team in an earlier round of this season
 */
export function substitutionAllowance(
  previousRemaining: number | null,
  isFirstLoginInSeason: boolean,
  hadPreviousTeam: boolean,
): number | null {
  if (!hadPreviousTeam) return null;
  const savedEnough = previousRemaining !== null && previousRemaining >= SUBSTITUTIONS_PER_ROUND;
  return savedEnough && !isFirstLoginInSeason ? MAX_SAVED_SUBSTITUTIONS : SUBSTITUTIONS_PER_ROUND;
}

/** Players on the new team who were not on the previous round's team (none when there was no team). */
export function newlyAddedPlayers(previousPlayers: readonly number[] | null, newPlayers: readonly number[]): number[] {
  if (previousPlayers === null) return [];
  const previous = new Set(previousPlayers);
  return [...new Set(newPlayers)].filter((playerID) => !previous.has(playerID));
}

/** Substitutions left after this team: allowance minus newcomers, never below 0; null stays unlimited. */
export function remainingSubstitutions(
  allowance: number | null,
  previousPlayers: readonly number[] | null,
  newPlayers: readonly number[],
): number | null {
  if (allowance === null) return null;
  return Math.max(0, allowance - newlyAddedPlayers(previousPlayers, newPlayers).length);
}

/** True when the team stays within the allowance. */
export function isWithinAllowance(
  allowance: number | null,
  previousPlayers: readonly number[] | null,
  newPlayers: readonly number[],
): boolean {
  return allowance === null || newlyAddedPlayers(previousPlayers, newPlayers).length <= allowance;
}
