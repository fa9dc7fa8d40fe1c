import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { PlayerCardData, PlayerFantasy } from './types';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

async function load<T extends object>(call: string, body: object): Promise<Loadable<T>> {
  try {
    const answer = await api<T>(call, body);
    if (answer.success) return { status: 'ready', value: answer };
    console.error(`${call}:`, answer.msg);
    return { status: 'error', message: answer.msg };
  } catch (error) {
    console.error(error);
    return { status: 'error', message: 'Kunne ikke hente spilleren. Prøv igjen om litt.' };
  }
}

/** The player card's data; the fantasy points only where they are shown (fantasy paths). */
export function usePlayerCard(playerID: number, withFantasy: boolean) {
  const [card, setCard] = useState<Loadable<{ player: PlayerCardData }>>({ status: 'loading' });
  const [fantasy, setFantasy] = useState<Loadable<{
    fantasy: PlayerFantasy;
    fantasyBySeason: Record<string, PlayerFantasy>;
  }> | null>(null);
  useEffect(() => {
    let cancelled = false;
    setCard({ status: 'loading' });
    void load<{ player: PlayerCardData }>('getPlayer', { playerID }).then((result) => !cancelled && setCard(result));
    if (withFantasy) {
      setFantasy({ status: 'loading' });
      void load<{ fantasy: PlayerFantasy; fantasyBySeason: Record<string, PlayerFantasy> }>(
        'loadFantasyPlayerPointsAllTime',
        { playerID },
      ).then((result) => !cancelled && setFantasy(result));
    }
    return () => {
      cancelled = true;
    };
  }, [playerID, withFantasy]);
  return { card, fantasy };
}
