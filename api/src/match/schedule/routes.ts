import { z } from 'zod';
import { MATCH_ENTRY_MESSAGES, SEASON_MESSAGES, isEndOfSeason, isMatchInFuture } from '@vsf/engine';
import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import { toApiFixture, selectFixtures } from '../fixtures/fixtureRows';
import { joined } from '../../platform/db/queryResults';
import { HttpError, notFound } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import { rescoreFixture } from '../result/rescoreFixture';
import { readSeasonPointer, seasonSchema } from '../../season';
import { readDeadline } from '../fixtures/currentFixture';
import {
  SCHEDULE_MESSAGES as M,
  changeFixture,
  deleteFixture,
  insertFixture,
  loadFixture,
  rederiveLines,
} from './fixtureWrites';
import { addFixtureSchema, changeFixtureSchema, fixtureIdInput, updateFixtureStatsSchema } from './schemas';
import { withLiveEntries } from '../result/liveEntries';
import { withMatchNotices } from '../../notices';
import {
  auditFixture,
  auditMatch,
  auditSeasonEndDeletions,
  recordFixtureCreated,
} from '../../platform/audit/auditHooks';

/** Schedule and results changed: the read caches and open pages of those seasons refresh. */
export function changedSeasons(publish: (message: BusMessage) => void, seasons: readonly number[]): void {
  for (const season of new Set(seasons)) {
    publish(busMessage('fixtures:updated', { season }, [EVERYONE]));
    publish(busMessage('stats:updated', { season }, [EVERYONE]));
  }
}

async function apiFixture(db: Parameters<typeof selectFixtures>[0], id: number) {
  const row = await selectFixtures(db).where('fixtures.id', id).first();
  if (!row) throw notFound(M.notFound);
  return toApiFixture(row);
}

const addFixture = defineRoute({
  name: 'addFixture',
  access: 'admin',
  transaction: true,
  summary:
    "Add a fixture (002 §2.4, §5). A new pitch or tournament typed as free text is created; the weekday always follows the date (a weekday sent is not stored) and matchID 'none' gets a generated number.",
  input: addFixtureSchema,
  async handler({ input, db, deps, publish, user }) {
    const row = await insertFixture(db, input, deps.now());
    await recordFixtureCreated(db, user, row.id);
    changedSeasons(publish, [row.season]);
    return { msg: M.added, fixtureTableID: row.id, fixture: await apiFixture(db, row.id) };
  },
});

const changeFixtureScheduleData = defineRoute({
  name: 'changeFixtureScheduleData',
  access: 'admin',
  transaction: true,
  summary:
    "Change a fixture; statistics, teams and points follow the fixture row, and a new matchID moves users' registration match and the season pointer (002 §7A).",
  input: changeFixtureSchema,
  async handler({ input, db, deps, publish, user }) {
    const trx = db as Parameters<typeof changeFixture>[0];
    // Flipping the club's side rescores the match: its managers are told.
    const { before, after } = await withMatchNotices(db, input.fixtureTableID, deps.now(), publish, () =>
      auditFixture(db, user, input.fixtureTableID, () =>
        changeFixture(trx, input.fixtureTableID, input, deps.now(), publish),
      ),
    );
    changedSeasons(publish, [before.season, after.season]);
    publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    return { msg: M.scheduleChanged, fixture: await apiFixture(db, after.id) };
  },
});

const deleteFixtureRoute = defineRoute({
  name: 'deleteFixture',
  access: 'admin',
  transaction: true,
  summary:
    "Delete a fixture with its statistics, fantasy teams and player points (002 §7A); the season's totals are recomputed when it had a result.",
  input: fixtureIdInput,
  async handler({ input, db, deps, publish, user }) {
    const trx = db as Parameters<typeof deleteFixture>[0];
    const { fixture, pointer } = await auditFixture(db, user, input.fixtureTableID, () =>
      deleteFixture(trx, input.fixtureTableID),
    );
    changedSeasons(publish, [fixture.season]);
    if (fixture.homeScore !== null) {
      publish(
        busMessage('rankings:updated', { season: fixture.season, round: fixture.round, matchID: fixture.matchId }, [
          EVERYONE,
        ]),
      );
    }
    if (pointer) publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
    return { msg: M.deleted };
  },
});

