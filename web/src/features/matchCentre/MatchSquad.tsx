import type { LiveSquadPlayer } from '@vsf/engine';
import { JerseyNumber } from '../../ui/JerseyNumber';
import styles from './MatchCentre.module.css';

interface MatchSquadProps {
  squad: readonly LiveSquadPlayer[];
  keeperID: number | null;
  /** A line under the heading: when a published squad was published and changed. */
  note?: string;
}

/** The club's squad for the match, by shirt number, the keeper marked. */
export function MatchSquad({ squad, keeperID, note }: MatchSquadProps) {
  if (squad.length === 0) return null;
  const sorted = [...squad].sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb'));
  return (
    <section className={styles.panel} aria-labelledby="match-squad-title">
      <h2 id="match-squad-title" className={styles.panelTitle}>
        Tropp
      </h2>
      {note && <p className={styles.muted}>{note}</p>}
      <ul className={styles.squad}>
        {sorted.map((player) => (
          <li key={player.playerID} className={styles.squadPlayer}>
            <JerseyNumber className={styles.jersey} jerseyNo={player.jerseyNo} />
            <span>{player.name}</span>
            <span className={styles.position}>
              {player.playerID === keeperID ? 'Keeper i kampen' : player.position}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
