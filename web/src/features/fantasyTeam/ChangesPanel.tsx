import { newlyAddedPlayers } from '@vsf/engine';
import styles from './TeamEditor.module.css';

interface ChangesPanelProps {
  /** The previous round's team; null is the free first selection. */
  previousPlayers: readonly number[] | null;
  team: readonly number[];
  nameOf: (playerID: number) => string;
}

/**
 * The expandable list of players out and in against the previous round's team: those are
 * what substitutions count (001 §9). A first selection has nothing to compare with.
 */
export function ChangesPanel({ previousPlayers, team, nameOf }: ChangesPanelProps) {
  const playersIn = previousPlayers === null ? [] : newlyAddedPlayers(previousPlayers, team);
  // The same engine rule read the other way round: who left the previous round's team.
  const playersOut = previousPlayers === null ? [] : newlyAddedPlayers(team, previousPlayers);
  return (
    <details className={styles.changes}>
      <summary>
        Bytter denne runden ({playersIn.length} inn, {playersOut.length} ut)
      </summary>
      <div className={styles.changeLists}>
        <div>
          <h3>Ut</h3>
          <ul aria-label="Spillere ut">
            {playersOut.map((playerID) => (
              <li key={playerID}>{nameOf(playerID)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Inn</h3>
          <ul aria-label="Spillere inn">
            {playersIn.map((playerID) => (
              <li key={playerID}>{nameOf(playerID)}</li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
