import type { Fixture } from '@vsf/contract';
import { matchup } from '../season/NextMatchLine';
import { deadlineText } from './useFantasyRound';
import styles from './MatchBanner.module.css';

interface MatchBannerProps {
  fixture: Fixture;
  /** Omitted where substitutions are not the topic (the home page's next match). */
  remainingSubs?: number | null;
}

/** The round's match: who plays, kick-off, the fantasy deadline, and substitutions left (∞ = unlimited). */
export function MatchBanner({ fixture, remainingSubs }: MatchBannerProps) {
  return (
    <section className={styles.banner} aria-label="Kampen denne runden">
      <p className={styles.teams}>{matchup(fixture)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Kampstart</dt>
          <dd>
            {fixture.day} {fixture.date} kl. {fixture.time}
          </dd>
        </div>
        <div>
          <dt>Frist for bytter</dt>
          <dd>{deadlineText(fixture)}</dd>
        </div>
        {remainingSubs !== undefined && (
          <div>
            <dt>Bytter igjen</dt>
            <dd>
              {remainingSubs === null ? (
                <span title="Ubegrenset" aria-label="Ubegrenset">
                  ∞
                </span>
              ) : (
                remainingSubs
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
