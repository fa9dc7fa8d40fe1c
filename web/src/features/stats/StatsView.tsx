import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { DEFAULT_STAT_METRIC, formatDecimal, STAT_METRIC_LABELS, STAT_METRICS, type StatMetric } from '@vsf/engine';
import { QueryState } from '../../ui/QueryState';
import { PlayerModal } from '../../shared/player/PlayerModal';
import { TOTAL_SEASON, type StatsSeason } from '../../shared/player/types';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { seasonContextAtom } from '../../store/season';
import { METRIC_SORT, nextStatsSort, sortStatsRows, statsRows, type StatsColumn } from './statsRows';
import { useSeasonStats } from './useSeasonStats';
import forms from '../../ui/select.module.css';
import frame from '../../ui/dataView.module.css';
import styles from './StatsView.module.css';

/** 'Totalt', the current season and the previous years (spec 000 §9). */
export function statsSeasonOptions(thisYear: number, previousYears: readonly number[]): StatsSeason[] {
  return [TOTAL_SEASON, ...new Set([thisYear, ...[...previousYears].sort((a, b) => b - a)])];
}

/** The statistics list with its two dropdowns; a row opens the player modal. Used on /stats and /fantasy/stats. */
export function StatsView() {
  const context = useAtomValue(seasonContextAtom);
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState<StatsSeason>(thisYear);
  const [metric, setMetric] = useState<StatMetric>(DEFAULT_STAT_METRIC);
  const [sort, setSort] = useState(METRIC_SORT);
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const stats = useSeasonStats(season);
  const seasonId = useId();
  const metricId = useId();
  const compact = useDeviceLayout() === 'mobile';

  const rows = useMemo(
    () => (stats.status === 'ready' ? sortStatsRows(statsRows(stats.players, metric), sort) : []),
    [stats, metric, sort],
  );
  const label = STAT_METRIC_LABELS[metric];
  /** `short` is the phone's header (an <abbr> of the label) where the full label would cost a column its place. */
  const columns: { key: StatsColumn; label: string; short?: string; numeric: boolean }[] = [
    { key: 'position', label: 'Plass', short: '#', numeric: true },
    { key: 'name', label: 'Navn', numeric: false },
    { key: 'gamesPlayed', label: 'Kamper spilt', short: 'K', numeric: true },
    { key: 'total', label, numeric: true },
    { key: 'perMatch', label: 'Per kamp', numeric: true },
  ];

  return (
    <div className={frame.view}>
      <div className={frame.toolbar}>
        <span className={frame.field}>
          <label htmlFor={seasonId}>Sesong</label>
          <select
            className={forms.select}
            id={seasonId}
            value={String(season)}
            onChange={(event) =>
              setSeason(event.target.value === TOTAL_SEASON ? TOTAL_SEASON : Number(event.target.value))
            }
          >
            {statsSeasonOptions(thisYear, context?.previousYears ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
        <span className={frame.field}>
          <label htmlFor={metricId}>Statistikk</label>
          <select
            className={forms.select}
            id={metricId}
            value={metric}
            onChange={(event) => {
              setMetric(event.target.value as StatMetric);
              setSort(METRIC_SORT);
            }}
          >
            {STAT_METRICS.map((option) => (
              <option key={option} value={option}>
                {STAT_METRIC_LABELS[option]}
              </option>
            ))}
          </select>
        </span>
      </div>
      <QueryState
        state={stats}
        errorClassName={frame.empty}
        empty={{ isEmpty: () => rows.length === 0, className: frame.empty }}
      >
        {() => (
          <div className={frame.scroller}>
            <table className={`${frame.table} ${styles.table} ${compact ? `${frame.compact} ${styles.compact}` : ''}`}>
              <caption className="visually-hidden">
                {label}, {season}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.numeric ? `${frame.number} ${styles.number}` : undefined}
                      aria-sort={sort.column === column.key ? sort.direction : undefined}
                    >
                      <button
                        type="button"
                        className={styles.sortButton}
                        aria-label={compact && column.short ? column.label : undefined}
                        onClick={() => setSort(nextStatsSort(sort, column.key))}
                      >
                        {compact && column.short ? <abbr title={column.label}>{column.short}</abbr> : column.label}
                        {sort.column === column.key && (
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sort.direction === 'ascending' ? '▲' : '▼'}
                          </span>
                        )}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.playerID}
                    className={styles.row}
                    tabIndex={0}
                    onClick={() => setOpenPlayer(row.playerID)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        setOpenPlayer(row.playerID);
                      }
                    }}
                  >
                    <td className={frame.number}>{row.position}</td>
                    <td className={styles.name}>{row.name}</td>
                    <td className={frame.number}>{row.gamesPlayed}</td>
                    <td className={`${frame.number} ${styles.metric}`}>{row.total}</td>
                    <td className={frame.number}>{formatDecimal(row.perMatch, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {openPlayer !== null && <PlayerModal playerID={openPlayer} season={season} onClose={() => setOpenPlayer(null)} />}
    </div>
  );
}
