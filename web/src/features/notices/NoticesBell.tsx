import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loadableOf } from '../../api/loadable';
import { useUserRoom } from '../../api/live/useUserRoom';
import { currentUserAtom } from '../../store/session';
import { QueryState } from '../../ui/QueryState';
import { LOADING_TEXT } from '../../ui/stateTexts';
import { BellIcon } from './BellIcon';
import { NoticeList } from './NoticeList';
import { bellLabel, markRead, useNotices } from './noticesApi';
import { useNewNoticeAnnouncement } from './useNewNoticeAnnouncement';
import styles from './NoticesBell.module.css';

const NO_NOTICES_TEXT = 'Ingen varsler ennå.';
const FAILED_TEXT = 'Kunne ikke hente varslene. Prøv igjen om litt.';

interface NoticesBellProps {
  /** 'header' drops the list under the bell; 'phone' opens it as a sheet from the bottom, in thumb reach. */
  variant: 'header' | 'phone';
}

/** The header's bell for a signed-in user: the unread count, and the newest notices behind it. */
export function NoticesBell({ variant }: NoticesBellProps) {
  const user = useAtomValue(currentUserAtom);
  return user ? <Bell key={user.userID} userID={user.userID} variant={variant} /> : null;
}

function Bell({ userID, variant }: NoticesBellProps & { userID: number }) {
  useUserRoom(userID);
  const query = useNotices(userID);
  const unread = query.data?.unread ?? null;
  const announcement = useNewNoticeAnnouncement(unread);
  const [open, setOpen] = useState(false);
  // Marked read on this opening, still drawn as new until the panel closes.
  const [shownUnread, setShownUnread] = useState<ReadonlySet<number>>(new Set());
  const sent = useRef(new Set<number>());
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setShownUnread(new Set());
    sent.current.clear();
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    heading.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A press elsewhere on the page closes the list without taking focus from where it went.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  // What the open list shows has been seen, including a notice that arrives while it is open;
  // judged on a fresh answer, since another of the user's devices may have read some meanwhile.
  const notices = query.data?.notices;
  const fresh = !query.isFetching;
  useEffect(() => {
    if (!open || !fresh || notices === undefined) return;
    const ids = notices
      .filter((notice) => !notice.read && !sent.current.has(notice.noticeID))
      .map((notice) => notice.noticeID);
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    setShownUnread((shown) => new Set([...shown, ...ids]));
    markRead(userID, ids).catch((error: unknown) => console.error(error));
  }, [open, fresh, notices, userID]);

  return (
    <div ref={wrapper} className={`${styles.bellBox} ${styles[variant]}`}>
      <button
        ref={bell}
        className={styles.bell}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) return close(true);
          setOpen(true);
          // Nothing tells this page that another device read some: the list asks again on opening.
          void query.refetch();
        }}
      >
        <BellIcon />
        {unread !== null && unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {open && variant === 'phone' && <div className={styles.backdrop} onClick={() => close(true)} />}
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={headingId}>
          <header className={styles.panelHeader}>
            <h2 ref={heading} id={headingId} className={styles.heading} tabIndex={-1}>
              Varsler
            </h2>
            <button className={styles.close} type="button" aria-label="Lukk varslene" onClick={() => close(true)}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className={styles.body}>
            <QueryState
              state={loadableOf(query, FAILED_TEXT)}
              loading={{ text: LOADING_TEXT, className: styles.state }}
              errorClassName={styles.state}
              empty={{
                text: NO_NOTICES_TEXT,
                isEmpty: ({ value }) => value.notices.length === 0,
                className: styles.state,
              }}
            >
              {({ value }) => (
                <NoticeList notices={value.notices} shownUnread={shownUnread} onNavigate={() => close(false)} />
              )}
            </QueryState>
          </div>
        </section>
      )}
    </div>
  );
}
