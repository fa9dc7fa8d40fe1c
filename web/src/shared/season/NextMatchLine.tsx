import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { displayTeamName, headerLiveMatch, isMatchOver, liveStatusText } from '@vsf/engine';
import { type Fixture, type LiveMatchSummary } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { useLiveMinuteText } from '../matchClock/useLiveMinuteText';
import { seasonContextAtom } from '../../store/season';
import { Matchup, TeamName } from '../../ui/TeamName';
import styles from './NextMatchLine.module.css';

export const SEASON_OVER_TEXT = 'Sesongen er ferdig. Det er ingen flere kamper i år.';

/** 'VSF - Heming', with every spelling of the club shown as its short name. */
export function matchup(fixture: Pick<Fixture, 'homeTeam' | 'awayTeam'>): string {
  return `${displayTeamName(fixture.homeTeam)} - ${displayTeamName(fixture.awayTeam)}`;
}

/** 'Direkte', 'VSF 2–1 Heming' and the minute; after the final whistle 'Slutt' and 'Kampen er ferdig'. */
function LiveMatchLine({ match, className }: { match: LiveMatchSummary; className: string }) {
  const minute = useLiveMinuteText(match);
  return (
    <p className={className}>
      <span className={`${styles.label} ${isMatchOver(match.phase) ? '' : styles.playing}`}>
        {liveStatusText(match.phase)}
      </span>
      <Link to={`/match/${encodeURIComponent(match.matchID)}`} className={styles.teams}>
        <TeamName team={match.homeTeam} />{' '}
        <span className={styles.score}>
          {match.homeTeamScore}–{match.awayTeamScore}
        </span>{' '}
        <TeamName team={match.awayTeam} />
      </Link>
      {minute !== '' && <span className={styles.when}>{minute}</span>}
    </p>
  );
}

/**
 * The header's line about the match: while one is played (the live list, refetched on every
 * `match:live`) its score and minute, until its result is confirmed; otherwise the next match,
 * linked to its match page, or that the season is over.
 */
export function NextMatchLine({ className }: { className?: string }) {
  const context = useAtomValue(seasonContextAtom);
  const live = useApiQuery('getLiveMatches', {});
  const lineClass = `${styles.line} ${className ?? ''}`;
  const playing = headerLiveMatch(live.data?.matches ?? [], context?.nextMatch?.matchID ?? null);
  if (playing) return <LiveMatchLine match={playing} className={lineClass} />;
  // Without a season context there is nothing true to say; the line stays empty.
  if (!context) return null;
  const match = context.nextMatch;
  return (
    <p className={lineClass}>
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
