import { formatOsloDateTime } from '@vsf/engine';
import type { MatchSquad as PublishedSquadAnswer } from '@vsf/contract';
import { useApiQuery } from '../../api/useApiQuery';
import { MatchSquad } from './MatchSquad';
import styles from './MatchCentre.module.css';

export const SQUAD_NOT_PUBLISHED = 'Troppen er ikke tatt ut ennå.';

/** 'Publisert 27.11.2026 kl. 20.15', and when it last changed if it did. */
export function publishedText(squad: PublishedSquadAnswer): string {
  if (!squad.publishedAt) return SQUAD_NOT_PUBLISHED;
  const published = `Publisert ${formatOsloDateTime(new Date(squad.publishedAt))}`;
  if (!squad.changedAt || squad.changedAt === squad.publishedAt) return `${published}.`;
  return `${published}, endret ${formatOsloDateTime(new Date(squad.changedAt))}.`;
}

/**
 * Before kick-off: the squad the club published for the match, and when; `squad:updated`
 * brings a change at once. From kick-off the touchline's squad takes its place.
 */
export function PublishedSquad({ matchID }: { matchID: string }) {
  const query = useApiQuery('getSquad', { matchID });
  const squad = query.data?.squad;
  if (!squad) return null;
  if (!squad.published)
    return (
      <section className={styles.panel} aria-labelledby="match-squad-title">
        <h2 id="match-squad-title" className={styles.panelTitle}>
          Tropp
        </h2>
        <p className={styles.muted}>{SQUAD_NOT_PUBLISHED}</p>
      </section>
    );
  return <MatchSquad squad={squad.players} keeperID={null} note={publishedText(squad)} />;
}
