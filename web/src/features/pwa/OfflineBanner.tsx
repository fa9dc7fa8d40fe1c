import { useAtomValue } from 'jotai';
import { offlineNoticeAtom } from './atoms';
import { OFFLINE_TEXTS } from './texts';
import styles from './OfflineBanner.module.css';

/** Over every page while it shows stored data: off the network, or the server not answering. */
export function OfflineBanner() {
  const notice = useAtomValue(offlineNoticeAtom);
  // The live region is always there, so that a screen reader hears the notice when it comes.
  return (
    <div role="status" className={notice ? styles.banner : undefined}>
      {notice && OFFLINE_TEXTS[notice]}
    </div>
  );
}
