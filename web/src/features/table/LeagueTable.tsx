import { displayTeamName, isClubTeam } from '@vsf/engine';
import { type SeasonTableRow } from '@vsf/contract';
import { NO_DATA_TEXT } from '../../ui/stateTexts';
import frame from '../../ui/dataView.module.css';
import styles from './LeagueTable.module.css';

interface Column {
  key: keyof SeasonTableRow;
  label: string;
  short: string;
  /** The compact view drops the goal columns (spec 000 §2). */
  goals: boolean;
}

const COLUMNS: Column[] = [
  { key: 'position', label: 'Plass', short: '#', goals: false },
  { key: 'team', label: 'Lag', short: 'Lag', goals: false },
  { key: 'gamesPlayed', label: 'Kamper spilt', short: 'K', goals: false },
  { key: 'wins', label: 'Seiere', short: 'S', goals: false },
  { key: 'ties', label: 'Uavgjort', short: 'U', goals: false },
  { key: 'losses', label: 'Tap', short: 'T', goals: false },
  { key: 'goalsScored', label: 'Mål for', short: '+', goals: true },
  { key: 'goalsConceded', label: 'Mål imot', short: '-', goals: true },
  { key: 'goalDifference', label: 'Målforskjell', short: '+/-', goals: true },
  { key: 'points', label: 'Poeng', short: 'P', goals: false },
];

/** A row as the table shows it: provisional while a live match's running score is counted in it. */
type ShownRow = SeasonTableRow & { provisional?: boolean };

/**
 * One tournament's table in the order given (the engine's), 'Plass' as the row number. A
 * provisional row says so in words ('Foreløpig'), not by colour only.
 */
export function LeagueTable({ rows, variant }: { rows: readonly ShownRow[]; variant: 'full' | 'compact' }) {
  if (rows.length === 0) return <p className={frame.empty}>{NO_DATA_TEXT}</p>;
  const shown = variant === 'compact' ? COLUMNS.filter((column) => !column.goals) : COLUMNS;
  return (
    <div className={`${frame.scroller} ${styles.box}`}>
      <table className={`${frame.table} ${styles.table} ${variant === 'compact' ? frame.compact : styles.full}`}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" className={column.key === 'team' ? undefined : frame.number}>
                {variant === 'compact' ? <abbr title={column.label}>{column.short}</abbr> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const club = isClubTeam(row.team);
            return (
              <tr
                key={`${row.team}-${index}`}
                className={
                  [club ? styles.club : '', row.provisional ? styles.provisionalRow : ''].join(' ').trim() || undefined
                }
              >
                {shown.map((column) => (
                  <td key={column.key} className={column.key === 'team' ? styles.team : frame.number}>
                    {column.key === 'position' ? (
                      index + 1
                    ) : column.key === 'team' ? (
                      <>
                        {displayTeamName(row.team)}
                        {row.provisional && <span className={styles.provisional}>Foreløpig</span>}
                      </>
                    ) : column.key === 'goalDifference' && row.goalDifference > 0 ? (
                      `+${row.goalDifference}`
                    ) : (
                      row[column.key]
                    )}
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
