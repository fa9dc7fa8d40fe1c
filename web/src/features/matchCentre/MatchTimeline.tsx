import { AnimatePresence, m } from 'framer-motion';
import { MotionProvider } from '../../theme/MotionProvider';
import { matchTimeline, type TimelineItem } from '@vsf/engine';
import { type LiveMatch } from '@vsf/contract';
import { TimelineIcon, iconKind } from './TimelineIcon';
import styles from './MatchCentre.module.css';

export const NO_EVENTS_TEXT = 'Ingen hendelser ennå.';

const itemKey = (item: TimelineItem) => (item.kind === 'phase' ? item.mark : `event-${item.event.eventID}`);

function Row({ item }: { item: TimelineItem }) {
  if (item.kind === 'phase')
    return (
      <>
        <span className={styles.minute} />
        <TimelineIcon kind="phase" />
        <span className={styles.phaseText}>{item.text}</span>
      </>
    );
  const { event, score } = item;
  return (
    <>
      <span className={styles.minute}>{event.minute}’</span>
      <TimelineIcon kind={iconKind(item)} />
      <span className={styles.eventText}>
        <span>{item.text}</span>
        {item.detail && <span className={styles.detail}>{item.detail}</span>}
        {event.changedAt !== null && <span className={styles.detail}>(rettet)</span>}
      </span>
      {score && (
        <span className={styles.runningScore} aria-label={`Stillingen ${score.home}–${score.away}`}>
          {score.home}–{score.away}
        </span>
      )}
    </>
  );
}

/**
 * The match's events with the phase changes between them: newest first while the match is on,
 * so a fan sees what just happened without scrolling; in order once it is over.
 */
export function MatchTimeline({ match }: { match: LiveMatch }) {
  const items = matchTimeline(match);
  const over = match.saved || match.phase === 'finished';
  const shown = over ? items : [...items].reverse();
  return (
    <section className={styles.panel} aria-labelledby="match-timeline-title">
      <h2 id="match-timeline-title" className={styles.panelTitle}>
        Hendelser
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{NO_EVENTS_TEXT}</p>
      ) : (
        <ol className={styles.timeline}>
          <MotionProvider>
            <AnimatePresence initial={false}>
              {shown.map((item) => (
                <m.li
                  key={itemKey(item)}
                  className={`${styles.timelineItem} ${item.kind === 'phase' ? styles.phaseItem : ''}`}
                  data-kind={iconKind(item)}
                  initial={{ opacity: 0, y: -8 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0 }}
                >
                  <Row item={item} />
                </m.li>
              ))}
            </AnimatePresence>
          </MotionProvider>
        </ol>
      )}
    </section>
  );
}
