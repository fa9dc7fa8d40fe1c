import type { ReactNode } from 'react';
import styles from './ArticleEditor.module.css';

export interface EditorButton {
  label: string;
  onClick: () => void;
  kind?: 'primary' | 'danger' | 'plain';
  disabled?: boolean;
}

/** The row of actions under the editor; every one is disabled while a save is running. */
export function EditorButtons({
  buttons,
  busy,
  children,
}: {
  buttons: EditorButton[];
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      {children}
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={styles[button.kind ?? 'plain']}
          disabled={busy || button.disabled}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
