import { Link } from 'react-router-dom';
import { supportItems } from './navLinks';
import styles from './SupportBanners.module.css';

/** The right side bar's banners: support schemes and the club's other teams. */
export function SupportBanners() {
  return (
    <nav aria-label="Støtt klubben">
      <ul className={styles.list}>
        {supportItems.map((item) => (
          <li key={item.to}>
            <Link className={styles.banner} to={item.to}>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.tagline}>{item.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