const updateFixtureStats = defineRoute({
  name: 'updateFixtureStats',
  access: 'admin',
  transaction: true,
  summary:
    "Set a fixture's result ('3 - 1', or '-' to clear it) and trivia; its players' lines and every team's points are recomputed. saveMatch does this and more in one call.",
  input: updateFixtureStatsSchema,
  async handler({ input, db, deps, publish, user }) {
    const trx = db as Parameters<typeof rescoreFixture>[0];
    const fixture = await loadFixture(trx, input.fixtureTableID);
    const result = input.matchResult;
    if (result === null && (await trx('match_stats').where({ fixtureId: fixture.id }).first('id'))) {
      throw new HttpError(400, 'Kampen har spillerstatistikk. Slett statistikken før du fjerner resultatet.');
    }
    // As saveMatch: a result waits for its match day. (The goals' sum is saveMatch's to check:
    // here the lines come in calls of their own.)
    if (result !== null && isMatchInFuture(fixture.date, deps.now())) {
      throw new HttpError(400, MATCH_ENTRY_MESSAGES.matchInFuture);
    }
    const homeScore = result?.home ?? null;
    const awayScore = result?.away ?? null;
    await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
      withLiveEntries(db, fixture, deps.now(), publish, () =>
        auditMatch(db, user, fixture, async () => {
          await trx('fixtures').where({ id: fixture.id }).update({ homeScore, awayScore, trivia: input.matchTrivia });
          const saved = { ...fixture, homeScore, awayScore };
          await rederiveLines(trx, saved);
          await rescoreFixture(trx, saved);
        }),
      ),
    );
    changedSeasons(publish, [fixture.season]);
    publish(
      busMessage('rankings:updated', { season: fixture.season, round: fixture.round, matchID: fixture.matchId }, [
        EVERYONE,
      ]),
    );
    return { msg: M.changed };
  },
});

const deleteUnplayedRemainingFixtures = defineRoute({
  name: 'deleteUnplayedRemainingFixtures',
  access: 'admin',
  transaction: true,
  summary:
    "Delete a season's fixtures without a result (the spec's second step of ending a season; endSeason does both).",
  input: z.object({ result: z.literal('-', { error: "Resultatet må være '-'." }).default('-'), season: seasonSchema }),
  async handler({ input, db, publish, user }) {
    const pointer = await readSeasonPointer(db);
    if (pointer.season === input.season && !isEndOfSeason(pointer)) {
      throw new HttpError(400, 'Avslutt sesongen før kampene som ikke er spilt slettes.');
    }
    const deleted = await auditSeasonEndDeletions(db, user, input.season, async () => {
      const ids = await db('fixtures').where({ season: input.season }).whereNull('home_score').delete().returning('id');
      return ids.length;
    });
    changedSeasons(publish, [input.season]);
    return { msg: deleted > 0 ? `${deleted} kamper uten resultat er slettet.` : SEASON_MESSAGES.noFixtures, deleted };
  },
});

const findTeamNameSuggestion = defineRoute({
  name: 'findTeamNameSuggestion',
  access: 'admin',
  summary: "Team names already in the schedule that contain the search text (the schedule form's suggestions).",
  input: z.object({
    searchString: z.string({ error: 'Søketeksten mangler.' }).max(60, 'Søketeksten er for lang.'),
  }),
  async handler({ input, db }) {
    const text = input.searchString.trim().toLowerCase();
    if (text === '') return { teams: [] };
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await joined<{ team: string }>(
      db
        .select('team')
        .from(
          db('fixtures')
            .select('home_team as team')
            .union((union) => union.select('away_team as team').from('fixtures'))
            .as('names'),
        )
        .whereRaw('lower(team) like ?', [pattern])
        .orderByRaw('lower(team)')
        .limit(10),
    );
    return { teams: rows.map((row) => row.team) };
  },
});

export const scheduleRoutes = [
  addFixture,
  changeFixtureScheduleData,
  deleteFixtureRoute,
  updateFixtureStats,
  deleteUnplayedRemainingFixtures,
  findTeamNameSuggestion,
];
