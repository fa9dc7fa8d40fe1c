import type { Sort } from '../../ui/sortableTable';
import frame from '../../ui/dataView.module.css';
import styles from './StatsView.module.css';

/** A column of the statistics lists; `short` is the phone's header (an <abbr> of the label). */
export interface StatsColumnSpec<K extends string> {
  key: K;
  label: string;
  short?: string;
  /** A tooltip saying what the column counts, where the label alone does not. */
  title?: string;
  numeric: boolean;
}

interface StatsSortHeaderProps<K extends string> {
  column: StatsColumnSpec<K>;
  compact: boolean;
  sort: Sort<K>;
  onSort: (column: K) => void;
}

/** A header of the statistics lists that sorts by its column, with aria-sort for screen readers. */
export function StatsSortHeader<K extends string>({ column, compact, sort, onSort }: StatsSortHeaderProps<K>) {
  const abbreviated = compact && column.short !== undefined;
  return (
    <th
      scope="col"
      className={column.numeric ? `${frame.number} ${styles.number}` : undefined}
      aria-sort={sort.column === column.key ? sort.direction : undefined}
      title={column.title}
    >
      <button
        type="button"
        className={styles.sortButton}
        aria-label={abbreviated ? column.label : undefined}
        onClick={() => onSort(column.key)}
      >
        {abbreviated ? <abbr title={column.label}>{column.short}</abbr> : column.label}
        {sort.column === column.key && (
          <span aria-hidden="true" className={styles.sortMark}>
            {sort.direction === 'ascending' ? '▲' : '▼'}
          </span>
        )}
      </button>
    </th>
  );
}
