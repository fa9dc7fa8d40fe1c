import { warnsManager } from '@vsf/engine';
import { PlayerStatusBadge } from '../../shared/availability/PlayerStatusBadge';
import type { PlayerStatuses } from '../../shared/availability/usePlayerStatuses';
import styles from './TeamEditor.module.css';

interface TeamStatusNoteProps {
  team: readonly number[];
  statuses: PlayerStatuses;
  nameOf: (playerID: number) => string;
  /** Whether the team can still be changed (the current round, before the deadline). */
  canChange: boolean;
}

/**
 * The manager's players who will not play ('Kan ikke', 'Ikke i troppen'), named above the
 * pitch: the game's rules are unchanged, this tells, it does not swap.
 */
export function TeamStatusNote({ team, statuses, nameOf, canChange }: TeamStatusNoteProps) {
  const out = team.filter((playerID) => warnsManager(statuses?.get(playerID) ?? null));
  if (out.length === 0) return null;
  return (
    <section className={styles.statusNote} aria-labelledby="team-status-note">
      <h2 id="team-status-note" className={styles.statusNoteTitle}>
        {out.length === 1
          ? 'En spiller på laget ditt spiller ikke'
          : `${out.length} spillere på laget ditt spiller ikke`}
      </h2>
      <ul>
        {out.map((playerID) => (
          <li key={playerID}>
            {nameOf(playerID)} <PlayerStatusBadge status={statuses?.get(playerID) ?? null} />
          </li>
        ))}
      </ul>
      {canChange && <p>Bytt før fristen om du vil.</p>}
    </section>
  );
}
