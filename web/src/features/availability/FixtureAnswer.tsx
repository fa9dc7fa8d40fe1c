import { useId, useState } from 'react';
import {
  AVAILABILITY_COMMENT_MAX_LENGTH,
  AVAILABILITY_LABELS,
  displayTeamName,
  formatKickoff,
  parseFixtureDate,
  weekdayName,
  type AvailabilityStatus,
} from '@vsf/engine';
import type { AvailabilityAnswer, AvailabilityMatch } from '@vsf/contract';
import { api } from '../../api/client';
import { refetchCalls } from '../../api/useApiQuery';
import { AnswerButtons } from '../../shared/availability/AnswerButtons';
import buttons from '../../ui/buttons.module.css';
import forms from '../../ui/forms.module.css';
import styles from './MyAvailability.module.css';

/** 'Lørdag 28.11.2026 kl. 14.00' */
export function kickoffText(match: AvailabilityMatch): string {
  return `${weekdayName(parseFixtureDate(match.date) ?? match.date)} ${match.date} ${formatKickoff(match.time)}`;
}

const NO_CONTACT = 'Fikk ikke kontakt med serveren. Sjekk nettet og prøv igjen.';

/** One coming fixture: the answer in one tap, then an optional comment ('Jobber til 19'). */
export function FixtureAnswer({ match, answer }: { match: AvailabilityMatch; answer: AvailabilityAnswer }) {
  const [status, setStatus] = useState<AvailabilityStatus | null>(answer.status);
  const [comment, setComment] = useState(answer.comment);
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const headingId = useId();
  const commentId = useId();

  const save = async (body: { status: AvailabilityStatus; comment?: string }, done: string) => {
    setSaving(true);
    setSaid(null);
    try {
      const result = await api('setAvailability', { matchID: match.matchID, ...body });
      if (!result.success) {
        setSaid({ kind: 'error', text: result.msg });
        return;
      }
      setStatus(result.answer.status);
      setComment(result.answer.comment);
      setSaid({ kind: 'ok', text: done });
      void refetchCalls('getMyAvailability');
    } catch {
      setSaid({ kind: 'error', text: NO_CONTACT });
    } finally {
      setSaving(false);
    }
  };
  const title = `${displayTeamName(match.homeTeam)} – ${displayTeamName(match.awayTeam)}`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.when}>
        {kickoffText(match)} · {match.pitch}
      </p>
      <AnswerButtons
        label={`Kan du spille ${title}?`}
        status={status}
        disabled={saving}
        onAnswer={(next) => void save({ status: next }, `Lagret: ${AVAILABILITY_LABELS[next]}.`)}
      />
      {status !== null && (
        <form
          className={styles.comment}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ status, comment: comment.trim() }, 'Kommentaren er lagret.');
          }}
        >
          <label htmlFor={commentId} className={forms.label}>
            Kommentar (valgfri)
          </label>
          <div className={styles.commentRow}>
            <input
              id={commentId}
              className={forms.input}
              value={comment}
              maxLength={AVAILABILITY_COMMENT_MAX_LENGTH}
              placeholder="F.eks. Jobber til 19"
              onChange={(event) => setComment(event.target.value)}
            />
            <button type="submit" className={buttons.secondary} disabled={saving}>
              Lagre kommentar
            </button>
          </div>
        </form>
      )}
      <p
        className={said?.kind === 'error' ? styles.refused : styles.saved}
        role={said?.kind === 'error' ? 'alert' : 'status'}
      >
        {said?.text}
      </p>
    </article>
  );
}
