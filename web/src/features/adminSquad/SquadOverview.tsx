import { Link } from 'react-router-dom';
import { displayTeamName, formatKickoff } from '@vsf/engine';
import type { AvailabilitySummary } from '@vsf/contract';
import { loadableOf } from '../../api/loadable';
import { useApiQuery } from '../../api/useApiQuery';
import { QueryState } from '../../ui/QueryState';
import styles from './AdminSquad.module.css';

export const OVERVIEW_TEXTS = {
  none: 'Ingen kommende kamper denne sesongen.',
  loadFailed: 'Kunne ikke hente svarene. Prøv igjen om litt.',
} as const;

/** '8 kan spille · 2 usikre · 1 kan ikke · 10 har ikke svart' */
export function countsText({ counts }: AvailabilitySummary): string {
  return [
    `${counts.available} kan spille`,
    `${counts.unsure} ${counts.unsure === 1 ? 'usikker' : 'usikre'}`,
    `${counts.unavailable} kan ikke`,
    `${counts.notAnswered} har ikke svart`,
  ].join(' · ');
}

function squadText({ squad }: AvailabilitySummary): string {
  return squad.published ? `Tropp publisert (${squad.size})` : 'Tropp ikke publisert';
}

/**
 * The coming fixtures with the answers counted and the squad's state, each a link to its
 * answers and squad (/admin/squad/{matchID}); on the admin home and /admin/squad.
 */
export function SquadOverview() {
  const query = useApiQuery('getAvailabilityOverview', {});
  return (
    <QueryState
      state={loadableOf(query, OVERVIEW_TEXTS.loadFailed)}
      errorClassName={styles.error}
      empty={{
        isEmpty: ({ value }) => value.fixtures.length === 0,
        text: OVERVIEW_TEXTS.none,
        className: styles.muted,
      }}
    >
      {({ value }) => (
        <ul className={styles.overview}>
          {value.fixtures.map((summary) => (
            <li key={summary.match.matchID}>
              <Link className={styles.fixture} to={`/admin/squad/${encodeURIComponent(summary.match.matchID)}`}>
                <span className={styles.fixtureTeams}>
                  {displayTeamName(summary.match.homeTeam)} – {displayTeamName(summary.match.awayTeam)}
                </span>
                <span className={styles.fixtureMeta}>
                  {summary.match.date} {formatKickoff(summary.match.time)} · {squadText(summary)}
                </span>
                <span className={styles.fixtureMeta}>{countsText(summary)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
