import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { SEASON_MESSAGES, isEndOfSeason, startSeasonLabel, type ApiResult, type Confirmation } from '@vsf/engine';
import { api } from '../../api/client';
import { fixturesVersionAtom } from '../fixtures/atoms';
import { seasonContextAtom } from '../season/atoms';
import { loadSeasonContext } from '../season/loadSeasonContext';
import { STATS_TEXTS as T, endSeason, startSeason } from './matchEntry';
import table from '../adminUsers/UserTable.module.css';
import styles from './MatchEntry.module.css';

/** 002 §4.2: end the season, or start the next one once it has ended and has fixtures. */
export function SeasonControls() {
  const context = useAtomValue(seasonContextAtom);
  const version = useAtomValue(fixturesVersionAtom);
  const bump = useSetAtom(fixturesVersionAtom);
  const [nextYearFixtures, setNextYearFixtures] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const ended = context ? isEndOfSeason({ round: context.thisRound, matchID: context.thisMatchID }) : false;

  useEffect(() => {
    if (!context || !ended) return;
    api('getSeasonFixtures', { season: context.thisYear + 1 })
      .then((answer) => setNextYearFixtures(answer.success ? answer.fixtures.length : 0))
      .catch((error: unknown) => console.error(error));
  }, [context, ended, version]);

  if (!context) return null;

  const run = async (question: string, call: () => Promise<ApiResult<Confirmation>>) => {
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      const answer = await call();
      window.alert(answer.msg);
      if (answer.success) {
        bump((value) => value + 1);
        await loadSeasonContext();
      }
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.seasonBar}>
      <p className={styles.notice}>
        {ended
          ? `${T.ended} Sesong ${context.thisYear}.`
          : `Sesong ${context.thisYear}, runde ${context.thisRound}${context.thisMatchDate ? ` (${context.thisMatchDate})` : ''}.`}
      </p>
      {ended ? (
        nextYearFixtures === null ? null : nextYearFixtures > 0 ? (
          <button
            type="button"
            className={table.primary}
            disabled={busy}
            onClick={() => run(T.confirmStart(context.thisYear + 1), startSeason)}
          >
            {startSeasonLabel(context.thisYear)}
          </button>
        ) : (
          <p className={styles.notice}>{SEASON_MESSAGES.needFixturesToStart}</p>
        )
      ) : (
        <button
          type="button"
          className={table.danger}
          disabled={busy}
          onClick={() => run(T.confirmEnd(context.thisYear), endSeason)}
        >
          Avslutt sesongen {context.thisYear}
        </button>
      )}
    </div>
  );
}
