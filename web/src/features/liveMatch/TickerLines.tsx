import { Link } from 'react-router-dom';
import { displayTeamName, matchTimeline } from '@vsf/engine';
import { type LiveMatchSummary } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { useLiveMinuteText } from '../../shared/matchClock/useLiveMinuteText';
import { TeamName } from '../../ui/TeamName';
import type { LiveEntry } from './atoms';
import styles from './LiveMatchTicker.module.css';

const KIND_LABEL: Record<LiveEntry['kind'], string> = {
  goal: 'Mål',
  card: 'Kort',
  score: 'Stilling',
  trivia: 'Kampfakta',
  phase: 'Kampen',
  correction: 'Rettet',
};

/** 'VSF 2–1 Heming' and the minute (or 'Kampen er ferdig'), linking to the match page. */
function Headline({ summary }: { summary: LiveMatchSummary }) {
  const minute = useLiveMinuteText(summary);
  return (
    <Link to={`/match/${summary.matchID}`} className={styles.headline}>
      <span>
        <TeamName team={summary.homeTeam} />{' '}
        <strong className={styles.score}>
          {summary.homeTeamScore}–{summary.awayTeamScore}
        </strong>{' '}
        <TeamName team={summary.awayTeam} />
      </span>
      {minute !== '' && <span className={styles.minute}>{minute}</span>}
    </Link>
  );
}

/**
 * One match being played: the headline, then every event so far, newest first, with the
 * score as it stood after each goal (not the latest score beside every line).
 */
export function LiveMatchLine({ summary }: { summary: LiveMatchSummary }) {
  const detail = useApiQuery('getLiveMatch', { matchID: summary.matchID });
  const items = detail.data ? [...matchTimeline(detail.data.match)].reverse() : [];
  return (
    <div className={styles.match}>
      <Headline summary={summary} />
      {items.length > 0 && (
        <ol
          className={`${styles.entries} ${styles.scrolling}`}
          aria-label={`Hendelser i ${displayTeamName(summary.homeTeam)} – ${displayTeamName(summary.awayTeam)}`}
          aria-live="polite"
          // Scrollable when long: keyboard users reach it with Tab and scroll with the arrows.
          tabIndex={0}
        >
          {items.map((item) =>
            item.kind === 'phase' ? (
              <li key={item.mark} className={styles.entry}>
                <span className={styles.kind}>Kampen</span>
                <span>{item.text}</span>
              </li>
            ) : (
              <li key={item.event.eventID} className={styles.entry}>
                <span className={styles.kind}>{item.event.minute}’</span>
                {item.score && (
                  <span className={styles.score}>
                    {item.score.home}–{item.score.away}
                  </span>
                )}
                <span>{item.text}</span>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}

/**
 * An entry of the statistics form. A result entered after the match names only the final
 * score, so the score stands in the 'Stillingen er …' line alone, never beside each goal.
 */
export function StatisticsEntryLine({ entry }: { entry: LiveEntry }) {
  return (
    <li className={styles.entry}>
      <span className={styles.kind}>{KIND_LABEL[entry.kind]}</span>
      <Link to={`/match/${entry.matchID}`} className={styles.entryLink}>
        {entry.text}
      </Link>
    </li>
  );
}
