import formStyles from '../../ui/forms.module.css';
import { HomeScreenHint } from './HomeScreenHint';
import { TOPIC_CHOICES, withTopic } from './topics';
import { PUSH_TEXTS } from '../../shared/push/texts';
import { useDevicePush } from './useDevicePush';
import styles from './PushSettings.module.css';

/**
 * The profile's 'Varsler på denne enheten': which kinds of notification this device gets.
 * Each device has its own; turning every kind off ends the device's subscription.
 */
export function PushSettingsSection() {
  const { state, busy, error, change } = useDevicePush();
  return (
    <section className={formStyles.card} aria-labelledby="varsler-enhet">
      <h2 id="varsler-enhet" className={formStyles.cardTitle}>
        {PUSH_TEXTS.sectionTitle}
      </h2>
      {state.status === 'homeScreen' && <HomeScreenHint />}
      {state.status === 'unsupported' && <p className={formStyles.note}>{PUSH_TEXTS.unsupported}</p>}
      {(state.status === 'ready' || state.status === 'loading') && (
        <fieldset className={styles.choices} disabled={busy || state.status === 'loading'} aria-busy={busy}>
          <legend className={formStyles.note}>{PUSH_TEXTS.sectionIntro}</legend>
          {TOPIC_CHOICES.map(({ topic, label, detail }) => {
            const topics = state.status === 'ready' ? state.topics : [];
            return (
              <label key={topic} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={topics.includes(topic)}
                  onChange={(event) => change(withTopic(topics, topic, event.target.checked))}
                />
                <span>
                  <span className={styles.choiceLabel}>{label}</span>
                  <span className={styles.detail}>{detail}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
