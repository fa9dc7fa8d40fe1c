import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import { writeWithEvents } from '../platform/bus/writeWithEvents';
import type { Knex } from 'knex';
import { deadlineReminderText, dueDeadlineReminder, fantasyDeadline } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import { currentFixture } from '../match';
import { readSeasonPointer } from '../season';
import { insertNotices, noticeFanout } from './noticeStore';

export type ReminderDeps = Pick<AppDeps, 'db' | 'bus' | 'log' | 'now'>;

/** How often each API process looks for a due reminder. */
const REMINDER_INTERVAL_MS = 60_000;

/**
 * The managers to remind of the current round's deadline (see docs/PRODUCT-CHOICES.md, Match day,
 * 'Notices'): everyone with a team in this season or the one before who has not
 * saved a team for the round themselves. A team the season's move carried to the round keeps
 * its source's `updated_at` (carryForward.ts), so a team sharing its `updated_at` with
 * another of the manager's teams is a carried copy, not a save. Those who have this
 * reminder already are left out, so a run after the first finds nobody.
 */
async function managersToRemind(db: Knex, fixtureId: number, season: number, key: string): Promise<number[]> {
  return db('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .whereIn('f.season', [season, season - 1])
    .whereNotNull('t.player1')
    .whereNotExists((own) =>
      own
        .from('fantasy_teams as own')
        .whereRaw('own.user_id = t.user_id AND own.fixture_id = ?', [fixtureId])
        .whereNotExists((copy) =>
          copy
            .from('fantasy_teams as source')
            // Through the matches: the teams' key starts with the match, not the user.
            .whereIn('source.fixture_id', db('fixtures').select('id'))
            .whereRaw('source.user_id = own.user_id AND source.id <> own.id AND source.updated_at = own.updated_at'),
        ),
    )
    .whereNotExists((sent) => sent.from('notices as n').whereRaw('n.user_id = t.user_id AND n.dedupe_key = ?', [key]))
    .distinct()
    .pluck('t.user_id');
}

interface DueReminder {
  fixture: { id: number; season: number; round: number; matchId: string };
  deadline: Date;
  /** Names the reminder once per user: the round, which of the two, and the deadline. */
  key: string;
}

/** The current round's reminder due at `now`, or null. */
export async function dueReminder(db: Knex, now: Date): Promise<DueReminder | null> {
  const fixture = await currentFixture(db, await readSeasonPointer(db));
  if (!fixture) return null;
  const deadline = fantasyDeadline(fixture.date);
  const due = dueDeadlineReminder(deadline, now);
  if (!due) return null;
  // The deadline is part of the key: a match moved to another day is reminded of again.
  return { fixture, deadline, key: `deadline:${due}:${fixture.id}:${deadline.toISOString()}` };
}

/**
 * Writes a due reminder for every manager who should get it and has not, and announces
 * what it wrote. Idempotent through the dedupe key: two processes at the same minute write
 * each notice once, and only the process that inserted a row announces it.
 */
export async function writeReminders(deps: ReminderDeps, { fixture, deadline, key }: DueReminder): Promise<number> {
  const now = deps.now();
  return writeWithEvents(deps, async (trx, publish) => {
    const userIds = await managersToRemind(trx, fixture.id, fixture.season, key);
    const text = deadlineReminderText(fixture.round, deadline, now);
    const written = await insertNotices(
      trx,
      {
        kind: 'deadlineReminder',
        season: fixture.season,
        round: fixture.round,
        matchID: fixture.matchId,
        createdAt: now,
      },
      userIds.map((userId) => ({ userId, text, dedupeKey: key })),
    );
    const message = await noticeFanout(trx, written);
    if (message) publish(message);
    return written.length;
  });
}

export type DeadlineReminders = RepeatingJob;

/**
 * The reminder job, one per API process: a run at once (a reminder that fell due while no
 * process ran goes out on start), then every `intervalMs`. A key that has been written is
 * remembered, so the rest of its window costs no query of the managers: whoever saves
 * meanwhile only leaves the list, and a newly carried team belongs to another round's key.
 * A failed run is logged and tried again on the next.
 */
export function startDeadlineReminders(deps: ReminderDeps, options: { intervalMs?: number } = {}): DeadlineReminders {
  let written: string | null = null;
  return startRepeatingJob(
    async () => {
      const due = await dueReminder(deps.db.knex, deps.now());
      if (!due || due.key === written) return;
      await writeReminders(deps, due);
      written = due.key;
    },
    {
      everyMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
      log: deps.log,
      failure: 'deadline reminders not written, retrying',
    },
  );
}
