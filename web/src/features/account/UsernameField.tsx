import { useId } from 'react';
import { USERNAME_LENGTH } from '@vsf/engine';
import { ACCOUNT_TEXTS } from '../../shared/account/accountRules';
import type { UsernameStatus } from '../../shared/account/useUsernameCheck';
import styles from '../../ui/forms.module.css';

interface UsernameFieldProps {
  label: string;
  value: string;
  status: UsernameStatus;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
}

/** A username input with the live check's tick or cross and its hint (001 §2). */
export function UsernameField({ label, value, status, onChange, required, placeholder }: UsernameFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const hint =
    status === 'short' ? ACCOUNT_TEXTS.usernameTooShortHint : status === 'taken' ? ACCOUNT_TEXTS.usernameTakenHint : '';
  const good = status === 'free';
  const bad = status === 'short' || status === 'taken';
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <span className={styles.inputRow}>
        <input
          id={inputId}
          className={styles.input}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_LENGTH.max}
          required={required}
          placeholder={placeholder}
          value={value}
          aria-invalid={bad || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        {good && (
          <span className={`${styles.mark} ${styles.ok}`} role="img" aria-label="Brukernavnet er ledig">
            ✓
          </span>
        )}
        {bad && (
          <span className={`${styles.mark} ${styles.bad}`} role="img" aria-label="Brukernavnet kan ikke brukes">
            ✗
          </span>
        )}
      </span>
      <p className={styles.hint} id={hintId} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
