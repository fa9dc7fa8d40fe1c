import { useState } from 'react';
import { osloWallClock, type MatchEvent } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { EventDialog, type EventFacts } from './EventDialog';
import { describeEvent, describeWrite, eventTextOf, squadNames } from './describe';
import { inMatchOrderNewestFirst } from './order';
import type { OutboxEntry, OutboxWrite } from './outbox';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

interface EventListProps {
  match: LiveMatch;
  entries: readonly OutboxEntry[];
  /** Corrections are allowed until the result is confirmed. */
  editable: boolean;
  enter: (write: OutboxWrite) => void;
  retry: () => void;
}

const STATUS_TEXT = { pending: LIVE_TEXTS.notSent, failed: LIVE_TEXTS.notSent, sending: LIVE_TEXTS.sending } as const;

/** The match's events, newest first, with who entered them; above them, what has not reached the server yet. */
export function EventList({ match, entries, editable, enter, retry }: EventListProps) {
  const [editing, setEditing] = useState<MatchEvent | null>(null);
  const names = squadNames(match.squad);
  const eventText = eventTextOf(names, match.events);
  const waiting = entries.filter((entry) => entry.status !== 'refused');

  const { confirm, dialog } = useConfirmDialog();
  const remove = async (event: MatchEvent) => {
    if (!(await confirm(LIVE_TEXTS.confirmDelete(`${event.minute}' ${describeEvent(names, event)}`)))) return;
    enter({ call: 'deleteMatchEvent', input: { eventID: event.eventID, version: event.version } });
  };
  const saveCorrection = (event: MatchEvent, facts: EventFacts) => {
    setEditing(null);
    enter({ call: 'updateMatchEvent', input: { eventID: event.eventID, version: event.version, ...facts } });
  };

  return (
    <section className={styles.events} aria-labelledby="live-events">
      <h2 id="live-events">Hendelser</h2>
      {waiting.length > 0 && (
        <div className={styles.outboxBox}>
          <ul className={styles.outbox} aria-label="Ikke sendt ennå">
            {waiting.map((entry) => (
              <li key={entry.id} className={styles.outboxRow}>
                <span>{describeWrite(names, entry.write, eventText)}</span>
                <span className={entry.status === 'sending' ? styles.sendingBadge : styles.unsentBadge}>
                  {STATUS_TEXT[entry.status as keyof typeof STATUS_TEXT]}
                </span>
              </li>
            ))}
          </ul>
          {waiting.some((entry) => entry.status === 'failed') && (
            <p className={styles.retryLine}>
              {waiting[0]?.message}{' '}
              <button type="button" className={styles.primary} onClick={retry}>
                {LIVE_TEXTS.retry}
              </button>
            </p>
          )}
        </div>
      )}
      {match.events.length === 0 ? (
        <p className={styles.muted}>Ingen hendelser ennå.</p>
      ) : (
        <ol className={styles.eventList}>
          {inMatchOrderNewestFirst(match.events).map((event) => (
            <li key={event.eventID} className={styles.eventRow}>
              <span className={styles.minute}>{event.minute}'</span>
              <span className={styles.eventText}>
                <span>{describeEvent(names, event)}</span>
                <span className={styles.eventMeta}>
                  {event.homeTeamScore}–{event.awayTeamScore} · Ført av {event.enteredBy ?? 'ukjent'} kl.{' '}
                  {osloWallClock(new Date(event.enteredAt)).time}
                  {event.changedAt && ' · endret'}
                </span>
              </span>
              {editable && (
                <span className={styles.rowButtons}>
                  <button
                    type="button"
                    className={styles.quiet}
                    aria-label={`Endre ${event.minute}' ${describeEvent(names, event)}`}
                    onClick={() => setEditing(event)}
                  >
                    Endre
                  </button>
                  <button
                    type="button"
                    className={styles.dangerQuiet}
                    aria-label={`Slett ${event.minute}' ${describeEvent(names, event)}`}
                    onClick={() => void remove(event)}
                  >
                    Slett
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <EventDialog
          title={`Endre ${describeEvent(names, editing).toLowerCase()}`}
          initial={editing}
          squad={match.squad}
          others={match.events.filter((event) => event.eventID !== editing.eventID)}
          halfLength={match.halfLengthMinutes}
          editing
          onSave={(facts) => saveCorrection(editing, facts)}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </section>
  );
}
