import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmQuestion {
  /** The dialog's heading: what is about to happen ('Slette kampen?'). */
  title: string;
  /** The question or warning in full. */
  message: ReactNode;
  /** The button that does it, named for what it does ('Slett kampen', never 'Ok'). */
  confirmLabel: string;
  /** The button that leaves everything as it was. */
  cancelLabel?: string;
  /** A change that cannot be undone: the button is red and focus starts on 'Avbryt'. */
  danger?: boolean;
}

type Open =
  | { kind: 'confirm'; question: ConfirmQuestion; answer: (yes: boolean) => void }
  | { kind: 'notice'; title: string; message: ReactNode; answer: () => void };

/** The title of a notice that names none: a refusal or a confirmation of a save. */
export const NOTICE_TITLE = 'Melding';

/**
 * The site's own question and message boxes in place of the browser's confirm() and alert()
 * (DESIGN §8): the kit's Modal (focus kept inside and given back, Escape), in the site's look,
 * with buttons that say what they do. `confirm` answers true only when the named button was
 * pressed (X, Escape, the overlay and 'Avbryt' answer false); `notify` resolves once the message
 * is closed, so a caller can wait as it waited for alert(). Render `dialog` in the component.
 */
export function useConfirmDialog(): {
  confirm: (question: ConfirmQuestion) => Promise<boolean>;
  notify: (message: ReactNode, title?: string) => Promise<void>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<Open | null>(null);
  const openRef = useRef<Open | null>(null);
  openRef.current = open;
  const messageId = useId();

  // A question left open when the component goes away is answered no, so no caller waits forever.
  useEffect(
    () => () => {
      const pending = openRef.current;
      if (pending?.kind === 'confirm') pending.answer(false);
      else pending?.answer();
    },
    [],
  );

  const confirm = useCallback(
    (question: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        setOpen({
          kind: 'confirm',
          question,
          answer: (yes) => {
            setOpen(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const notify = useCallback(
    (message: ReactNode, title: string = NOTICE_TITLE) =>
      new Promise<void>((resolve) => {
        setOpen({
          kind: 'notice',
          title,
          message,
          answer: () => {
            setOpen(null);
            resolve();
          },
        });
      }),
    [],
  );

  let dialog: ReactNode = null;
  if (open?.kind === 'notice')
    dialog = (
      <Modal title={open.title} onClose={open.answer} describedBy={messageId}>
        <div id={messageId} className={styles.message}>
          {open.message}
        </div>
      </Modal>
    );
  else if (open?.kind === 'confirm') {
    const { question, answer } = open;
    dialog = (
      <Modal
        title={question.title}
        onClose={() => answer(false)}
        okButton={false}
        describedBy={messageId}
        footer={
          <>
            <button
              type="button"
              className={styles.cancel}
              data-autofocus={question.danger ? '' : undefined}
              onClick={() => answer(false)}
            >
              {question.cancelLabel ?? 'Avbryt'}
            </button>
            <button
              type="button"
              className={question.danger ? styles.danger : styles.confirm}
              data-autofocus={question.danger ? undefined : ''}
              onClick={() => answer(true)}
            >
              {question.confirmLabel}
            </button>
          </>
        }
      >
        <div id={messageId} className={styles.message}>
          {question.message}
        </div>
      </Modal>
    );
  }
  return { confirm, notify, dialog };
}
