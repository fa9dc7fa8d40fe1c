import { useState } from 'react';
import {
  FANTASY_METRIC_LABELS,
  FANTASY_METRICS,
  formatFantasyMetric,
  passesSquadFilter,
  playerDisplayName,
  type FantasyMetric,
  type PlayerSkills,
} from '@vsf/engine';
import { type PlayerFantasyMetrics, type PlayerWithStats } from '@vsf/contract';
import { SortHeader, sortRows, useSort, type Sort } from '../../ui/sortableTable';
import { PlayerStatusBadge } from '../../shared/availability/PlayerStatusBadge';
import { NO_SQUAD_YET, SquadFilter } from '../../shared/availability/SquadFilter';
import type { PlayerStatuses } from '../../shared/availability/usePlayerStatuses';
import styles from '../../ui/sortableTable.module.css';
import selectStyles from '../../ui/select.module.css';
import pickerStyles from './PlayerTable.module.css';

type Column = 'name' | 'position' | keyof PlayerSkills | FantasyMetric;

/** The two groups of columns a narrow table shows one at a time ('Vis'); name and position always show. */
type ColumnSet = 'skills' | 'fantasy';

interface ColumnSpec {
  key: Column;
  label: string;
  short?: string;
  title?: string;
  set?: ColumnSet;
}

/**
 * The spec's headers (001 §2), then the fantasy numbers to choose by; `short` is
 * what a narrow table shows instead.
 */
const COLUMNS: ColumnSpec[] = [
  { key: 'name', label: 'Navn' },
  { key: 'skillPoints', label: 'Ferdighet', short: 'Ferd', set: 'skills' },
  { key: 'position', label: 'Posisjon', short: 'Pos' },
  { key: 'reliability', label: 'Pålitelighet', short: 'Pål', set: 'skills' },
  { key: 'attack', label: 'Angrep', short: 'Ang', set: 'skills' },
  { key: 'defence', label: 'Forsvar', short: 'Fors', set: 'skills' },
  { key: 'keeper', label: 'Målvakt', short: 'Mv', set: 'skills' },
  { key: 'disiplin', label: 'Disiplin', short: 'Disp', set: 'skills' },
  { key: 'xFactor', label: 'X-Faktor', short: 'XF', set: 'skills' },
  ...FANTASY_METRICS.map((metric): ColumnSpec => {
    const { label, short, description } = FANTASY_METRIC_LABELS[metric];
    return { key: metric, label, short, title: `${label}: ${description}`, set: 'fantasy' };
  }),
];

/** Where each set starts sorted when the manager shows it: the first number people compare. */
const SET_SORT: Record<ColumnSet, Sort<Column>> = {
  skills: { column: 'skillPoints', direction: 'descending' },
  fantasy: { column: 'seasonPoints', direction: 'descending' },
};

const SET_CLASS: Record<ColumnSet, string | undefined> = {
  skills: pickerStyles.skillColumn,
  fantasy: pickerStyles.fantasyColumn,
};

/** A cell's classes: numbers to the right, and the set a narrow table may hide. */
const cellClass = (column: ColumnSpec) =>
  [column.key === 'position' ? '' : styles.number, column.set ? SET_CLASS[column.set] : ''].filter(Boolean).join(' ') ||
  undefined;

const setOf = (key: Column): ColumnSet | undefined => COLUMNS.find((column) => column.key === key)?.set;

const isFantasyMetric = (column: Column): column is FantasyMetric =>
  (FANTASY_METRICS as readonly string[]).includes(column);

/** Posisjon in a narrow table: the first three letters ('Mid'), the full word as a tooltip. */
function PositionCell({ position }: { position: string }) {
  return (
    <>
      <span className={styles.long}>{position}</span>
      <abbr className={styles.short} title={position}>
        {position.slice(0, 3)}
      </abbr>
    </>
  );
}

interface PlayerTableProps {
  players: readonly PlayerWithStats[];
  /** The season's fantasy numbers by player; null when they could not be read (the columns show '–'). */
  metrics: ReadonlyMap<number, PlayerFantasyMetrics> | null;
  team: readonly number[];
  /** Each player's status for the round's match ('I troppen' …); null while unknown. */
  statuses: PlayerStatuses;
  selectedID: number | null;
  onSelect: (playerID: number) => void;
  /** Scrolls within a fixed height, header kept in view (the wide variant). */
  tall?: boolean;
}

const ALL_POSITIONS = '';
/** Keeper to attack, as on the pitch; a position the club added itself comes last. */
const PITCH_ORDER = ['Målvakt', 'Forsvar', 'Midtbane', 'Angrep'];
const byPitchOrder = (a: string, b: string) =>
  (PITCH_ORDER.indexOf(a) + 1 || PITCH_ORDER.length + 1) - (PITCH_ORDER.indexOf(b) + 1 || PITCH_ORDER.length + 1) ||
  a.localeCompare(b, 'nb');

