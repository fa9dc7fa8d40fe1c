import { useEffect, useRef, useState } from 'react';

/**
 * What a screen reader hears when the unread count goes up while the page is open (WCAG 4.1.3):
 * the badge alone changes silently. Empty until then; the first count loaded is not news.
 */
export function useNewNoticeAnnouncement(unread: number | null): string {
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (unread !== null && previous.current !== null && unread > previous.current) {
      setAnnouncement(`Nytt varsel. Du har ${unread} ${unread === 1 ? 'ulest' : 'uleste'}.`);
    }
    if (unread !== null) previous.current = unread;
  }, [unread]);
  return announcement;
}
