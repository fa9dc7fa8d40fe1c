import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { displayTeamName, sortFixturesByDate } from '@vsf/engine';
import { type Fixture } from '@vsf/contract';
import { refetchCalls } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { Modal } from '../../ui/Modal';
import { QueryState } from '../../ui/QueryState';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { FANTASY_LOADING_LABEL, NO_FIXTURES_TEXT } from '../../ui/stateTexts';
import { seasonContextAtom } from '../../store/season';
import { ScheduleForm } from './ScheduleForm';
import { EMPTY_FORM, SCHEDULE_TEXTS as T, deleteFixture, formFromFixture } from './scheduleForm';
import table from '../../ui/dataTable.module.css';
import forms from '../../ui/select.module.css';
import styles from './ScheduleEditor.module.css';

/** 002 §9: next year, this year, then the previous years. */
export function scheduleYears(thisYear: number, previousYears: readonly number[]): number[] {
  return [...new Set([thisYear + 1, thisYear, ...[...previousYears].sort((a, b) => b - a)])];
}

type Editing = { fixture: Fixture | null } | null;

/** 'Endre Kampprogram' (002 §2.4): the season's fixtures by date, with add, change and delete. */
export function ScheduleEditor() {
  const context = useAtomValue(seasonContextAtom);
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const years = scheduleYears(thisYear, context?.previousYears ?? []);
  const [season, setSeason] = useState(thisYear);
  const loaded = useSeasonFixtures(season);
  const fixtures = useMemo(() => (loaded ? sortFixturesByDate(loaded) : null), [loaded]);
  const [editing, setEditing] = useState<Editing>(null);
  const yearId = useId();
  const { confirm, notify, dialog } = useConfirmDialog();

  const remove = async (fixture: Fixture) => {
    const yes = await confirm({
      title: 'Slette kampen?',
      message: T.confirmDelete(fixture),
      confirmLabel: 'Slett kampen',
      danger: true,
    });
    if (!yes) return;
    try {
      const answer = await deleteFixture(fixture.fixtureTableID);
      void notify(answer.msg);
      if (answer.success) await refetchCalls('getSeasonFixtures');
    } catch (error) {
      console.error(error);
    }
  };

  const saved = () => {
    setEditing(null);
    void refetchCalls('getSeasonFixtures');
  };

  return (
    <div className={table.wrapper}>
      <div className={table.toolbar}>
        <label className={table.searchLabel} htmlFor={yearId}>
          Sesong
        </label>
        <select
          id={yearId}
          className={forms.select}
          value={season}
          onChange={(event) => setSeason(Number(event.target.value))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        {fixtures && (
          <span className={table.count}>
            {fixtures.length} {fixtures.length === 1 ? 'kamp' : 'kamper'}
          </span>
        )}
        <button type="button" className={table.primary} onClick={() => setEditing({ fixture: null })}>
          Ny kamp
        </button>
      </div>
      <div className={table.pageFrame}>
        <div className={`${table.scroller} ${table.pageScroller} ${styles.scroller}`} data-testid="schedule-list">
          <QueryState
            state={fixtures === null ? { status: 'loading' } : { status: 'ready', fixtures }}
            loading={{ text: FANTASY_LOADING_LABEL, className: table.message }}
            empty={{
              text: NO_FIXTURES_TEXT,
              isEmpty: (ready) => ready.fixtures.length === 0,
              className: table.message,
            }}
          >
            {(ready) => (
              <table className={`${table.table} ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">Runde</th>
                    <th scope="col">Dato</th>
                    <th scope="col">Tid</th>
                    <th scope="col">Kamp</th>
                    <th scope="col">Resultat</th>
                    <th scope="col">Bane</th>
                    <th scope="col">Turnering</th>
                    <th scope="col">Kampnr.</th>
                    <th scope="col" className={styles.actions}>
                      <span className="visually-hidden">Handlinger</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ready.fixtures.map((fixture) => (
                    <tr key={fixture.fixtureTableID}>
                      <td>{fixture.round}</td>
                      <td>
                        {fixture.day} {fixture.date}
                      </td>
                      <td>{fixture.time}</td>
                      <th scope="row" className={table.username}>
                        {displayTeamName(fixture.homeTeam)} – {displayTeamName(fixture.awayTeam)}
                      </th>
                      <td>{fixture.result}</td>
                      <td>{fixture.pitch}</td>
                      <td>{fixture.tournement}</td>
                      <td
                        className={`${table.muted} ${styles.matchId} ${fixture.matchID.length > 10 ? styles.longId : ''}`}
                      >
                        {fixture.matchID}
                      </td>
                      <td className={styles.actions}>
                        <div className={styles.buttons}>
                          <button type="button" className={table.secondary} onClick={() => setEditing({ fixture })}>
                            Endre
                          </button>
                          <button type="button" className={table.danger} onClick={() => void remove(fixture)}>
                            Slett
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </QueryState>
        </div>
      </div>
      {editing && (
        <Modal
          title={editing.fixture ? 'Endre kamp' : 'Ny kamp'}
          onClose={() => setEditing(null)}
          okButton={false}
          size="large"
        >
          <ScheduleForm
            initial={
              editing.fixture ? formFromFixture(editing.fixture, season) : { ...EMPTY_FORM, season: String(season) }
            }
            seasons={years}
            fixtureTableID={editing.fixture?.fixtureTableID ?? null}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      {dialog}
    </div>
  );
}
