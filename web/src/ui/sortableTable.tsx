import { useState } from 'react';
import styles from './sortableTable.module.css';

export interface Sort<K extends string> {
  column: K;
  direction: 'ascending' | 'descending';
}

/** A new column starts descending; the same column again turns round (001 §4, Points table). */
export function useSort<K extends string>(initial: Sort<K>) {
  const [sort, setSort] = useState(initial);
  const toggle = (column: K) =>
    setSort((current) =>
      current.column !== column
        ? { column, direction: 'descending' }
        : { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' },
    );
  return { sort, toggle, setSort };
}

const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

/** Rows in the sort's order, numbers numerically and text the Norwegian way. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K>,
  value: (row: T, key: K) => string | number,
): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
}

interface SortHeaderProps<K extends string> {
  column: K;
  label: string;
  title?: string;
  /** A short header for a narrow table (Tables.module.css shows it by the table's width). */
  short?: string;
  /** Right-aligns the header over a column of numbers. */
  numeric?: boolean;
  /** The table's own class for the column (one a narrow table hides, say). */
  className?: string;
  sort: Sort<K>;
  onSort: (column: K) => void;
}

/** A column header that sorts by its column, with aria-sort for screen readers. */
export function SortHeader<K extends string>(props: SortHeaderProps<K>) {
  const { column, label, title, short, numeric = false, className, sort, onSort } = props;
  const active = sort.column === column;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      title={title ?? (short === undefined ? undefined : label)}
      className={[numeric ? styles.number : '', className ?? ''].join(' ').trim() || undefined}
    >
      <button
        type="button"
        className={styles.sortButton}
        // Only one of the two labels shows; the button is always named by the full one.
        aria-label={short === undefined ? undefined : label}
        onClick={() => onSort(column)}
      >
        {short === undefined ? (
          label
        ) : (
          <>
            <span className={styles.long}>{label}</span>
            <span className={styles.short}>{short}</span>
          </>
        )}
        {active && <span aria-hidden="true">{sort.direction === 'ascending' ? '▲' : '▼'}</span>}
      </button>
    </th>
  );
}
