import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import { nextDueAt, sendDueAnnouncements, type SenderDeps } from './sendDueAnnouncements';

export type AnnouncementSender = RepeatingJob;

/** How long the sender sleeps at most: rows scheduled by other processes are seen this late. */
const SENDER_INTERVAL_MS = 1000;

/**
 * The loop that posts the bot's announcements (DESIGN §4), one per API process. Its first
 * round runs at once, so what fell due while no process was running goes out on start.
 * It then sleeps until the earliest unsent row is due, at most `intervalMs`; a failed round
 * is logged and retried on the next one.
 */
export function startAnnouncementSender(deps: SenderDeps, options: { intervalMs?: number } = {}): AnnouncementSender {
  const intervalMs = options.intervalMs ?? SENDER_INTERVAL_MS;
  return startRepeatingJob(
    async () => {
      const next = await nextDueAt(deps);
      const wait = next ? next.getTime() - deps.now().getTime() : intervalMs;
      if (wait > 0) return Math.min(wait, intervalMs);
      // Rows another process is sending are skipped; sleeping then avoids spinning on them.
      return (await sendDueAnnouncements(deps)) > 0 ? 0 : intervalMs;
    },
    { everyMs: intervalMs, log: deps.log, failure: 'announcements not sent, retrying' },
  );
}
