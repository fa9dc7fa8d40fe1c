import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  DEFAULT_STAT_METRIC,
  FANTASY_METRIC_LABELS,
  FANTASY_METRICS,
  formatDecimal,
  passesSquadFilter,
  STAT_METRIC_LABELS,
  STAT_METRICS,
  type FantasyMetric,
  type StatMetric,
} from '@vsf/engine';
import { QueryState } from '../../ui/QueryState';
import { PlayerModal } from '../../shared/player/PlayerModal';
import { TOTAL_SEASON, type StatsSeason } from '../../shared/player/types';
import { PlayerStatusBadge } from '../../shared/availability/PlayerStatusBadge';
import { NO_SQUAD_YET, SquadFilter } from '../../shared/availability/SquadFilter';
import { usePlayerStatuses } from '../../shared/availability/usePlayerStatuses';
import { useDeviceLayout } from '../../ui/useDeviceLayout';
import { seasonContextAtom } from '../../store/season';
import { METRIC_SORT, nextStatsSort, sortStatsRows, statsRows, type StatsColumn } from './statsRows';
import { useSeasonStats } from './useSeasonStats';
import { FantasyMetricsList } from './FantasyMetricsList';
import { PlayersOfTheMatchList } from './PlayersOfTheMatchList';
import { StatsSortHeader, type StatsColumnSpec } from './StatsSortHeader';
import forms from '../../ui/select.module.css';
import frame from '../../ui/dataView.module.css';
import styles from './StatsView.module.css';
import { openableRow } from '../../ui/openableRow';

/** 'Totalt', the current season and the previous years (spec 000 §9). */
export function statsSeasonOptions(thisYear: number, previousYears: readonly number[]): StatsSeason[] {
  return [TOTAL_SEASON, ...new Set([thisYear, ...[...previousYears].sort((a, b) => b - a)])];
}

const isFantasyMetric = (metric: string): metric is FantasyMetric =>
  (FANTASY_METRICS as readonly string[]).includes(metric);

/**
 * The statistics list with its two dropdowns; a row opens the player modal. Used on /stats and
 * /fantasy/stats, where `withFantasy` adds the fantasy numbers to rank by (they are a
 * season's, so 'Totalt' is not offered with them), each player's status for the next match and
 * the filter 'Bare spillere i troppen'.
 */
export function StatsView({ withFantasy = false }: { withFantasy?: boolean }) {
  const context = useAtomValue(seasonContextAtom);
  const thisYear = context?.thisYear ?? new Date().getFullYear();
  const [season, setSeason] = useState<StatsSeason>(thisYear);
  const [metric, setMetric] = useState<StatMetric | FantasyMetric>(DEFAULT_STAT_METRIC);
  const [sort, setSort] = useState(METRIC_SORT);
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const stats = useSeasonStats(season);
  const seasonId = useId();
  const metricId = useId();
  const compact = useDeviceLayout() === 'mobile';
  const statuses = usePlayerStatuses(withFantasy ? (context?.thisMatchID ?? null) : null);
  const [onlySquad, setOnlySquad] = useState(false);
  const statusOf = (playerID: number) => statuses?.get(playerID) ?? null;
  const shownPlayer = (playerID: number) => passesSquadFilter(statusOf(playerID), onlySquad);

  const fantasyMetric = isFantasyMetric(metric) ? metric : null;
  const rows = useMemo(
    () =>
      stats.status === 'ready' && !isFantasyMetric(metric) ? sortStatsRows(statsRows(stats.players, metric), sort) : [],
    [stats, metric, sort],
  ).filter((row) => shownPlayer(row.playerID));
  const label = isFantasyMetric(metric) ? FANTASY_METRIC_LABELS[metric].label : STAT_METRIC_LABELS[metric];
  const seasonOptions = statsSeasonOptions(thisYear, context?.previousYears ?? []).filter(
    (option) => fantasyMetric === null || option !== TOTAL_SEASON,
  );
  const chooseMetric = (next: string) => {
    if (isFantasyMetric(next)) {
      setMetric(next);
      if (season === TOTAL_SEASON) setSeason(thisYear);
    } else setMetric(next as StatMetric);
    setSort(METRIC_SORT);
  };
  /** `short` is the phone's header (an <abbr> of the label) where the full label would cost a column its place. */
  const columns: StatsColumnSpec<StatsColumn>[] = [
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
            {seasonOptions.map((option) => (
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
            onChange={(event) => chooseMetric(event.target.value)}
          >
            {STAT_METRICS.map((option) => (
              <option key={option} value={option}>
                {STAT_METRIC_LABELS[option]}
              </option>
            ))}
            {withFantasy && (
              <optgroup label="Fantasy">
                {FANTASY_METRICS.map((option) => (
                  <option key={option} value={option}>
                    {FANTASY_METRIC_LABELS[option].label}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </span>
        {withFantasy && <SquadFilter checked={onlySquad} onChange={setOnlySquad} />}
      </div>
      {fantasyMetric !== null && season !== TOTAL_SEASON ? (
        <FantasyMetricsList
          key={fantasyMetric}
          season={season}
          metric={fantasyMetric}
          compact={compact}
          onOpenPlayer={setOpenPlayer}
          statusOf={statusOf}
          shown={shownPlayer}
          emptyText={onlySquad ? NO_SQUAD_YET : undefined}
        />
      ) : (
        <QueryState
          state={stats}
          errorClassName={frame.empty}
          empty={{
            isEmpty: () => rows.length === 0,
            className: frame.empty,
            text: onlySquad ? NO_SQUAD_YET : undefined,
          }}
        >
          {() => (
            <div className={frame.scroller}>
              <table
                className={`${frame.table} ${styles.table} ${compact ? `${frame.compact} ${styles.compact}` : ''}`}
              >
                <caption className="visually-hidden">
                  {label}, {season}
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <StatsSortHeader
                        key={column.key}
                        column={column}
                        compact={compact}
                        sort={sort}
                        onSort={(key) => setSort(nextStatsSort(sort, key))}
                      />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.playerID} className={styles.row} {...openableRow(() => setOpenPlayer(row.playerID))}>
                      <td className={frame.number}>{row.position}</td>
                      <td className={styles.name}>
                        {row.name} <PlayerStatusBadge status={statusOf(row.playerID)} />
                      </td>
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
      )}
      {/* Below the table, once the table has its height: coming in earlier, the table would push it down. */}
      {stats.status !== 'loading' && <PlayersOfTheMatchList season={season} onOpenPlayer={setOpenPlayer} />}
      {openPlayer !== null && <PlayerModal playerID={openPlayer} season={season} onClose={() => setOpenPlayer(null)} />}
    </div>
  );
}
