import { isGoalkeeperPosition, jerseyText, NO_JERSEY_NUMBER, TEAM_SIZE } from '@vsf/engine';
import styles from './Pitch.module.css';

export interface PitchPlayer {
  playerID: number;
  /** The name to show (nickname, or first and last name: engine's playerDisplayName). */
  name: string;
  position: string;
  /** The shirt number to print on the shirt; left out when the player has none (a dash is printed). */
  jerseyNo?: string;
  /** Shown under the name when given (round points on the points and team modal views). */
  caption?: string;
}

interface PitchProps {
  players: readonly PitchPlayer[];
  captain: number | null;
  /** Makes the players buttons; the team page and the modals use it to select or open a player. */
  onSelect?: (playerID: number) => void;
  selectedID?: number | null;
  /** Read by screen readers as the pitch's name, e.g. 'Laget ditt'. */
  label?: string;
}

/** Lines from the goal outwards; a position we do not know plays in midfield. */
const LINES = ['Målvakt', 'Forsvar', 'Midtbane', 'Angrep'] as const;

function lineOf(position: string): (typeof LINES)[number] {
  if (isGoalkeeperPosition(position)) return 'Målvakt';
  return position === 'Forsvar' || position === 'Angrep' ? position : 'Midtbane';
}

/**
 * The 7 players on a football pitch, grouped by position line (pitch position does not
 * affect scoring, so this is only for the eye). Empty places of an unfinished team show
 * as dashed shirts, so the user sees how many are still missing.
 */
export function Pitch({ players, captain, onSelect, selectedID = null, label = 'Laget på banen' }: PitchProps) {
  const emptySlots = Math.max(0, TEAM_SIZE - players.length);
  // The attack is drawn at the top, the keeper at the bottom, as TV graphics do.
  const lines = [...LINES].reverse().map((line) => ({
    line,
    players: players.filter((player) => lineOf(player.position) === line),
  }));

  return (
    <div className={styles.pitch} role="group" aria-label={label}>
      <div className={styles.markings} aria-hidden="true">
        <span className={styles.halfway} />
        <span className={styles.circle} />
        <span className={styles.boxTop} />
        <span className={styles.boxBottom} />
      </div>
      <ul className={styles.lines}>
        {lines
          .filter(({ players: inLine }) => inLine.length > 0)
          .map(({ line, players: inLine }) => (
            <li key={line} className={styles.line}>
              <ul className={styles.row} aria-label={line}>
                {inLine.map((player) => (
                  <li key={player.playerID}>
                    <PitchSpot
                      player={player}
                      isCaptain={player.playerID === captain}
                      isSelected={player.playerID === selectedID}
                      onSelect={onSelect}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        {emptySlots > 0 && (
          <li className={styles.line}>
            <ul className={styles.row} aria-label={`${emptySlots} ledige plasser`}>
              {Array.from({ length: emptySlots }, (_, index) => (
                <li key={index} className={styles.spot}>
                  <span className={`${styles.shirtBox} ${styles.emptyShirt}`} aria-hidden="true">
                    <span className={styles.shirt} />
                  </span>
                  <span className={styles.name}>Ledig</span>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </div>
  );
}

interface PitchSpotProps {
  player: PitchPlayer;
  isCaptain: boolean;
  isSelected: boolean;
  onSelect?: (playerID: number) => void;
}

function PitchSpot({ player, isCaptain, isSelected, onSelect }: PitchSpotProps) {
  const content = (
    <>
      <span className={`${styles.shirtBox} ${isGoalkeeperPosition(player.position) ? styles.keeperShirt : ''}`}>
        <span className={styles.shirt}>
          {/* A shirt without a number shows a dash, not a blank shirt. */}
          <span className={styles.number} aria-hidden="true">
            {player.jerseyNo ?? jerseyText(NO_JERSEY_NUMBER)}
          </span>
        </span>
        {isCaptain && (
          <abbr className={styles.captain} title="Kaptein">
            C
          </abbr>
        )}
      </span>
      <span className={styles.name}>{player.name}</span>
      {player.caption !== undefined && <span className={styles.caption}>{player.caption}</span>}
    </>
  );
  const className = `${styles.spot} ${isSelected ? styles.selected : ''}`;
  if (!onSelect) return <div className={className}>{content}</div>;
  return (
    <button
      type="button"
      className={`${className} ${styles.button}`}
      aria-pressed={isSelected}
      onClick={() => onSelect(player.playerID)}
    >
      {content}
    </button>
  );
}
