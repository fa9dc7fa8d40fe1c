import type { LiveSquadPlayer } from '@vsf/engine';
import styles from './MatchCentre.module.css';

/** The club's squad for the match, by shirt number. */
export function MatchSquad({ squad }: { squad: readonly LiveSquadPlayer[] }) {
  if (squad.length === 0) return null;
  const sorted = [...squad].sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb'));
  return (
    <section className={styles.panel} aria-labelledby="match-squad-title">
      <h2 id="match-squad-title" className={styles.panelTitle}>
        Tropp
      </h2>
      <ul className={styles.squad}>
        {sorted.map((player) => (
          <li key={player.playerID} className={styles.squadPlayer}>
            <span className={styles.jersey} aria-label={`Nummer ${player.jerseyNo}`}>
              {player.jerseyNo}
            </span>
            <span>{player.name}</span>
            <span className={styles.position}>{player.position}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
