import { useMemo } from 'react';
import {
  FANTASY_METRIC_LABELS,
  FANTASY_METRICS,
  formatFantasyMetric,
  type FantasyMetric,
  type PlayerStatus,
} from '@vsf/engine';
import { useApiQuery } from '../../api/useApiQuery';
import { loadableOf } from '../../api/loadable';
import { QueryState } from '../../ui/QueryState';
import { PlayerStatusBadge } from '../../shared/availability/PlayerStatusBadge';
import { sortRows, useSort } from '../../ui/sortableTable';
import { fantasyMetricRows, type FantasyMetricRow } from './fantasyMetricRows';
import { StatsSortHeader, type StatsColumnSpec } from './StatsSortHeader';
import frame from '../../ui/dataView.module.css';
import styles from './StatsView.module.css';
import { openableRow } from '../../ui/openableRow';

type Column = 'rank' | 'name' | FantasyMetric;

const LEADING_COLUMNS: StatsColumnSpec<Column>[] = [
  { key: 'rank', label: 'Plass', short: '#', numeric: true },
  { key: 'name', label: 'Navn', numeric: false },
];

const metricColumn = (metric: FantasyMetric): StatsColumnSpec<Column> => {
  const { label, short, description } = FANTASY_METRIC_LABELS[metric];
  return { key: metric, label, short, title: description, numeric: true };
};

const FAILED = 'Kunne ikke hente fantasypoengene. Prøv igjen om litt.';

const value = (row: FantasyMetricRow, column: Column): string | number => row[column];

interface FantasyMetricsListProps {
  season: number;
  /** The number the list is ranked by ('Plass'); a new one starts the list afresh (keyed by it). */
  metric: FantasyMetric;
  compact: boolean;
  onOpenPlayer: (playerID: number) => void;
  /** A player's status for the next match, shown beside the name. */
  statusOf: (playerID: number) => PlayerStatus | null;
  /** Whether a player passes the list's filter ('Bare spillere i troppen'). */
  shown: (playerID: number) => boolean;
  /** What the list says when the filter leaves nobody. */
  emptyText?: string;
}

/**
 * /fantasy/stats ranked by a fantasy number: every number in its own column (the
 * chosen one only on a phone), sortable, the chosen one in bold, from the same call as Mitt
 * lag's table.
 */
export function FantasyMetricsList({
  season,
  metric,
  compact,
  onOpenPlayer,
  statusOf,
  shown: passes,
  emptyText,
}: FantasyMetricsListProps) {
  const query = useApiQuery('getFantasyPlayerMetrics', { season });
  const { sort, toggle } = useSort<Column>({ column: metric, direction: 'descending' });
  const ranked = useMemo(() => (query.data ? fantasyMetricRows(query.data.players, metric) : []), [query.data, metric]);
  const rows = sortRows(
    ranked.filter((row) => passes(row.playerID)),
    sort,
    value,
  );
  const { label, description } = FANTASY_METRIC_LABELS[metric];
  // A phone shows the chosen number only, as /stats does: four more columns would squeeze the
  // names into pieces at 320 px. The others are a choice away in 'Statistikk'.
  const shown = compact ? [metric] : FANTASY_METRICS;

  return (
    <QueryState
      state={loadableOf(query, FAILED)}
      errorClassName={frame.empty}
      empty={{ isEmpty: () => rows.length === 0, className: frame.empty, text: emptyText }}
    >
      {({ value: answer }) => (
        <>
          <div className={frame.scroller}>
            <table className={`${frame.table} ${styles.table} ${compact ? `${frame.compact} ${styles.compact}` : ''}`}>
              <caption className="visually-hidden">
                {label}, {season}
              </caption>
              <thead>
                <tr>
                  {[...LEADING_COLUMNS, ...shown.map(metricColumn)].map((column) => (
                    <StatsSortHeader key={column.key} column={column} compact={compact} sort={sort} onSort={toggle} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.playerID} className={styles.row} {...openableRow(() => onOpenPlayer(row.playerID))}>
                    <td className={frame.number}>{row.rank}</td>
                    <td className={styles.name}>
                      {row.name} <PlayerStatusBadge status={statusOf(row.playerID)} />
                    </td>
                    {shown.map((column) => (
                      <td
                        key={column}
                        className={column === metric ? `${frame.number} ${styles.metric}` : frame.number}
                      >
                        {formatFantasyMetric(column, row[column])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            {label}: {description}
            {metric === 'pickedPercentage' && ` (${answer.teamCount} lag)`}.
          </p>
        </>
      )}
    </QueryState>
  );
}
