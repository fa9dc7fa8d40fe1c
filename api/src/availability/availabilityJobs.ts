import type { Knex } from 'knex';
import { availabilityRequestDue, availabilityRequestText } from '@vsf/engine';
import type { AppDeps } from '../appDeps';
import { currentFixture, fixtureTime } from '../match';
import { insertNotices, noticeFanout } from '../notices';
import { writeWithEvents } from '../platform/bus/writeWithEvents';
import { startRepeatingJob, type RepeatingJob } from '../platform/jobs/repeatingJob';
import { readSeasonPointer } from '../season';
import { comingFixtures, readClockedFixture, type ClockedFixture } from './matchFacts';
import { writePlayerOutNotices } from './playerOutNotices';

export type AvailabilityJobDeps = Pick<AppDeps, 'db' | 'bus' | 'log' | 'now'>;

/** How often each API process looks for players to ask and managers to tell. */
const JOB_INTERVAL_MS = 60_000;

/** Names the question once per player and fixture. */
const requestKey = (fixtureId: number) => `availability:${fixtureId}`;

/**
 * The club players to ask about a fixture: active, linked to an account that has the player
 * role (the one that may answer), without an answer, and not asked before.
 */
async function playersToAsk(db: Knex, fixtureId: number): Promise<number[]> {
  return db('players as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where({ 'p.active': 1, 'u.is_player': 1 })
    .whereNotExists((answered) =>
      answered.from('availability_answers as a').whereRaw('a.player_id = p.id AND a.fixture_id = ?', [fixtureId]),
    )
    .whereNotExists((asked) =>
      asked.from('notices as n').whereRaw('n.user_id = u.id AND n.dedupe_key = ?', [requestKey(fixtureId)]),
    )
    .pluck('u.id');
}

/**
 * Asks, three days before a fixture, every club player who has not answered it ('Kan du
 * spille mot …? Svar før avspark.'), once per player and fixture; answers how many it asked.
 */
export async function askForAnswers(deps: AvailabilityJobDeps): Promise<number> {
  const now = deps.now();
  const due = (await comingFixtures(deps.db.knex, now)).filter((fixture) => availabilityRequestDue(fixture.clock, now));
  let asked = 0;
  for (const { row } of due) {
    asked += await writeWithEvents(deps, async (trx, publish) => {
      const userIds = await playersToAsk(trx, row.id);
      const text = availabilityRequestText({ ...row, time: fixtureTime(row.time) });
      const written = await insertNotices(
        trx,
        { kind: 'availabilityRequest', season: row.season, round: row.round, matchID: row.matchId, createdAt: now },
        userIds.map((userId) => ({ userId, text, dedupeKey: requestKey(row.id) })),
      );
      const message = await noticeFanout(trx, written);
      if (message) publish(message);
      return written.length;
    });
  }
  return asked;
}

/**
 * Tells the managers of the current round about players who will not play, for the teams no
 * write has told yet: those the season's move carried to the round after the answer or the
 * squad was given. Answers how many notices it wrote.
 */
export async function tellCarriedTeams(deps: AvailabilityJobDeps, fixture: ClockedFixture): Promise<number> {
  return writeWithEvents(deps, async (trx, publish) => {
    const message = await writePlayerOutNotices(trx, fixture, deps.now());
    if (message) publish(message);
    return message?.fanout?.userIDs.length ?? 0;
  });
}

export type AvailabilityJobs = RepeatingJob;

/**
 * The job, one per API process: asks for answers, and tells the current round's managers of
 * players out. The teams of a round change only when the season moves on (or a manager saves,
 * who then sees the flags), so the round is looked at once per process and pointer; the
 * answers and squads written meanwhile tell their managers themselves.
 */
export function startAvailabilityJobs(
  deps: AvailabilityJobDeps,
  options: { intervalMs?: number } = {},
): AvailabilityJobs {
  let toldRound: string | null = null;
  return startRepeatingJob(
    async () => {
      await askForAnswers(deps);
      const pointer = await readSeasonPointer(deps.db.knex);
      const current = await currentFixture(deps.db.knex, pointer);
      if (!current || current.matchId === toldRound) return;
      await tellCarriedTeams(deps, await readClockedFixture(deps.db.knex, current.matchId));
      toldRound = current.matchId;
    },
    {
      everyMs: options.intervalMs ?? JOB_INTERVAL_MS,
      log: deps.log,
      failure: 'availability questions or player notices not written, retrying',
    },
  );
}
