import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../store/session';
import { HomeScreenHint } from './HomeScreenHint';
import { withTopic } from './topics';
import { PUSH_TEXTS } from '../../shared/push/texts';
import { useDevicePush } from './useDevicePush';
import styles from './PushSettings.module.css';

/**
 * 'Varsle meg': the club's matches on this device, for anyone (no account needed). A manager's
 * other kinds are kept as they are; a visitor who is not logged in follows the matches alone.
 * Where the browser has no push it shows nothing, except on an iPhone, where it says how to get it.
 * `card` stands on its own (the match centre, the computer's side bar), `row` in the phone's menu.
 */
export function MatchAlertsSwitch({ variant }: { variant: 'card' | 'row' }) {
  const { state, busy, error, change } = useDevicePush();
  const user = useAtomValue(currentUserAtom);
  const detailId = useId();
  if (state.status === 'unsupported') return null;
  if (state.status === 'homeScreen') return <HomeScreenHint />;
  const on = state.status === 'ready' && state.topics.includes('matches');
  const toggle = () => {
    if (state.status !== 'ready') return;
    change(user ? withTopic(state.topics, 'matches', !on) : on ? [] : ['matches']);
  };
  return (
    <div className={variant === 'row' ? styles.rowSwitch : styles.cardSwitch}>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={on}
        aria-describedby={detailId}
        disabled={busy || state.status === 'loading'}
        onClick={toggle}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {PUSH_TEXTS.matchSwitch}
      </button>
      <p id={detailId} className={styles.detail}>
        {PUSH_TEXTS.matchSwitchDetail}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
