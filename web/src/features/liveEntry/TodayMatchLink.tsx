import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { displayTeamName, osloToday } from '@vsf/engine';
import { useApiQuery } from '../../api/useApiQuery';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { seasonContextAtom } from '../../store/season';
import { matchChoices } from './matchChoice';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/** On the admin home: the match going on or today's, one tap from its touchline entry. */
export function TodayMatchLink() {
  const season = useAtomValue(seasonContextAtom)?.thisYear ?? 0;
  const fixtures = useSeasonFixtures(season);
  const live = useApiQuery('getLiveMatches', {});
  const match = useMemo(() => {
    if (!fixtures || !live.data) return null;
    const { live: going, today } = matchChoices(fixtures, live.data.matches, osloToday(new Date()));
    return going[0] ?? today[0] ?? null;
  }, [fixtures, live.data]);
  if (!match) return null;
  return (
    <Link className={`${styles.choice} ${styles.choiceLive}`} to={`/admin/live/${encodeURIComponent(match.matchID)}`}>
      <span className={styles.choiceTeams}>
        {LIVE_TEXTS.title}: {displayTeamName(match.homeTeam)} – {displayTeamName(match.awayTeam)}
      </span>
      <span className={styles.choiceMeta}>Dagens kamp. Trykk for å føre den fra sidelinjen.</span>
    </Link>
  );
}
