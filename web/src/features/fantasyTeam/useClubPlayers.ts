import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { displayJersey, playerDisplayName, type PlayerWithStats } from '@vsf/engine';
import { api } from '../../api/client';
import type { PitchPlayer } from '../pitch/Pitch';
import { statsVersionAtom } from '../stats/atoms';

export type ClubPlayersState =
  { status: 'loading' } | { status: 'ready'; players: PlayerWithStats[] } | { status: 'error'; message: string };

const FAILED = 'Kunne ikke hente spillerne. Prøv igjen om litt.';

/**
 * The season's club players with their skills (the team table, the pitches and the team
 * skill chart). Totals only: the cards load a player's matches themselves.
 */
export function useClubPlayers(season: number | null): ClubPlayersState {
  const statsVersion = useAtomValue(statsVersionAtom);
  const [state, setState] = useState<{ season: number; state: ClubPlayersState } | null>(null);
  useEffect(() => {
    if (season === null) return;
    let cancelled = false;
    api('getPlayersWithRequestedStats', { season, includeByDate: false })
      .then((answer) => {
        if (cancelled) return;
        if (answer.success) setState({ season, state: { status: 'ready', players: answer.players } });
        else {
          console.error('getPlayersWithRequestedStats:', answer.msg);
          setState({ season, state: { status: 'error', message: answer.msg } });
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ season, state: { status: 'error', message: FAILED } });
      });
    return () => {
      cancelled = true;
    };
  }, [season, statsVersion]);
  return state !== null && state.season === season ? state.state : { status: 'loading' };
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
