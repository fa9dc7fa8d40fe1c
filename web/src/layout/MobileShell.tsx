import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { LiveMatchTicker } from '../features/liveMatch/LiveMatchTicker';
import { NoticesBell } from '../features/notices/NoticesBell';
import { OfflineBanner } from '../features/pwa/OfflineBanner';
import { DeadlineCountdown } from '../features/realtime/DeadlineCountdown';
import { NextMatchLine } from '../shared/season/NextMatchLine';
import { PageOutlet } from '../routes/PageOutlet';
import { ClubCrest } from '../ui/ClubCrest';
import { Footer } from './Footer';
import { MobileMenu } from './MobileMenu';
import styles from './MobileShell.module.css';
import { useStickyHeaderHeight } from './stickyHeaderHeight';

/** The phone layout: a bar with the logo and the hamburger menu, then the page. */
export function MobileShell() {
  const header = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);
  return (
    <div className={styles.shell}>
      <header ref={header} className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.crestLink} to="/admin" aria-label={`${club.name} – administrasjon`}>
            <ClubCrest size={48} decorative />
          </Link>
          <p className={styles.clubName}>{club.name}</p>
          <NoticesBell variant="phone" />
          <MobileMenu />
        </div>
        <NextMatchLine className={styles.nextMatch} />
      </header>
      <OfflineBanner />
      <DeadlineCountdown compact />
      <LiveMatchTicker />
      <main id="innhold" className={styles.main}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
