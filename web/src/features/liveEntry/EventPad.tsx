import { useState } from 'react';
import type { MatchEventType } from '@vsf/engine';
import type { LiveMatch } from '@vsf/contract';
import { useConfirmDialog } from '../../ui/useConfirmDialog';
import { useMatchClock } from '../../shared/matchClock/useMatchClock';
import { EventDialog, type EventFacts } from './EventDialog';
import type { OutboxWrite } from './outbox';
import { EVENT_LABEL, LIVE_TEXTS, NEXT_PHASE } from './texts';
import type { ShownState } from './unsentView';
import styles from './LiveEntry.module.css';

const PAD: { type: MatchEventType; className: string }[] = [
  { type: 'goal', className: styles.padGoal ?? '' },
  { type: 'opponentGoal', className: styles.padOpponent ?? '' },
  { type: 'yellowCard', className: styles.padYellow ?? '' },
  { type: 'redCard', className: styles.padRed ?? '' },
  { type: 'ownGoal', className: styles.padOpponent ?? '' },
];

/** One tap per event: the event's dialog opens with the clock's minute, or the match moves to its next phase. */
interface EventPadProps {
  match: LiveMatch;
  shown: ShownState;
  enter: (write: OutboxWrite) => void;
  /** Opens the squad again (a late arrival, a wrong keeper). */
  onChangeSquad: () => void;
}

export function EventPad({ match, shown, enter, onChangeSquad }: EventPadProps) {
  const [open, setOpen] = useState<EventFacts | null>(null);
  const { confirm, dialog } = useConfirmDialog();
  const next = NEXT_PHASE[shown.phase];
  const clock = useMatchClock({ ...shown, halfLengthMinutes: match.halfLengthMinutes });
  // In the break an event belongs to the first half's last minute; after full time, to the second's.
  const minuteNow = () =>
    clock.minute ?? (shown.phase === 'halfTime' ? match.halfLengthMinutes : 2 * match.halfLengthMinutes);

  const start = (type: MatchEventType) => setOpen({ type, minute: minuteNow(), playerID: null, assistPlayerID: null });
  const save = (facts: EventFacts) => {
    setOpen(null);
    enter({ call: 'addMatchEvent', input: { matchID: match.matchID, ...facts } });
  };
  const moveOn = async () => {
    if (!next) return;
    if (next.phase === 'finished' && !(await confirm(LIVE_TEXTS.confirmFullTime))) return;
    enter({ call: 'setMatchPhase', input: { matchID: match.matchID, phase: next.phase } });
  };

  return (
    <section className={styles.pad} aria-label="Registrer hendelse">
      <div className={styles.padGrid}>
        {PAD.map(({ type, className }) => (
          <button key={type} type="button" className={`${styles.padButton} ${className}`} onClick={() => start(type)}>
            {EVENT_LABEL[type]}
          </button>
        ))}
      </div>
      {next && (
        <button type="button" className={styles.phaseButton} onClick={() => void moveOn()}>
          {next.label}
        </button>
      )}
      <button type="button" className={styles.quiet} onClick={onChangeSquad}>
        Endre tropp eller keeper
      </button>
      {open && (
        <EventDialog
          title={EVENT_LABEL[open.type]}
          initial={open}
          squad={match.squad}
          others={match.events}
          halfLength={match.halfLengthMinutes}
          onSave={save}
          onClose={() => setOpen(null)}
        />
      )}
      {dialog}
    </section>
  );
}
