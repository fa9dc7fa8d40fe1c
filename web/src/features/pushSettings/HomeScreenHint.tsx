import { PUSH_TEXTS } from '../../shared/push/texts';
import styles from './PushSettings.module.css';

/** How to add the site to an iPhone's Home Screen, where alone it may send notifications. */
export function HomeScreenHint() {
  return (
    <div className={styles.hint}>
      <p className={styles.hintTitle}>{PUSH_TEXTS.homeScreenTitle}</p>
      <ol className={styles.steps}>
        {PUSH_TEXTS.homeScreenSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
