import { ENTERED_LINE_FIELDS } from '@vsf/engine';
import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import { HttpError, notFound } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import {
  rescoreFixture,
  changedSeasons,
  readDeadline,
  type StoredFixture,
  rescoreSeason,
  withLiveEntries,
} from '../../match';
import {
  fantasyPointsSchema,
  insertVSFStatsSchema,
  matchDataSchema,
  matchRefSchema,
  playerMatchSchema,
  updateVSFStatsSchema,
  statsTableIDSchema,
} from './schemas';
import { z } from 'zod';
import {
  STATS_MESSAGES as M,
  afterLinesChanged,
  applyMatchData,
  fixtureByMatch,
  insertLine,
  lineColumns,
  loadFixture,
  refuseBadLine,
} from './statsWrites';
import { withMatchNotices } from '../../notices';
import { auditFixture, auditMatch } from '../../platform/audit/auditHooks';

type Trx = Parameters<typeof rescoreFixture>[0];

function rescored(publish: (message: BusMessage) => void, fixture: StoredFixture): void {
  changedSeasons(publish, [fixture.season]);
  publish(
    busMessage('rankings:updated', { season: fixture.season, round: fixture.round, matchID: fixture.matchId }, [
      EVERYONE,
    ]),
  );
}

const insertVSFStats = defineRoute({
  name: 'insertVSFStats',
  access: 'admin',
  transaction: true,
  summary:
    "Store one player's line of a match; the derived columns come from the stored result, and the match is rescored.",
  input: insertVSFStatsSchema,
  async handler({ input, db, deps, publish, user }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    const statsTableID = await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
      withLiveEntries(db, fixture, deps.now(), publish, () =>
        auditMatch(db, user, fixture, () => insertLine(db as Trx, fixture, input)),
      ),
    );
    rescored(publish, fixture);
    return { msg: M.saved, statsTableID };
  },
});

const updateVSFStats = defineRoute({
  name: 'updateVSFStats',
  access: 'admin',
  transaction: true,
  summary: "Change one line; attendance 0 deletes it (002 §4.3). The match's points are recomputed.",
  input: updateVSFStatsSchema,
  async handler({ input, db, deps, publish, user }) {
    const line = await db('match_stats').where({ id: input.statsTableID }).first('fixtureId');
    if (!line) throw notFound(M.lineNotFound);
    refuseBadLine(input);
    const fixture = await loadFixture(db, line.fixtureId);
    await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
      withLiveEntries(db, fixture, deps.now(), publish, () =>
        auditMatch(db, user, fixture, async () => {
          if (input.attendance === 0) await db('match_stats').where({ id: input.statsTableID }).delete();
          else await db('match_stats').where({ id: input.statsTableID }).update(lineColumns(input));
          await afterLinesChanged(db as Trx, fixture);
        }),
      ),
    );
    rescored(publish, fixture);
    return { msg: M.saved };
  },
});

const deleteVSFStatsUsingID = defineRoute({
  name: 'deleteVSFStatsUsingID',
  access: 'admin',
  transaction: true,
  summary: "Delete one player's line of a match; the match is rescored.",
  input: z.object({ statsTableID: statsTableIDSchema }),
  async handler({ input, db, deps, publish, user }) {
    const line = await db('match_stats').where({ id: input.statsTableID }).first('fixtureId');
    if (!line) throw notFound(M.lineNotFound);
    const fixture = await loadFixture(db, line.fixtureId);
    await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
      auditMatch(db, user, fixture, async () => {
        await db('match_stats').where({ id: input.statsTableID }).delete();
        await rescoreFixture(db as Trx, fixture);
      }),
    );
    rescored(publish, fixture);
    return { msg: M.deleted };
  },
});

const deleteStatsFromMatch = defineRoute({
  name: 'deleteStatsFromMatch',
  access: 'admin',
  transaction: true,
  summary: "Delete every player's line of a match; the match is rescored.",
  input: matchRefSchema,
  async handler({ input, db, deps, publish, user }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    const deleted = await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
      auditMatch(db, user, fixture, async () => {
        const lines = await db('match_stats').where({ fixtureId: fixture.id }).delete().returning('id');
        await rescoreFixture(db as Trx, fixture);
        return lines.length;
      }),
    );
    rescored(publish, fixture);
    return { msg: M.deleted, deleted };
  },
});

const deleteFantasyStatsFromMatch = defineRoute({
  name: 'deleteFantasyStatsFromMatch',
  access: 'admin',
  transaction: true,
  summary: "Delete every fantasy team of a match; the season's running totals are recomputed.",
  input: matchRefSchema,
  async handler({ input, db, publish }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    const deleted = (await db('fantasy_teams').where({ fixtureId: fixture.id }).delete().returning('id')).length;
    await rescoreSeason(db as Trx, fixture.season);
    rescored(publish, fixture);
    return { msg: 'Fantasy-lagene for kampen er slettet.', deleted };
  },
});

