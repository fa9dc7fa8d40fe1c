import { displayJersey, playerDisplayName } from '@vsf/engine';
import { type PlayerWithStats } from '@vsf/contract';
import { errorText, useApiQuery } from '../../api/useApiQuery';
import type { PitchPlayer } from '../../ui/Pitch';

export type ClubPlayersState =
  { status: 'loading' } | { status: 'ready'; players: PlayerWithStats[] } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente spillerne. Prøv igjen om litt.';

/**
 * The season's club players with their skills (the team table, the pitches and the team
 * skill chart). Totals only: the cards load a player's matches themselves.
 */
export function useClubPlayers(season: number | null): ClubPlayersState {
  const query = useApiQuery('getPlayersWithRequestedStats', season === null ? null : { season, includeByDate: false });
  if (query.isError) return { status: 'error', message: errorText(query.error, FAILED) };
  return query.data ? { status: 'ready', players: query.data.players } : { status: 'loading' };
}

/** The pitch's view of the chosen players, in the team's order; unknown IDs are left out. */
export function pitchPlayers(
  playerIDs: readonly number[],
  players: readonly PlayerWithStats[],
  caption?: (playerID: number) => string | undefined,
): PitchPlayer[] {
  const byID = new Map(players.map((player) => [player.playerID, player]));
  return playerIDs.flatMap((playerID) => {
    const player = byID.get(playerID);
    if (!player) return [];
    const label = caption?.(playerID);
    const jerseyNo = displayJersey(player.jerseyNo);
    return [
      {
        playerID,
        name: playerDisplayName(player),
        position: player.position,
        ...(jerseyNo === '' ? {} : { jerseyNo }),
        ...(label === undefined ? {} : { caption: label }),
      },
    ];
  });
}
