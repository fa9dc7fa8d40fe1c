import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { compareTableRows, displayTeamName, isClubTeam } from '@vsf/engine';
import { type Fixture, type SeasonTableRow } from '@vsf/contract';
import { useSeasonFixtures } from '../../shared/fixtures/useSeasonFixtures';
import { Matchup } from '../../ui/TeamName';
import { useTables } from '../../shared/tables/useTables';
import { seasonContextAtom } from '../../store/season';
import styles from './ClubGlance.module.css';

const RESULTS_SHOWN = 3;
const TABLE_ROWS_SHOWN = 5;

/** The season's last played matches, newest first. */
export function latestResults(fixtures: readonly Fixture[], count = RESULTS_SHOWN): Fixture[] {
  return fixtures
    .filter((fixture) => fixture.homeTeamScore !== null)
    .slice(-count)
    .reverse();
}

/** The top of the club's own table this season: the tournament the club plays most of its matches in. */
export function tableTop<T extends SeasonTableRow>(rows: readonly T[], season: number, count = TABLE_ROWS_SHOWN): T[] {
  return clubTable(rows, season).slice(0, count);
}

/**
 * The club's own table this season: the tournament it has played most matches in, in the
 * engine's table order.
 */
export function clubTable<T extends SeasonTableRow>(rows: readonly T[], season: number): T[] {
  const ours = rows.filter((row) => row.season === season && isClubTeam(row.team));
  const league = [...ours].sort((a, b) => b.gamesPlayed - a.gamesPlayed)[0]?.tournement;
  if (league === undefined) return [];
  return rows.filter((row) => row.season === season && row.tournement === league).sort(compareTableRows);
}

/** The desktop's right side bar (000 §1): the latest results and the top of the table, at a glance. */
export function ClubGlance() {
  const context = useAtomValue(seasonContextAtom);
  const season = context?.thisYear ?? null;
  const fixtures = useSeasonFixtures(season ?? 0);
  const tables = useTables(season ?? 0);
  if (season === null) return null;
  const results = fixtures ? latestResults(fixtures) : [];
  const top = tables.status === 'ready' ? tableTop(tables.rows, season) : [];
  const live =
    tables.status === 'ready' ? tables.live.find((match) => match.tournement === top[0]?.tournement) : undefined;
  return (
    <>
      {results.length > 0 && (
        <section className={styles.card} aria-labelledby="siste-resultater">
          <h2 id="siste-resultater" className={styles.title}>
            Siste resultater
          </h2>
          <ul className={styles.results}>
            {results.map((fixture) => (
              <li key={fixture.fixtureTableID}>
                <Link to={`/match/${encodeURIComponent(fixture.matchID)}`} className={styles.result}>
                  <span>
                    <Matchup home={fixture.homeTeam} away={fixture.awayTeam} short="always" />
                  </span>
                  <strong>{fixture.result}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {top.length > 0 && (
        <section className={styles.card} aria-labelledby="tabelltopp">
          <h2 id="tabelltopp" className={styles.title}>
            <Link to="/table">Tabellen</Link>
          </h2>
          <table className={styles.table}>
            <caption className="visually-hidden">{top[0]?.tournement}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Lag</th>
                <th scope="col">K</th>
                <th scope="col">P</th>
              </tr>
            </thead>
            <tbody>
              {top.map((row, index) => (
                <tr key={row.team} className={isClubTeam(row.team) ? styles.own : undefined}>
                  <td>{index + 1}</td>
                  <td>
                    {displayTeamName(row.team)}
                    {row.provisional && <span className={styles.provisional}> (foreløpig)</span>}
                  </td>
                  <td>{row.gamesPlayed}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {live && (
            <p className={styles.live}>
              Foreløpig: {displayTeamName(live.homeTeam)} {live.homeTeamScore}–{live.awayTeamScore}{' '}
              {displayTeamName(live.awayTeam)} pågår.
            </p>
          )}
        </section>
      )}
    </>
  );
}
