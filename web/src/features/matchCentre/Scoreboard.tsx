import { displayTeamName, isClubTeam } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { ClubCrest } from '../../ui/ClubCrest';
import { TeamName } from '../../ui/TeamName';
import { useMatchClock } from '../../shared/matchClock/useMatchClock';
import styles from './MatchCentre.module.css';

/** The club's crest; the opponents a plain badge with their initial (we hold no other crests). */
function TeamBadge({ team }: { team: string }) {
  if (isClubTeam(team)) return <ClubCrest size={56} decorative className={styles.crest} />;
  return (
    <span className={styles.badge} aria-hidden="true">
      {displayTeamName(team).trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** What the clock says, in words a fan reads at a glance. */
function clockText(match: LiveMatch, label: string): string {
  if (match.saved) return 'Slutt';
  if (match.phase === 'notStarted') return `Avspark kl. ${match.time}`;
  if (match.phase === 'halfTime' || match.phase === 'finished') return label;
  return label === '' ? 'Pågår' : `${label}’`;
}

/** The teams, the score and the minute at the top of the match page. */
export function Scoreboard({ match }: { match: LiveMatch }) {
  const clock = useMatchClock(match);
  const live =
    !match.saved && (match.phase === 'firstHalf' || match.phase === 'secondHalf' || match.phase === 'halfTime');
  const hasScore = match.saved || match.phase !== 'notStarted';
  const home = displayTeamName(match.homeTeam);
  const away = displayTeamName(match.awayTeam);
  return (
    <section className={styles.scoreboard} aria-label="Stillingen">
      <p className={styles.meta}>
        {match.tournament}, runde {match.round} · {match.date} kl. {match.time} · {match.pitch}
      </p>
      <div className={styles.teams}>
        <div className={styles.team}>
          <TeamBadge team={match.homeTeam} />
          <span className={styles.teamName}>
            <TeamName team={match.homeTeam} />
          </span>
        </div>
        <p className={styles.score} aria-live="polite" aria-atomic="true">
          {hasScore ? (
            <>
              <span className="visually-hidden">{`${home} ${match.homeTeamScore}, ${away} ${match.awayTeamScore}`}</span>
              <span aria-hidden="true">
                {match.homeTeamScore}–{match.awayTeamScore}
              </span>
            </>
          ) : (
            <span className={styles.versus}>–</span>
          )}
        </p>
        <div className={styles.team}>
          <TeamBadge team={match.awayTeam} />
          <span className={styles.teamName}>
            <TeamName team={match.awayTeam} />
          </span>
        </div>
      </div>
      <p className={styles.clock}>
        {live && <span className={styles.liveDot}>Direkte</span>}
        <span>{clockText(match, clock.label)}</span>
      </p>
    </section>
  );
}
