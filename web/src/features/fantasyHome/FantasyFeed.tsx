import { useId, useState } from 'react';
import { CommentsPanel } from '../../shared/comments/CommentsPanel';
import styles from './FantasyHome.module.css';

/** The fantasy feed is club feed post 4 (DESIGN §4); its bot messages are the activity announcements. */
export const FANTASY_FEED_POST_ID = 4;

/** FantasyFeed (001 §2): the live feed with a checkbox to show or hide the bot's messages. */
export function FantasyFeed() {
  const [includeBot, setIncludeBot] = useState(true);
  const titleId = useId();
  const checkboxId = useId();
  return (
    <section className={`${styles.card} ${styles.feed}`} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>Fantasy-praten</h2>
        <label htmlFor={checkboxId} className={styles.botToggle}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={includeBot}
            onChange={(event) => setIncludeBot(event.target.checked)}
          />
          Vis meldinger fra boten
        </label>
      </header>
      <CommentsPanel source={{ kind: 'feed', postID: FANTASY_FEED_POST_ID, includeBot }} maxHeight={520} />
    </section>
  );
}
