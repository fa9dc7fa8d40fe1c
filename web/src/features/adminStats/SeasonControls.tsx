import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { SEASON_MESSAGES, isEndOfSeason, startSeasonLabel } from '@vsf/engine';
import { type ApiResult, type Confirmation } from '@vsf/contract';
import { refetchCalls, useApiQuery } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { seasonContextAtom } from '../../store/season';
import { STATS_TEXTS as T, endSeason, startSeason } from './matchEntry';
import { useConfirmDialog, type ConfirmQuestion } from '../../ui/useConfirmDialog';
import table from '../../ui/dataTable.module.css';
import styles from './MatchEntry.module.css';

/** 002 §4.2: end the season, or start the next one once it has ended and has fixtures. */
export function SeasonControls() {
  const context = useAtomValue(seasonContextAtom);
  const [busy, setBusy] = useState(false);
  const { confirm, notify, dialog } = useConfirmDialog();
  const ended = context ? isEndOfSeason({ round: context.thisRound, matchID: context.thisMatchID }) : false;

  const nextYear = useApiQuery('getSeasonFixtures', context && ended ? { season: context.thisYear + 1 } : null);
  const nextYearFixtures = nextYear.data ? nextYear.data.fixtures.length : nextYear.isError ? 0 : null;
  const thisYearFixtures = useSeasonFixtures(context?.thisYear ?? 0);

  if (!context) return null;

  /**
   * 002 §4.2: ending needs a result first, checked before asking; the question says how
   * many fixtures without a result it deletes.
   */
  const end = () => {
    const fixtures = thisYearFixtures ?? [];
    if (!fixtures.some((fixture) => fixture.result !== '-')) {
      void notify(SEASON_MESSAGES.needResultsToEnd);
      return;
    }
    const unplayed = fixtures.filter((fixture) => fixture.result === '-').length;
    void run(
      {
        title: `Avslutte sesongen ${context.thisYear}?`,
        message: T.confirmEnd(context.thisYear, unplayed),
        confirmLabel: `Avslutt sesongen ${context.thisYear}`,
        danger: true,
      },
      endSeason,
    );
  };

  const run = async (question: ConfirmQuestion, call: () => Promise<ApiResult<Confirmation>>) => {
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      const answer = await call();
      void notify(answer.msg);
      if (answer.success) {
        await refetchCalls('getSeasonFixtures', 'getYearRoundMatchDateID');
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
            onClick={() =>
              void run(
                {
                  title: `Starte sesongen ${context.thisYear + 1}?`,
                  message: T.confirmStart(context.thisYear + 1),
                  confirmLabel: startSeasonLabel(context.thisYear),
                },
                startSeason,
              )
            }
          >
            {startSeasonLabel(context.thisYear)}
          </button>
        ) : (
          <p className={styles.notice}>{SEASON_MESSAGES.needFixturesToStart}</p>
        )
      ) : (
        <button type="button" className={table.danger} disabled={busy || thisYearFixtures === null} onClick={end}>
          Avslutt sesongen {context.thisYear}
        </button>
      )}
      {dialog}
    </div>
  );
}
