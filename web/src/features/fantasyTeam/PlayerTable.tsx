import { useState } from 'react';
import { playerDisplayName, type PlayerSkills, type PlayerWithStats } from '@vsf/engine';
import { SortHeader, sortRows, useSort } from '../../ui/sortableTable';
import styles from '../../ui/sortableTable.module.css';
import selectStyles from '../../ui/select.module.css';

type Column = 'name' | 'position' | keyof PlayerSkills;

/** The spec's headers (001 §2), and the short ones a narrow table shows instead. */
const COLUMNS: { key: Column; label: string; short?: string }[] = [
  { key: 'name', label: 'Navn' },
  { key: 'skillPoints', label: 'Ferdighet', short: 'Ferd' },
  { key: 'position', label: 'Posisjon', short: 'Pos' },
  { key: 'reliability', label: 'Pålitelighet', short: 'Pål' },
  { key: 'attack', label: 'Angrep', short: 'Ang' },
  { key: 'defence', label: 'Forsvar', short: 'Fors' },
  { key: 'keeper', label: 'Målvakt', short: 'Mv' },
  { key: 'disiplin', label: 'Disiplin', short: 'Disp' },
  { key: 'xFactor', label: 'X-Faktor', short: 'XF' },
];

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

function value(player: PlayerWithStats, column: Column): string | number {
  if (column === 'name') return playerDisplayName(player);
  if (column === 'position') return player.position;
  return player.skills[column];
}

interface PlayerTableProps {
  players: readonly PlayerWithStats[];
  team: readonly number[];
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
 * The club's active players to choose from (001 §2, Mitt lag), narrowed to one position if
 * the manager likes; a click selects the player.
 */
export function PlayerTable({ players, team, selectedID, onSelect, tall = false }: PlayerTableProps) {
  const { sort, toggle } = useSort<Column>({ column: 'skillPoints', direction: 'descending' });
  const [position, setPosition] = useState<string>(ALL_POSITIONS);
  const active = players.filter((player) => player.active === 1);
  const positions = [...new Set(active.map((player) => player.position))].sort(byPitchOrder);
  const rows = sortRows(
    active.filter((player) => position === ALL_POSITIONS || player.position === position),
    sort,
    value,
  );
  return (
    <>
      <label className={styles.filter}>
        <span>Posisjon</span>
        <select className={selectStyles.select} value={position} onChange={(event) => setPosition(event.target.value)}>
          <option value={ALL_POSITIONS}>Alle</option>
          {positions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
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
                  numeric={column.key !== 'name' && column.key !== 'position'}
                  sort={sort}
                  onSort={toggle}
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
                    </button>
                  </td>
                  {COLUMNS.slice(1).map((column) => (
                    <td key={column.key} className={column.key === 'position' ? undefined : styles.number}>
                      {column.key === 'position' ? (
                        <PositionCell position={player.position} />
                      ) : (
                        value(player, column.key)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
