import { nextDueAt, sendDueAnnouncements, type SenderDeps } from './sendDueAnnouncements';

export interface AnnouncementSender {
  /** Stops the timer and waits for a send in progress, so the database can close after it. */
  stop(): Promise<void>;
}

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
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let round: Promise<void> = Promise.resolve();

  async function runRound(): Promise<number> {
    try {
      const next = await nextDueAt(deps);
      const wait = next ? next.getTime() - deps.now().getTime() : intervalMs;
      if (wait > 0) return Math.min(wait, intervalMs);
      // Rows another process is sending are skipped; sleeping then avoids spinning on them.
      return (await sendDueAnnouncements(deps)) > 0 ? 0 : intervalMs;
    } catch (error) {
      deps.log.error({ err: error }, 'announcements not sent, retrying');
      return intervalMs;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().then(schedule);
    }, delayMs);
    // A pending announcement must not keep a finished process alive.
    timer.unref();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
