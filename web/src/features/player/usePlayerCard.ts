import { useEffect, useState } from 'react';
import type { CallAnswer, PlayerFantasy, PlayerCard } from '@vsf/engine';
import { api, type CallBody, type JsonCallName } from '../../api/client';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

async function load<N extends JsonCallName>(call: N, ...body: CallBody<N>): Promise<Loadable<CallAnswer<N>>> {
  try {
    const answer = await api(call, ...body);
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
  const [card, setCard] = useState<Loadable<{ player: PlayerCard }>>({ status: 'loading' });
  const [fantasy, setFantasy] = useState<Loadable<{
    fantasy: PlayerFantasy;
    fantasyBySeason: Record<string, PlayerFantasy>;
  }> | null>(null);
  useEffect(() => {
    let cancelled = false;
    setCard({ status: 'loading' });
    void load('getPlayer', { playerID }).then((result) => !cancelled && setCard(result));
    if (withFantasy) {
      setFantasy({ status: 'loading' });
      void load('loadFantasyPlayerPointsAllTime', { playerID }).then((result) => !cancelled && setFantasy(result));
    }
    return () => {
      cancelled = true;
    };
  }, [playerID, withFantasy]);
  return { card, fantasy };
}
