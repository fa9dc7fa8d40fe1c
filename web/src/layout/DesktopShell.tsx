import { Link } from 'react-router-dom';
import { club } from '@vsf/engine';
import { ClubGlance } from '../features/clubGlance/ClubGlance';
import { LiveMatchTicker } from '../features/liveMatch/LiveMatchTicker';
import { NoticesBell } from '../features/notices/NoticesBell';
import { OfflineBanner } from '../features/pwa/OfflineBanner';
import { DeadlineCountdown } from '../features/realtime/DeadlineCountdown';
import { NextMatchLine } from '../shared/season/NextMatchLine';
import { MatchAlertsSwitch } from '../features/pushSettings/MatchAlertsSwitch';
import { SessionBox } from '../features/session/SessionBox';
import { PageOutlet } from '../routes/PageOutlet';
import { ClubCrest } from '../ui/ClubCrest';
import { Footer } from './Footer';
import { mainNavItems } from './navLinks';
import { NavList } from './NavList';
import { SupportBanners } from './SupportBanners';
import styles from './DesktopShell.module.css';

/** Header, side bar, page, right side bar and footer (spec 000 §2, Header and footer). */
export function DesktopShell() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#innhold">
        Hopp til innholdet
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.crestLink} to="/admin" aria-label={`${club.name} – administrasjon`}>
            <ClubCrest size={84} decorative />
          </Link>
          <div className={styles.identity}>
            <p className={styles.clubName}>{club.name}</p>
            <NextMatchLine />
          </div>
          <NoticesBell variant="header" />
          <SessionBox variant="header" />
        </div>
      </header>
      <OfflineBanner />
      <LiveMatchTicker />
      <div className={styles.columns}>
        <aside className={styles.sideBar} aria-label="Meny">
          <nav aria-label="Hovedmeny" className={styles.card}>
            <NavList items={mainNavItems} />
          </nav>
          <MatchAlertsSwitch variant="card" />
        </aside>
        <main id="innhold" className={styles.main} tabIndex={-1}>
          <PageOutlet />
        </main>
        <aside className={styles.rightSideBar} aria-label="Mer fra klubben">
          <DeadlineCountdown />
          <ClubGlance />
          <SupportBanners />
        </aside>
      </div>
      <Footer />
    </div>
  );
}
