import { useId } from 'react';
import { NEW_ALTERNATIVE, POLL_MAX, POLL_MIN, VOTE_FLAGS, type PollDraft } from './draft';
import { RoleChecks } from './RoleChecks';
import styles from './ArticleEditor.module.css';

interface PollEditorProps {
  enabled: boolean;
  poll: PollDraft;
  onEnabled: (enabled: boolean) => void;
  onChange: (poll: PollDraft) => void;
}

/** 002 §5: 2 to 10 alternatives; those beyond the second can be removed; new ones start as 'Nytt svar-alternativ'. */
export function PollEditor({ enabled, poll, onEnabled, onChange }: PollEditorProps) {
  const titleId = useId();
  const setAlternative = (index: number, text: string) =>
    onChange({ ...poll, alternatives: poll.alternatives.map((old, i) => (i === index ? text : old)) });

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        Poll / avstemming
      </h2>
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(event) => onEnabled(event.target.checked)} />
        Legg til en avstemming
      </label>
      {enabled && (
        <div className={styles.pollFields}>
          <label className={styles.field}>
            Tittel på avstemmingen
            <input value={poll.title} maxLength={200} onChange={(e) => onChange({ ...poll, title: e.target.value })} />
          </label>
          <ol className={styles.alternatives}>
            {poll.alternatives.map((text, index) => (
              <li key={index}>
                <input
                  aria-label={`Svar-alternativ ${index + 1}`}
                  value={text}
                  maxLength={200}
                  onChange={(event) => setAlternative(index, event.target.value)}
                />
                {index >= POLL_MIN && (
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => onChange({ ...poll, alternatives: poll.alternatives.filter((_, i) => i !== index) })}
                  >
                    Fjern
                  </button>
                )}
              </li>
            ))}
          </ol>
          {poll.alternatives.length < POLL_MAX ? (
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => onChange({ ...poll, alternatives: [...poll.alternatives, NEW_ALTERNATIVE] })}
            >
              + Legg til svar-alternativ
            </button>
          ) : (
            <p className={styles.help}>Maksimum antall alternativ nådd</p>
          )}
          <fieldset className={styles.checks}>
            <legend>Antall valg</legend>
            <label className={styles.check}>
              <input type="radio" checked={poll.voteOnce === 1} onChange={() => onChange({ ...poll, voteOnce: 1 })} />
              Ett valg
            </label>
            <label className={styles.check}>
              <input type="radio" checked={poll.voteOnce === 0} onChange={() => onChange({ ...poll, voteOnce: 0 })} />
              Flere valg
            </label>
          </fieldset>
          <RoleChecks
            legend="Hvem kan stemme?"
            keys={VOTE_FLAGS}
            flags={poll.votes}
            onChange={(votes) => onChange({ ...poll, votes })}
          />
        </div>
      )}
    </section>
  );
}
