import { useState } from 'react';
import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';

/**
 * 'Bekreft resultat', 'Gjenåpne kampen' and 'Avbryt direkteføringen': a call that needs the
 * network now (not the outbox), shows the server's refusal or `offlineText`, and refetches what
 * a saved, reopened or cancelled match changes.
 */
export function useResultCall(
  call: 'finishLiveMatch' | 'reopenMatch' | 'cancelLiveMatch',
  matchID: string,
  offlineText: string,
) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const run = async () => {
    setMessage('');
    setBusy(true);
    try {
      const answer = await api(call, { matchID });
      if (!answer.success) setMessage(answer.msg);
      await refetchCalls(
        'getLiveMatch',
        'getLiveMatches',
        'getSeasonFixtures',
        'getYearRoundMatchDateID',
        'getMatchStatsForAdmin',
      );
    } catch {
      setMessage(offlineText);
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run };
}
