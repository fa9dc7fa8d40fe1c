import { AVAILABILITY_LABELS, jerseyText, type AvailabilityStatus } from '@vsf/engine';
import type { AvailabilityAnswer } from '@vsf/contract';
import { AnswerButtons } from '../../shared/availability/AnswerButtons';
import styles from './AdminSquad.module.css';

interface AnswerRowProps {
  answer: AvailabilityAnswer;
  /** In the squad the admin is picking. */
  picked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onAnswer: (status: AvailabilityStatus) => void;
}

/**
 * One club player: a toggle for the squad, the answer and its comment (the admins' to see),
 * and, for a player without an account, the admin's own answer buttons.
 */
export function AnswerRow({ answer, picked, disabled, onToggle, onAnswer }: AnswerRowProps) {
  const said = answer.status === null ? 'Har ikke svart' : AVAILABILITY_LABELS[answer.status];
  return (
    <li className={styles.row}>
      <button type="button" className={styles.toggle} aria-pressed={picked} disabled={disabled} onClick={onToggle}>
        <span className={styles.jersey} aria-hidden="true">
          {jerseyText(answer.jerseyNo)}
        </span>
        <span className={styles.name}>{answer.name}</span>
        <span className={styles.pick}>{picked ? 'I troppen' : 'Ikke i troppen'}</span>
      </button>
      <p className={styles.answer}>
        {said}
        {answer.comment !== '' && <> – «{answer.comment}»</>}
        {answer.answeredBy && <span className={styles.muted}> (svart av {answer.answeredBy})</span>}
        {!answer.hasAccount && <span className={styles.muted}> · ingen konto</span>}
      </p>
      {!answer.hasAccount && (
        <AnswerButtons
          label={`Svar for ${answer.name}`}
          status={answer.status}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      )}
    </li>
  );
}
