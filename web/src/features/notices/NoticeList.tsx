import { Link } from 'react-router-dom';
import { formatOsloDateTime } from '@vsf/engine';
import { type Notice } from '@vsf/contract';
import { noticeLink } from './noticesApi';
import styles from './NoticesBell.module.css';

interface NoticeListProps {
  notices: Notice[];
  /** Notices unread when this opening of the panel showed them: they keep their mark until it closes. */
  shownUnread: ReadonlySet<number>;
  onNavigate: () => void;
}

/** The newest notices first: the text, when, an unread mark in words, and a link to the round. */
export function NoticeList({ notices, shownUnread, onNavigate }: NoticeListProps) {
  return (
    <ul className={styles.list}>
      {notices.map((notice) => {
        const unread = !notice.read || shownUnread.has(notice.noticeID);
        const link = noticeLink(notice);
        return (
          <li key={notice.noticeID} className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
            {unread && <span className={styles.newMark}>Ny</span>}
            <p className={styles.text}>{notice.text}</p>
            <p className={styles.meta}>
              <time dateTime={notice.createdAt}>{formatOsloDateTime(new Date(notice.createdAt))}</time>
              {link && (
                <Link className={styles.link} to={link.to} onClick={onNavigate}>
                  {link.label}
                </Link>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
