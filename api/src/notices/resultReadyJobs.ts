import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import { writeWithEvents } from '../platform/bus/writeWithEvents';
import type { Knex } from 'knex';
import { resultReadyText } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import { rawRows } from '../platform/db/queryResults';
import type { NoticeJobTableRow } from '../platform/db/tables';
import { noticeFanout, type WrittenNotice } from './noticeStore';
import { queueNoticePushes } from '../push';

export type NoticeJobDeps = Pick<AppDeps, 'db' | 'bus' | 'log'>;

/** The key that makes a match's 'Resultatet er klart' once per manager; a reopen frees it. */
export const resultReadyKey = (fixtureId: number) => `resultReady:${fixtureId}`;

/**
 * Queues 'Resultatet er klart' for a match that got its first result, in the transaction of
 * the write that gave it: one row, whatever the number of managers (migrations
 * 0010_notice_jobs). The notices themselves are written after the commit (runNoticeJobs).
 */
export async function queueResultReady(db: Knex, fixtureId: number, createdAt: Date): Promise<void> {
  await db('notice_jobs').insert({ kind: 'resultReady', fixtureId, createdAt });
}

/**
 * Every manager with a team in the match's round that has players (001 §4) gets the result
 * with their round points, in one statement: the engine writes the text once for each
 * points value the round has, and the database gives each team its value's text. A
 * manager who has the notice already keeps the one they have. Nothing when the match has
 * no result any more (reopened before the job ran).
 */
async function writeResultReady(trx: Knex.Transaction, job: NoticeJobTableRow): Promise<WrittenNotice[]> {
  const fixture = await trx('fixtures')
    .where({ id: job.fixtureId })
    .first('id', 'season', 'round', 'matchId', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore');
  if (!fixture || fixture.homeScore === null || fixture.awayScore === null) return [];
  const result = { ...fixture, homeTeamScore: fixture.homeScore, awayTeamScore: fixture.awayScore };
  const values: { roundPoints: number }[] = await trx('fantasy_teams')
    .where({ fixtureId: fixture.id })
    .whereNotNull('player1')
    .distinct('roundPoints');
  if (values.length === 0) return [];
  const texts = values.map(({ roundPoints }) => ({ points: roundPoints, text: resultReadyText(result, roundPoints) }));
  const written = await trx.raw(
    `INSERT INTO notices (user_id, kind, text, season, round, match_id, dedupe_key, created_at)
     SELECT t.user_id, 'resultReady', x.text, ?::int, ?::int, ?, ?, ?
       FROM fantasy_teams t JOIN json_to_recordset(?::json) AS x(points int, text text) ON x.points = t.round_points
      WHERE t.fixture_id = ? AND t.player1 IS NOT NULL
     ON CONFLICT (user_id, dedupe_key) DO NOTHING
     RETURNING id, user_id`,
    [
      fixture.season,
      fixture.round,
      fixture.matchId,
      resultReadyKey(fixture.id),
      job.createdAt,
      JSON.stringify(texts),
      fixture.id,
    ],
  );
  const notices = rawRows<WrittenNotice>(written);
  await queueNoticePushes(
    trx,
    {
      kind: 'resultReady',
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      createdAt: job.createdAt,
    },
    notices,
  );
  return notices;
}

/**
 * Runs the queued notice jobs, each in a transaction of its own that writes its notices and
 * deletes its row, then announces them with ONE `notice:new` after that commit. A job
 * another process is running is skipped (`SKIP LOCKED`); the dedupe key keeps a manager
 * from getting one notice twice even so. Answers how many jobs ran.
 */
export async function runNoticeJobs(deps: NoticeJobDeps): Promise<number> {
  // The loop asks every second: most of the time there is nothing, and a read says so.
  if (!(await deps.db.knex('notice_jobs').first('id'))) return 0;
  let ran = 0;
  for (;;) {
    const done = await writeWithEvents(deps, async (trx, publish) => {
      const job: NoticeJobTableRow | undefined = await trx('notice_jobs')
        .orderBy('id')
        .forUpdate()
        .skipLocked()
        .first();
      if (!job) return false;
      const written = await writeResultReady(trx, job);
      await trx('notice_jobs').where({ id: job.id }).delete();
      const message = await noticeFanout(trx, written);
      if (message) publish(message);
      return true;
    });
    if (!done) return ran;
    ran++;
  }
}

/** How often each API process looks for queued notices: how late a queued notice is at most. */
const JOB_INTERVAL_MS = 1000;

export type NoticeJobs = RepeatingJob;

/**
 * The notice job loop, one per API process, as the announcement sender's: a run at once
 * (jobs a stopped process left are done on start), then every `intervalMs`. A failed run is
 * logged and its job tried again on the next.
 */
export function startNoticeJobs(deps: NoticeJobDeps, options: { intervalMs?: number } = {}): NoticeJobs {
  return startRepeatingJob(() => runNoticeJobs(deps).then(() => undefined), {
    everyMs: options.intervalMs ?? JOB_INTERVAL_MS,
    log: deps.log,
    failure: 'notices not written, retrying',
  });
}