/**
 * The club's active players to choose from (001 §2, Mitt lag), each with their status for the
 * round's match, narrowed to one position or to the published squad if the manager likes; a
 * click selects the player. A narrow table shows the skills or the
 * fantasy numbers, as the manager chooses (PlayerTable.module.css).
 */
export function PlayerTable({
  players,
  metrics,
  team,
  statuses,
  selectedID,
  onSelect,
  tall = false,
}: PlayerTableProps) {
  const { sort, toggle, setSort } = useSort<Column>(SET_SORT.skills);
  const [position, setPosition] = useState<string>(ALL_POSITIONS);
  const [onlySquad, setOnlySquad] = useState(false);
  const statusOf = (playerID: number) => statuses?.get(playerID) ?? null;
  const [columnSet, setColumnSet] = useState<ColumnSet>('skills');
  const active = players.filter((player) => player.active === 1);
  const positions = [...new Set(active.map((player) => player.position))].sort(byPitchOrder);

  const value = (player: PlayerWithStats, column: Column): string | number => {
    if (column === 'name') return playerDisplayName(player);
    if (column === 'position') return player.position;
    if (isFantasyMetric(column)) return metrics?.get(player.playerID)?.[column] ?? 0;
    return player.skills[column];
  };
  const cell = (player: PlayerWithStats, column: Column) => {
    if (column === 'position') return <PositionCell position={player.position} />;
    if (!isFantasyMetric(column)) return value(player, column);
    return metrics === null ? '–' : formatFantasyMetric(column, metrics.get(player.playerID)?.[column] ?? 0);
  };
  const rows = sortRows(
    active.filter(
      (player) =>
        (position === ALL_POSITIONS || player.position === position) &&
        passesSquadFilter(statusOf(player.playerID), onlySquad),
    ),
    sort,
    value,
  );
  const showSet = (next: ColumnSet) => {
    setColumnSet(next);
    // The sorted column would be hidden: sort by the shown set's first number instead.
    const sortedSet = setOf(sort.column);
    if (sortedSet !== undefined && sortedSet !== next) setSort(SET_SORT[next]);
  };
  // Sorting by a column also picks its set, so a table that narrows (the card opening beside
  // it) keeps the sorted column in view.
  const sortBy = (column: Column) => {
    toggle(column);
    const set = setOf(column);
    if (set) setColumnSet(set);
  };

  return (
    <div className={pickerStyles.picker} data-columns={columnSet}>
      <div className={pickerStyles.choices}>
        <label className={styles.filter}>
          <span>Posisjon</span>
          <select
            className={selectStyles.select}
            value={position}
            onChange={(event) => setPosition(event.target.value)}
          >
            <option value={ALL_POSITIONS}>Alle</option>
            {positions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <span className={pickerStyles.columnChoice}>
          <label className={styles.filter}>
            <span>Vis</span>
            <select
              className={selectStyles.select}
              value={columnSet}
              onChange={(event) => showSet(event.target.value === 'fantasy' ? 'fantasy' : 'skills')}
            >
              <option value="skills">Ferdigheter</option>
              <option value="fantasy">Fantasypoeng</option>
            </select>
          </label>
        </span>
        <SquadFilter checked={onlySquad} onChange={setOnlySquad} />
      </div>
      {onlySquad && rows.length === 0 && <p className={pickerStyles.empty}>{NO_SQUAD_YET}</p>}
      <div className={`${styles.scroller} ${tall ? styles.tall : ''}`}>
        <table className={`${styles.table} ${styles.playerTable}`} aria-label="Spillere">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader
                  key={column.key}
                  column={column.key}
                  label={column.label}
                  short={column.short}
                  title={column.title}
                  numeric={column.key !== 'name' && column.key !== 'position'}
                  className={column.set && SET_CLASS[column.set]}
                  sort={sort}
                  onSort={sortBy}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((player) => {
              const classes = [
                player.playerID === selectedID ? styles.selected : '',
                team.includes(player.playerID) ? styles.onTeam : '',
              ];
              return (
                <tr key={player.playerID} className={classes.join(' ')} onClick={() => onSelect(player.playerID)}>
                  <td>
                    {/* The row is clickable for the mouse; this button is its keyboard way in. */}
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-pressed={player.playerID === selectedID}
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(player.playerID);
                      }}
                    >
                      {playerDisplayName(player)}
                    </button>{' '}
                    <PlayerStatusBadge status={statusOf(player.playerID)} />
                  </td>
                  {COLUMNS.slice(1).map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {cell(player, column.key)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
