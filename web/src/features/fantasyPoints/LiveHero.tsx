import type { TeamPointsExplained } from '@vsf/contract';
import { LiveMarker } from '../../shared/livePoints/LiveMarker';
import styles from './LiveHero.module.css';

/**
 * A phone's first screen while the match is played: the manager's provisional round points,
 * big, with the total and the world rank they give, above the round and the match, so the
 * number that moves is in view without scrolling past the header, the ticker and the menu.
 */
export function LiveHero({ team }: { team: TeamPointsExplained }) {
  return (
    <section className={styles.hero} aria-label="Dine poeng nå">
      <p className={styles.label}>
        Dine poeng <LiveMarker />
      </p>
      {/* A screen reader hears the number move, as it does the tile's on a wider screen. */}
      <p className={styles.points} aria-live="polite">
        {team.roundPoints}
      </p>
      <dl className={styles.numbers}>
        <div>
          <dt>Totalt</dt>
          <dd>{team.totalPoints}</dd>
        </div>
        <div>
          <dt>Verdensranking</dt>
          <dd>{team.worldRank === null ? '–' : `${team.worldRank} av ${team.teamCount}`}</dd>
        </div>
      </dl>
    </section>
  );
}
