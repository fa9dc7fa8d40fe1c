import { ClubCrest } from '../../ui/ClubCrest';
import { TOO_FANCY_TEXT } from '../../ui/deviceGate';
import styles from './TooFancyPage.module.css';

/** All a too-narrow device sees: the message and the logo, animated over 8 s. */
export function TooFancyPage() {
  return (
    <main className={styles.page}>
      <div className={styles.crest}>
        <ClubCrest size={140} />
      </div>
      <p className={styles.message}>{TOO_FANCY_TEXT}</p>
    </main>
  );
}
