import type { Knex } from 'knex';
import { selectPlayers, toApiPlayer } from '../players';
import { emptyFantasy, fantasyByPlayer, selectFantasyLines, useCounts, type FantasyFilter } from './fantasyLines';
import type { PlayerFantasy, PlayerWithFantasy } from '@vsf/contract';

/**
 * Every player of the season (or every season) with fantasy points and how many teams
 * picked them, in the matches the filter covers: three queries whatever the player count.
 */
export async function playersWithFantasy(db: Knex, now: Date, filter: FantasyFilter): Promise<PlayerWithFantasy[]> {
  const [rows, lines, uses] = await Promise.all([
    selectPlayers(db),
    selectFantasyLines(db, filter),
    useCounts(db, filter),
  ]);
  const fantasy = fantasyByPlayer(lines);
  const season = filter.season ?? null;
  return rows
    .map((row) => toApiPlayer(row, now))
    .filter((player) => season === null || player.activeSeasons.includes(season) || fantasy.has(player.playerID))
    .map((player) => ({
      ...player,
      fantasy: fantasy.get(player.playerID) ?? emptyFantasy(),
      useCount: uses.get(player.playerID) ?? 0,
    }));
}

/** One player's fantasy points in the matches the filter covers, with a part per season. */
export async function fantasyOfPlayer(
  db: Knex,
  playerID: number,
  filter: Omit<FantasyFilter, 'playerIDs'>,
): Promise<{ fantasy: PlayerFantasy; fantasyBySeason: Record<string, PlayerFantasy> }> {
  const lines = await selectFantasyLines(db, { ...filter, playerIDs: [playerID] });
  const fantasyBySeason: Record<string, PlayerFantasy> = {};
  for (const season of new Set(lines.map((line) => line.season))) {
    fantasyBySeason[season] =
      fantasyByPlayer(lines.filter((line) => line.season === season)).get(playerID) ?? emptyFantasy();
  }
  return { fantasy: fantasyByPlayer(lines).get(playerID) ?? emptyFantasy(), fantasyBySeason };
}

export async function fantasyOfPlayers(
  db: Knex,
  playerIDs: readonly number[],
  seasons: readonly number[] | null,
): Promise<{ playerID: number; fantasy: PlayerFantasy }[]> {
  const lines = await selectFantasyLines(db, { playerIDs, seasons });
  const fantasy = fantasyByPlayer(lines);
  return [...new Set(playerIDs)].map((playerID) => ({ playerID, fantasy: fantasy.get(playerID) ?? emptyFantasy() }));
}
