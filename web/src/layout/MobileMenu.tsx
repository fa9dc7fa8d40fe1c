import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MatchAlertsSwitch } from '../features/pushSettings/MatchAlertsSwitch';
import { SessionBox } from '../features/session/SessionBox';
import { trapTab } from '../ui/focusTrap';
import { HamburgerIcon } from './HamburgerIcon';
import { mainNavItems, supportItems } from './navLinks';
import { NavList } from './NavList';
import styles from './MobileMenu.module.css';

/** The phone's hamburger menu: the side bars' links and the session box (spec 000 §2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // The page under the open menu is covered: Tab stays in the menu until it is closed.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Following a link closes the menu without pulling focus back to the toggle.
  const closeOnNavigate = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        className={styles.toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <HamburgerIcon open={false} />
        {/* The spec's 'More...', and what it is for those who hear it. */}
        <span className={styles.toggleText}>More...</span>
        <span className="visually-hidden"> (hovedmeny)</span>
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className={styles.panel}>
          <button ref={closeRef} className={styles.close} type="button" aria-label="Lukk menyen" onClick={close}>
            <HamburgerIcon open />
          </button>
          <nav aria-label="Hovedmeny">
            <NavList items={[...mainNavItems, ...supportItems]} onNavigate={closeOnNavigate} />
          </nav>
          <MatchAlertsSwitch variant="row" />
          <div className={styles.session}>
            <SessionBox variant="menu" onNavigate={closeOnNavigate} />
          </div>
        </div>
      )}
    </>
  );
}
