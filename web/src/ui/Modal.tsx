import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './focusTrap';
import styles from './Modal.module.css';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** false hides the 'Ok' button (the X, the overlay and Escape still close). */
  okButton?: boolean;
  size?: 'medium' | 'large';
  /** Extra content in the footer, before 'Ok'. */
  footer?: ReactNode;
  /** A bar under the title that stays put while the body scrolls (the player card's view and season). */
  toolbar?: ReactNode;
  /** The id of the text that says what the dialog is about (a question's words), read with its title. */
  describedBy?: string;
}

/** The open dialogs, innermost last: only that one answers Escape and keeps Tab (a question over a form). */
const openDialogs: object[] = [];

/**
 * The site's dialog (000 §2, Overlays): closes on X, 'Ok', a click on the overlay and
 * Escape; keeps keyboard focus inside while open and gives it back on close.
 */
export function Modal({
  title,
  onClose,
  children,
  okButton = true,
  size = 'medium',
  footer,
  toolbar,
  describedBy,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = dialog.current;
    (box?.querySelector<HTMLElement>('[data-autofocus]') ?? box)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const self = {};
    openDialogs.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab' && box) trapTab(event, box);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {/* Plain boxes, not header/footer: inside a dialog they are no landmarks of the page. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Lukk">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {toolbar}
        {/* The body scrolls on a phone: a keyboard user reaches it with Tab and scrolls it with the arrows. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {(okButton || footer) && (
          <div className={styles.footer}>
            {footer}
            {okButton && (
              <button type="button" className={styles.ok} onClick={onClose}>
                Ok
              </button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
