import { playerDisplayName, type PlayerSkills } from '@vsf/engine';
import type { PlayerWithStats } from '../player/types';
import { SortHeader, sortRows, useSort } from './sortableTable';
import styles from './Tables.module.css';

type Column = 'name' | 'position' | keyof PlayerSkills;

const COLUMNS: { key: Column; label: string }[] = [
  { key: 'name', label: 'Navn' },
  { key: 'skillPoints', label: 'Ferdighet' },
  { key: 'position', label: 'Posisjon' },
  { key: 'reliability', label: 'Pålitelighet' },
  { key: 'attack', label: 'Angrep' },
  { key: 'defence', label: 'Forsvar' },
  { key: 'keeper', label: 'Målvakt' },
  { key: 'disiplin', label: 'Disiplin' },
  { key: 'xFactor', label: 'X-Faktor' },
];

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
}

/** The club's active players to choose from (001 §2, Mitt lag); a click selects the player. */
export function PlayerTable({ players, team, selectedID, onSelect }: PlayerTableProps) {
  const { sort, toggle } = useSort<Column>({ column: 'skillPoints', direction: 'descending' });
  const rows = sortRows(
    players.filter((player) => player.active === 1),
    sort,
    value,
  );
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Spillere">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column.key} label={column.label} sort={sort} onSort={toggle} />
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
                    {value(player, column.key)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
