import type { Logger } from '../../logger';

export interface RepeatingJob {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * A job each API process runs in a loop (announcements, notices, reminders): the first run
 * at once, so what fell due while no process ran is done on start, the next after the delay
 * the run answers (or `everyMs`). A failed run is logged as `failure` and tried again after
 * `everyMs`. A pending run does not keep a finished process alive.
 */
export function startRepeatingJob(
  run: () => Promise<number | void>,
  { everyMs, log, failure }: { everyMs: number; log: Pick<Logger, 'error'>; failure: string },
): RepeatingJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function runOnce(): Promise<number> {
    try {
      return (await run()) ?? everyMs;
    } catch (error) {
      log.error({ err: error }, failure);
      return everyMs;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then(schedule);
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
