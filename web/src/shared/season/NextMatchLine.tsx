import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { displayTeamName, type Fixture } from '@vsf/engine';
import { seasonContextAtom } from '../../store/season';
import { Matchup } from '../../ui/TeamName';
import styles from './NextMatchLine.module.css';

export const SEASON_OVER_TEXT = 'Sesongen er ferdig. Det er ingen flere kamper i år.';

/** 'VSF - Heming', with every spelling of the club shown as its short name. */
export function matchup(fixture: Pick<Fixture, 'homeTeam' | 'awayTeam'>): string {
  return `${displayTeamName(fixture.homeTeam)} - ${displayTeamName(fixture.awayTeam)}`;
}

/** The header's line about the next match, linked to its match page, or that the season is over. */
export function NextMatchLine({ className }: { className?: string }) {
  const context = useAtomValue(seasonContextAtom);
  // Without a season context there is nothing true to say; the line stays empty.
  if (!context) return null;
  const match = context.nextMatch;
  return (
    <p className={`${styles.line} ${className ?? ''}`}>
      {match ? (
        <>
          <span className={styles.label}>Neste kamp</span>
          <span className={styles.when}>
            {match.date} {match.day} kl. {match.time}
          </span>
          <Link to={`/match/${encodeURIComponent(match.matchID)}`} className={styles.teams}>
            <Matchup home={match.homeTeam} away={match.awayTeam} />
          </Link>
        </>
      ) : (
        SEASON_OVER_TEXT
      )}
    </p>
  );
}
