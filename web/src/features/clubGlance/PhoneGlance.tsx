import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { isClubTeam } from '@vsf/engine';
import { type SeasonTableRow } from '@vsf/contract';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { useTables } from '../../shared/tables/useTables';
import { seasonContextAtom } from '../../store/season';
import { Matchup } from '../../ui/TeamName';
import { clubTable, latestResults } from './ClubGlance';
import styles from './PhoneGlance.module.css';

/**
 * The club's row in its own table this season (the tournament it has played most matches in),
 * with the place the server gave it.
 */
export function clubPlace<T extends SeasonTableRow>(rows: readonly T[], season: number): T | null {
  return clubTable(rows, season).find((row) => isClubTeam(row.team)) ?? null;
}

/**
 * The phone's home page, first thing under the header's next-match line (000 §1): the latest
 * result and the club's place in its table, each linked to where it is told in full.
 */
export function PhoneGlance() {
  const context = useAtomValue(seasonContextAtom);
  const season = context?.thisYear ?? null;
  const fixtures = useSeasonFixtures(season ?? 0);
  const tables = useTables(season ?? 0);
  if (season === null) return null;
  // While the two reads come, the card's place is kept, so the news below do not jump.
  if (fixtures === null || tables.status === 'loading') return <div className={styles.loading} aria-hidden="true" />;
  const latest = latestResults(fixtures, 1)[0];
  const place = tables.status === 'ready' ? clubPlace(tables.rows, season) : null;
  if (!latest && !place) return null;
  return (
    <section className={styles.card} aria-label="Siste resultat og tabellen">
      <dl className={styles.rows}>
        {latest && (
          <div className={styles.row}>
            <dt>Siste resultat</dt>
            <dd>
              <Link to={`/match/${encodeURIComponent(latest.matchID)}`} className={styles.link}>
                <span>
                  <Matchup home={latest.homeTeam} away={latest.awayTeam} />
                </span>
                <strong className={styles.figure}>{latest.result}</strong>
              </Link>
            </dd>
          </div>
        )}
        {place && (
          <div className={styles.row}>
            <dt>Tabellen</dt>
            <dd>
              <Link to="/table" className={styles.link}>
                <span>{place.tournement}</span>
                <strong className={styles.figure}>{place.position}. plass</strong>
              </Link>
              <span className={styles.detail}>
                {place.points} poeng etter {place.gamesPlayed} {place.gamesPlayed === 1 ? 'kamp' : 'kamper'}
                {/* While the club's match is live its running score is counted, as on /table. */}
                {place.provisional && ' (foreløpig)'}
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
