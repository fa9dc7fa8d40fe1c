import type { Knex } from 'knex';
import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import { playerOfTheMatchAnnouncement } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import { scheduleAnnouncement } from '../announcements';
import { writeWithEvents } from '../platform/bus/writeWithEvents';
import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import { readVoteOutcome, type VoteFixture } from './voteState';

export type CloseDeps = Pick<AppDeps, 'db' | 'bus' | 'log' | 'now'>;

/**
 * What else a closed vote changes, run in the closing transaction: the composition root hands
 * in the drafted match report's update, so this domain does not know of articles.
 */
export type OnVoteClosed = (
  trx: Knex.Transaction,
  fixtureId: number,
  now: Date,
  publish: (message: BusMessage) => void,
) => Promise<void>;

/** How often each API process looks for a vote whose 48 hours have run out. */
const CLOSE_INTERVAL_MS = 60_000;
/** Votes closed per transaction, so a backlog after downtime does not hold one long lock. */
const CLOSE_BATCH_SIZE = 20;

/**
 * Closes every vote whose time has run out and whose match still has its result (a reopened
 * match's vote waits for the result to come back), and answers how many. Each is claimed with
 * FOR UPDATE SKIP LOCKED and marked `closed_at` in the same transaction as the bot's
 * announcement of the winner, so however many API processes run, each winner is announced once.
 * The counts themselves were never secret after `closes_at`: the reads judge the time; this job
 * does what must happen once. `stats:updated` lets the match centre, the player cards and /stats
 * refetch.
 */
export async function closeDueVotes(deps: CloseDeps, onClosed: OnVoteClosed): Promise<number> {
  const now = deps.now();
  return writeWithEvents(deps, async (trx, publish) => {
    const due: { fixtureId: number }[] = await trx('match_player_votes as v')
      .whereNull('v.closed_at')
      .where('v.closes_at', '<=', now)
      .whereExists(
        trx('fixtures as f').whereRaw('f.id = v.fixture_id').whereNotNull('f.home_score').select(trx.raw('1')),
      )
      .orderBy('v.closes_at')
      .limit(CLOSE_BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .select('v.fixture_id');
    const seasons = new Set<number>();
    for (const { fixtureId } of due) {
      const fixture: VoteFixture = (await trx('fixtures')
        .where({ id: fixtureId })
        .first('id', 'matchId', 'season', 'date', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore'))!;
      const { candidates, result } = await readVoteOutcome(trx, fixture, now);
      await trx('match_player_votes').where({ fixtureId }).update({ closedAt: now });
      if (result && result.winners.length > 0) {
        const names = result.winners.map((id) => candidates.find((candidate) => candidate.playerID === id)!.name);
        const winnerVotes = result.counts[0]!.votes;
        await scheduleAnnouncement(
          trx,
          playerOfTheMatchAnnouncement(fixture, names, winnerVotes, result.totalVotes),
          now,
        );
      }
      await onClosed(trx, fixtureId, now, publish);
      seasons.add(fixture.season);
    }
    for (const season of seasons) publish(busMessage('stats:updated', { season }, [EVERYONE]));
    return due.length;
  });
}

/**
 * The closing job, one per API process: a run at once (a vote that ran out while no process
 * ran is closed on start), then every `intervalMs`; a full batch runs again at once. A failed
 * run is logged and tried again on the next.
 */
export function startVoteClosing(
  deps: CloseDeps,
  onClosed: OnVoteClosed,
  options: { intervalMs?: number } = {},
): RepeatingJob {
  const everyMs = options.intervalMs ?? CLOSE_INTERVAL_MS;
  return startRepeatingJob(async () => ((await closeDueVotes(deps, onClosed)) === CLOSE_BATCH_SIZE ? 0 : everyMs), {
    everyMs,
    log: deps.log,
    failure: 'player-of-the-match votes not closed, retrying',
  });
}
