import { atom } from 'jotai';

/** The browser's own word on the network (`navigator.onLine`, its online and offline events). */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
onlineAtom.onMount = (set) => {
  const update = () => set(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/**
 * Whether the last kept read came from the service worker's store rather than the server
 * (the worker says so after each one): the network may be up and still not answer.
 */
export const storedReadsAtom = atom(false);

/** What the offline notice says, or null when the page shows what the server just answered. */
export const offlineNoticeAtom = atom((get): OfflineNotice | null => {
  if (!get(onlineAtom)) return 'offline';
  return get(storedReadsAtom) ? 'noAnswer' : null;
});

export type OfflineNotice = 'offline' | 'noAnswer';
