import { useEffect, useId, useRef } from 'react';
import { BOOST_LABELS, playerDisplayName } from '@vsf/engine';
import { type PlayerWithStats, type TeamPointsExplained } from '@vsf/contract';
import { pointsFormula, scoredCategories, signed, spokenPoints, teamTerms } from './teamPointsText';
import styles from './PointsExplained.module.css';

interface PointsExplainedProps {
  team: TeamPointsExplained;
  clubPlayers: readonly PlayerWithStats[];
  /** The player whose breakdown is open (a tap on their shirt opens it). */
  openID: number | null;
  onOpen: (playerID: number | null) => void;
  onPlayer: (playerID: number) => void;
}

/**
 * 'Slik ble poengene dine': per chosen player the points by category, the
 * captain's ×2 or ×3 and the boost's bonus, and the sum of the players, which is 'Dine poeng'.
 */
export function PointsExplained({ team, clubPlayers, openID, onOpen, onPlayer }: PointsExplainedProps) {
  const titleId = useId();
  const byID = new Map(clubPlayers.map((player) => [player.playerID, player]));
  const nameOf = (playerID: number) => {
    const player = byID.get(playerID);
    return player ? playerDisplayName(player) : `Spiller ${playerID}`;
  };
  const opened = useRef<HTMLElement | null>(null);
  // A tap on a shirt opens that player's breakdown and takes the focus there, so it is read next.
  useEffect(() => opened.current?.focus(), [openID]);

  return (
    <section className={styles.explained} aria-labelledby={titleId}>
      <h3 id={titleId}>Slik ble poengene dine</h3>
      <ul className={styles.list}>
        {team.players.map((player) => {
          const name = nameOf(player.playerID);
          const isOpen = openID === player.playerID;
          return (
            <li key={player.playerID}>
              <details
                open={isOpen}
                onToggle={(event) => {
                  const nowOpen = event.currentTarget.open;
                  if (nowOpen !== isOpen) onOpen(nowOpen ? player.playerID : null);
                }}
              >
                <summary ref={isOpen ? (element) => void (opened.current = element) : undefined}>
                  <span className="visually-hidden">{spokenPoints(name, player, team.activeBoost)}</span>
                  <span className={styles.name} aria-hidden="true">
                    {name}
                    {player.isCaptain && <span className={styles.badge}> (C)</span>}
                  </span>
                  {/* The sum and the points move together to a second line when the name needs the room. */}
                  <span className={styles.result}>
                    <span className={`${styles.formula} ${player.attended ? '' : styles.absent}`} aria-hidden="true">
                      {pointsFormula(player, team.activeBoost)}
                    </span>
                    <strong className={styles.points} aria-hidden="true">
                      {player.points} p
                    </strong>
                  </span>
                </summary>
                <dl className={styles.lines}>
                  {!player.attended && (
                    <div>
                      <dt>Møtte ikke</dt>
                      <dd>0</dd>
                    </div>
                  )}
                  {scoredCategories(player).map(({ label, points }) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{signed(points)}</dd>
                    </div>
                  ))}
                  <div className={styles.subtotal}>
                    <dt>Egne poeng</dt>
                    <dd>{player.base}</dd>
                  </div>
                  {player.multiplier > 1 && (
                    <div>
                      <dt>
                        {player.multiplier === 3 ? 'Superkaptein' : 'Kaptein'} ×{player.multiplier}
                      </dt>
                      <dd>{signed(player.captainBonus)}</dd>
                    </div>
                  )}
                  {player.boostBonus !== 0 && team.activeBoost !== null && (
                    <div>
                      <dt>{BOOST_LABELS[team.activeBoost]}</dt>
                      <dd>{signed(player.boostBonus)}</dd>
                    </div>
                  )}
                  <div className={styles.total}>
                    <dt>For laget ditt</dt>
                    <dd>{player.points}</dd>
                  </div>
                </dl>
                <button type="button" className={styles.card} onClick={() => onPlayer(player.playerID)}>
                  Vis spillerkort
                </button>
              </details>
            </li>
          );
        })}
      </ul>
      <p className={styles.sum}>
        <span>Til sammen</span>
        <span className={styles.formula}>{teamTerms(team.players)} =</span>
        <strong>{team.roundPoints} poeng</strong>
      </p>
    </section>
  );
}
