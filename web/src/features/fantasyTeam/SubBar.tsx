import type { SubBarButtonAction, SubBarView } from './subBarView';
import styles from './TeamEditor.module.css';

export type SaveNotice = { kind: 'success' | 'error'; text: string } | null;

interface SubBarProps {
  view: SubBarView;
  onAction: (action: SubBarButtonAction) => void;
  onSave: () => void;
  saving: boolean;
  notice: SaveNotice;
  /** Docked to the bottom of the screen (a phone): always in reach while scrolling the table. */
  docked?: boolean;
}

/** The action bar: the engine's message and buttons for the current state, and 'Lagre laget'. */
export function SubBar({ view, onAction, onSave, saving, notice, docked = false }: SubBarProps) {
  return (
    <section className={`${styles.subBar} ${docked ? styles.docked : ''}`} aria-label="Bytter">
      <div className={styles.subBarState} aria-live="polite">
        {view.message && <p className={styles.subBarMessage}>{view.message}</p>}
        {view.buttons.map((button) => (
          <button
            key={button.action}
            type="button"
            className={styles.actionButton}
            onClick={() => onAction(button.action)}
          >
            {button.label}
          </button>
        ))}
      </div>
      <div className={styles.saveArea}>
        {notice && (
          <p
            className={notice.kind === 'success' ? styles.success : styles.error}
            role={notice.kind === 'success' ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}
        <button type="button" className={styles.saveButton} disabled={!view.saveEnabled || saving} onClick={onSave}>
          Lagre laget
        </button>
      </div>
    </section>
  );
}
