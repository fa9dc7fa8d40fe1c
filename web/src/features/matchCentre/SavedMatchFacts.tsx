import { playerDisplayName } from '@vsf/engine';
import { type MatchDetail, type MatchPlayer } from '@vsf/contract';
import styles from './MatchCentre.module.css';

function names<T extends MatchPlayer>(rows: readonly T[], count: (row: T) => number = () => 1): string {
  if (rows.length === 0) return '–';
  return rows.map((row) => `${playerDisplayName(row)}${count(row) > 1 ? ` (${count(row)})` : ''}`).join(', ');
}

/** A match played before live entry, or entered in the statistics form: what its statistics say. */
export function SavedMatchFacts({ detail }: { detail: MatchDetail }) {
  const rows: [string, string][] = [
    ['Mål', names(detail.goalScorers, (row) => row.goalsScored)],
    ['Målgivende', names(detail.assists, (row) => row.assists)],
    ['Selvmål', names(detail.ownGoals, (row) => row.ownGoals)],
    ['Gule kort', names(detail.yellowCards, (row) => row.yellowCards)],
    ['Røde kort', names(detail.redCards, (row) => row.redCards)],
    ['I mål', names(detail.goalKeepers)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="match-facts-title">
      <h2 id="match-facts-title" className={styles.panelTitle}>
        Statistikk
      </h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