const deleteFantasyPlayerPointsFromMatch = defineRoute({
  name: 'deleteFantasyPlayerPointsFromMatch',
  access: 'admin',
  summary:
    "Delete the fantasy player points of a match (a step of the spec's fixture deletion; the next rescoring of the match writes them again).",
  input: matchRefSchema,
  async handler({ input, db, publish }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    const deleted = (await db('fantasy_player_points').where({ fixtureId: fixture.id }).delete().returning('id'))
      .length;
    changedSeasons(publish, [fixture.season]);
    return { msg: 'Fantasypoengene for kampen er slettet.', deleted };
  },
});

const deleteFantasyPlayerPointsForSpecificEntry = defineRoute({
  name: 'deleteFantasyPlayerPointsForSpecificEntry',
  access: 'admin',
  summary: "Delete one player's fantasy points of one match.",
  input: playerMatchSchema,
  async handler({ input, db, publish }) {
    const fixture = await fixtureByMatch(db, input.matchID);
    const deleted = (
      await db('fantasy_player_points')
        .where({ fixtureId: fixture.id, playerId: input.playerID })
        .delete()
        .returning('id')
    ).length;
    changedSeasons(publish, [fixture.season]);
    return { msg: 'Fantasypoengene er slettet.', deleted };
  },
});

/** insertFantasyPlayerPoints and updateFantasyPlayerPoints: the engine computes from the stored line. */
const fantasyPointsRoute = (name: 'insertFantasyPlayerPoints' | 'updateFantasyPlayerPoints') =>
  defineRoute({
    name,
    access: 'admin',
    transaction: true,
    summary:
      "A player's fantasy points of a match, computed by the engine from the stored statistics (points sent by the client are ignored); the match's teams are rescored.",
    input: fantasyPointsSchema,
    async handler({ input, db, publish }) {
      const fixture = await fixtureByMatch(db, input.matchID, input.season);
      const line = await db('match_stats').where({ fixtureId: fixture.id, playerId: input.playerID }).first('id');
      if (!line) throw new HttpError(400, M.noLine);
      await rescoreFixture(db as Trx, fixture);
      const points = await db('fantasy_player_points')
        .where({ fixtureId: fixture.id, playerId: input.playerID })
        .first('totalPoints');
      rescored(publish, fixture);
      return { msg: M.saved, totalPoints: points?.totalPoints ?? 0 };
    },
  });

/** The three 'MatchData' calls change the one fixture row everything hangs off. */
const matchDataRoute = (
  name: 'updateVSFStatsMatchData' | 'updateFantasyPlayerPointsMatchData' | 'updateFantasyStatsMatchData',
  what: string,
) =>
  defineRoute({
    name,
    access: 'admin',
    transaction: true,
    summary: `${what} follow the fixture row: this changes the fixture's round, date and matchID (and more) by its old number, once; repeating it is harmless.`,
    input: matchDataSchema,
    async handler({ input, db, deps, publish, user }) {
      const target = await db('fixtures').where({ season: input.season, matchId: input.originalMatchID }).first('id');
      const apply = () => applyMatchData(db as Trx, input, deps.now(), publish);
      const changed = target
        ? await withMatchNotices(db, target.id, deps.now(), publish, () => auditFixture(db, user, target.id, apply))
        : await apply();
      if (changed) {
        changedSeasons(publish, [changed.before.season, changed.after.season]);
        publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
      }
      return { msg: M.saved, changed: changed !== null };
    },
  });

const getMatchStatsForAdmin = defineRoute({
  name: 'getMatchStatsForAdmin',
  access: 'admin',
  summary: "A match's stored player lines, for the admin's statistics form (/admin/editStats).",
  input: matchRefSchema.omit({ round: true }),
  async handler({ input, db }) {
    const fixture = await fixtureByMatch(db, input.matchID, input.season);
    const lines = await db('match_stats')
      .where({ fixtureId: fixture.id })
      .orderBy('id')
      .select('id', 'playerId', ...ENTERED_LINE_FIELDS.map((field) => field.key));
    return {
      lines: lines.map(({ id, playerId, ...counts }) => ({ statsTableID: id, playerID: playerId, ...counts })),
    };
  },
});

export const statsAdminRoutes = [
  getMatchStatsForAdmin,
  insertVSFStats,
  updateVSFStats,
  deleteVSFStatsUsingID,
  deleteStatsFromMatch,
  deleteFantasyStatsFromMatch,
  deleteFantasyPlayerPointsFromMatch,
  deleteFantasyPlayerPointsForSpecificEntry,
  fantasyPointsRoute('insertFantasyPlayerPoints'),
  fantasyPointsRoute('updateFantasyPlayerPoints'),
  matchDataRoute('updateVSFStatsMatchData', 'Statistics'),
  matchDataRoute('updateFantasyPlayerPointsMatchData', 'Fantasy player points'),
  matchDataRoute('updateFantasyStatsMatchData', 'Fantasy teams'),
];
