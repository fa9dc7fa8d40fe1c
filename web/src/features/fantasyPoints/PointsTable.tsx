import { Fragment, useId, useState } from 'react';
import { POINTS_BREAKDOWN_COLUMNS, type PointsBreakdown, type Ranked } from '@vsf/engine';
import { type RoundMatchInput, type TeamPointsExplained } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import { useRoundCall } from '../../shared/fantasyRound/useRoundCall';
import { SortHeader, sortRows, useSort } from '../../ui/sortableTable';
import tableStyles from '../../ui/sortableTable.module.css';
import { isGoalkeeperRow, loadPointsRows, withLivePoints, type PointsRow, type PointsScope } from './pointsRows';
import { TeamColumnCells, TeamColumnHeaders, TeamSumRow } from './TeamColumns';
import styles from './FantasyPoints.module.css';
import forms from '../../ui/select.module.css';

type Column = 'rank' | 'name' | keyof PointsBreakdown;

/** Short headers for a narrow table; the header's tooltip and the button's name keep the full one. */
const SHORT: Record<keyof PointsBreakdown, string> = {
  totalPoints: 'Tot',
  attendance: 'Opp',
  goalsScored: 'Mål',
  assists: 'Ass',
  goalsFor: 'MF',
  goalsConceded: 'MI',
  cleanSheet: 'RB',
  twoOrLessConceded: '≤2',
  ownGoals: 'SM',
  yellowCards: 'Gul',
  redCards: 'Rød',
  wins: 'Sei',
  losses: 'Tap',
};

function value(row: Ranked<PointsRow>, column: Column): string | number {
  if (column === 'rank') return row.rank;
  if (column === 'name') return row.name;
  return row.points[column];
}

/** The raw stat behind a category; the total has none. */
function rawOf(row: PointsRow, key: Exclude<keyof PointsBreakdown, 'totalPoints'>): number {
  return row.raw[key] ?? 0;
}

interface PointsTableProps {
  round: RoundMatchInput;
  date: { text: string; iso: string };
  matchKeepers: readonly number[];
  /** The user's team in the round: its players' rows also show the captain's and the boost's part. */
  team: TeamPointsExplained | null;
  /** The round's match is being played: the round's points are the provisional ones. */
  live: boolean;
  onPlayer: (playerID: number) => void;
}

/** 'Poengfordeling' (001 §2): every active player's points per category, for the round or all rounds. */
export function PointsTable({ round, date, matchKeepers, team, live, onPlayer }: PointsTableProps) {
  const [scope, setScope] = useState<PointsScope>('round');
  const { sort, toggle } = useSort<Column>({ column: 'totalPoints', direction: 'descending' });
  const state = useRoundCall(
    round,
    scope === 'round'
      ? 'getPlayersWithRequestedFantasyForThisRoundMatchID'
      : 'getPlayersWithRequestedFantasyUntilThisRoundMatchID',
    (input) => loadPointsRows(scope, input, date),
    { answer: 'pointsRows' },
  );
  const livePoints = useApiQuery('getLivePoints', live && scope === 'round' ? { matchID: round.matchID } : null);
  const shown =
    // Without the provisional points (a failed read) the table keeps the stored ones.
    state.status === 'ready' && live && scope === 'round' && !livePoints.isError
      ? livePoints.data
        ? { status: 'ready' as const, value: { rows: withLivePoints(state.value.rows, livePoints.data.players) } }
        : { status: 'loading' as const }
      : state;
  // The captain's and the boost's columns belong to one round, not to the season's totals.
  const ownTeam = scope === 'round' ? team : null;
  const selectId = useId();
  const titleId = useId();

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Poengfordeling</h2>
        <label htmlFor={selectId} className={styles.scope}>
          <span className="visually-hidden">Periode</span>
          <select
            className={forms.select}
            id={selectId}
            value={scope}
            onChange={(event) => setScope(event.target.value === 'season' ? 'season' : 'round')}
          >
            <option value="round">Runde</option>
            <option value="season">Alle runder</option>
          </select>
        </label>
      </header>
      <QueryState
        state={shown}
        loading="fantasy"
        empty={{ isEmpty: ({ value: answer }) => answer.rows.length === 0, className: styles.empty }}
      >
        {({ value: answer }) => (
          <div className={`${tableStyles.scroller} ${styles.pointsScroller}`}>
            <table
              className={`${tableStyles.table} ${tableStyles.pointsTable} ${ownTeam ? tableStyles.shortHeaders : ''}`}
              aria-labelledby={titleId}
            >
              <thead>
                <tr>
                  <SortHeader column="rank" label="#" title="Plass" numeric sort={sort} onSort={toggle} />
                  <SortHeader column="name" label="Navn" sort={sort} onSort={toggle} />
                  {POINTS_BREAKDOWN_COLUMNS.map((column) => (
                    <Fragment key={column.key}>
                      <SortHeader
                        column={column.key}
                        label={column.label}
                        short={SHORT[column.key]}
                        numeric
                        sort={sort}
                        onSort={toggle}
                      />
                      {/* The user's own columns follow the total, in view before the categories scroll. */}
                      {column.key === 'totalPoints' && ownTeam && <TeamColumnHeaders boost={ownTeam.activeBoost} />}
                    </Fragment>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sortRows(answer.rows, sort, value).map((row) => (
                  <tr
                    key={row.playerID}
                    className={ownTeam?.players.some((p) => p.playerID === row.playerID) ? styles.teamRow : undefined}
                    onClick={() => onPlayer(row.playerID)}
                  >
                    <td className={tableStyles.number}>{row.rank}</td>
                    <td>
                      <button
                        type="button"
                        className={tableStyles.rowButton}
                        onClick={(event) => {
                          event.stopPropagation();
                          onPlayer(row.playerID);
                        }}
                      >
                        {row.name}
                      </button>
                      {isGoalkeeperRow(row, scope, matchKeepers) && <abbr title="Målvakt"> (GK)</abbr>}
                    </td>
                    {POINTS_BREAKDOWN_COLUMNS.map(({ key }) => (
                      <Fragment key={key}>
                        <td className={tableStyles.number}>
                          <strong>{row.points[key]}</strong>
                          {key !== 'totalPoints' && !(live && scope === 'round') && (
                            <span className={tableStyles.raw}>({rawOf(row, key)})</span>
                          )}
                        </td>
                        {key === 'totalPoints' && ownTeam && <TeamColumnCells team={ownTeam} playerID={row.playerID} />}
                      </Fragment>
                    ))}
                  </tr>
                ))}
              </tbody>
              {ownTeam && <TeamSumRow team={ownTeam} columnsAfter={POINTS_BREAKDOWN_COLUMNS.length - 1} />}
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
