import { useId, type InputHTMLAttributes } from 'react';
import styles from './forms.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled input of the account forms; a hint (if any) is read out with it. */
export function TextField({ label, value, onChange, hint, required, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
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
      <input
        {...input}
        id={inputId}
        required={required}
        className={styles.input}
        value={value}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <p className={styles.hint} id={hintId} aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}
