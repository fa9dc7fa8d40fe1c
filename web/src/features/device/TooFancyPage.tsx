import { m } from 'framer-motion';
import { ClubCrest } from '../../ui/ClubCrest';
import { TOO_FANCY_TEXT } from '../../ui/deviceGate';
import styles from './TooFancyPage.module.css';

/** All a too-narrow device sees: the message and the logo, animated over 8 s. */
export function TooFancyPage() {
  return (
    <main className={styles.page}>
      <m.div
        className={styles.crest}
        animate={{ rotate: [0, -8, 8, 0, 360], scale: [1, 1.12, 1.12, 1, 1] }}
        transition={{ duration: 8, ease: 'easeInOut', repeat: Infinity }}
      >
        <ClubCrest size={140} />
      </m.div>
      <p className={styles.message}>{TOO_FANCY_TEXT}</p>
    </main>
  );
}
