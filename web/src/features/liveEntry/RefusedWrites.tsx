import type { LiveMatch } from '@vsf/contract';
import { describeWrite, eventTextOf, squadNames } from './describe';
import type { OutboxEntry } from './outbox';
import { Refusal } from './Refusal';
import { LIVE_TEXTS } from './texts';
import styles from './LiveEntry.module.css';

/**
 * The writes the server refused, each with its reason, right under the score: the admin
 * sees it before tapping on, however long the list of events below has grown.
 */
export function RefusedWrites({
  match,
  entries,
  dismiss,
}: {
  match: LiveMatch;
  entries: readonly OutboxEntry[];
  dismiss: (id: string) => void;
}) {
  const refused = entries.filter((entry) => entry.status === 'refused');
  if (refused.length === 0) return null;
  const names = squadNames(match.squad);
  const eventText = eventTextOf(names, match.events);
  return (
    <div className={styles.refusals}>
      {refused.map((entry) => (
        <Refusal
          key={entry.id}
          message={`${LIVE_TEXTS.refused}: ${describeWrite(names, entry.write, eventText)}. ${entry.message ?? ''}`}
        >
          <button type="button" className={styles.quiet} onClick={() => dismiss(entry.id)}>
            {LIVE_TEXTS.dismiss}
          </button>
        </Refusal>
      ))}
    </div>
  );
}
