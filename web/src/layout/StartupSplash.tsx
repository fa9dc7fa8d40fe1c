import { ClubCrest } from '../ui/ClubCrest';
import { Spinner } from '../ui/Spinner';
import styles from './StartupSplash.module.css';

/** Shown while the season context and the login state load, before any page. */
export function StartupSplash() {
  return (
    <div className={styles.splash}>
      <ClubCrest size={120} />
      <div className={styles.spinner}>
        <Spinner />
      </div>
    </div>
  );
}
