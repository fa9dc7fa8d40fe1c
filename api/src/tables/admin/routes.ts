import type { Knex } from 'knex';
import { leagueResultRefusal, tableTeamName } from '@vsf/engine';
import { EVERYONE, busMessage, type BusMessage } from '@vsf/contract';
import { defineRoute } from '../../platform/http/route';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { recordAudit, type AuditActor } from '../../platform/audit/recordAudit';
import {
  TABLE_MESSAGES as M,
  correctionIDSchema,
  resultIDSchema,
  saveLeagueResultSchema,
  saveTableCorrectionSchema,
  tableKeySchema,
} from '../schemas';
import { correctionEntries } from '../tableRows';
import { leagueResultEntries, resultSnapshot, tableTeams } from '../leagueResults';

async function tournamentIdOf(db: Knex, name: string): Promise<number> {
  const row = await db('tournaments').where({ name }).first('id');
  if (!row) throw notFound(M.tournamentNotFound);
  return row.id;
}

/** The last date the published table of (season, tournament) counts; null when it has none. */
async function countedThroughOf(db: Knex, season: number, tournamentId: number): Promise<string | null> {
  const row = await db('league_table_rows')
    .where({ season, tournamentId })
    .whereNotNull('countedThrough')
    .orderBy('countedThrough', 'desc')
    .first('countedThrough');
  return row?.countedThrough ?? null;
}

/** Every open table and every process's cached answer follow (the event drops `getTables`). */
const tableChanged = (publish: (message: BusMessage) => void, season: number) =>
  publish(busMessage('table:updated', { season }, [EVERYONE]));

const actor = (user: { userID: number; username: string }): AuditActor => ({
  id: user.userID,
  username: user.username,
});

const getLeagueResults = defineRoute({
  name: 'getLeagueResults',
  access: 'admin',
  summary: "One table's entered division results and corrections, and the teams to offer for them.",
  input: tableKeySchema,
  async handler({ input, db }) {
    const tournamentId = await tournamentIdOf(db, input.tournement);
    return {
      results: await leagueResultEntries(db, input.season, tournamentId),
      corrections: await correctionEntries(db, { season: input.season, tournamentId }),
      teams: await tableTeams(db, input.season, input.tournement),
      countedThrough: await countedThroughOf(db, input.season, tournamentId),
    };
  },
});

const saveLeagueResult = defineRoute({
  name: 'saveLeagueResult',
  access: 'admin',
  transaction: true,
  summary:
    'Enter or change a division result between two other teams (home, away, score, date); the table counts it. ' +
    "The club's own matches are its fixtures and are refused here.",
  input: saveLeagueResultSchema,
  async handler({ input, db, user, publish }) {
    const tournamentId = await tournamentIdOf(db, input.tournement);
    const refusal = leagueResultRefusal(input, input.season, await countedThroughOf(db, input.season, tournamentId));
    if (refusal) throw badRequest(refusal);
    const before = input.resultID === undefined ? null : await resultSnapshot(db, input.resultID);
    if (input.resultID !== undefined && before === null) throw notFound(M.resultNotFound);
    const duplicate = await db('league_results')
      .where({
        season: input.season,
        tournamentId,
        date: input.date,
        homeTeam: input.homeTeam,
        awayTeam: input.awayTeam,
      })
      .modify((query) => (input.resultID === undefined ? query : query.whereNot('id', input.resultID)))
      .first('id');
    if (duplicate) throw conflict('Dette resultatet er allerede lagt inn.');
    const row = {
      season: input.season,
      tournamentId,
      date: input.date,
      homeTeam: input.homeTeam,
      awayTeam: input.awayTeam,
      homeScore: input.homeTeamScore,
      awayScore: input.awayTeamScore,
    };
    let resultID = input.resultID;
    if (resultID === undefined) {
      const [inserted] = await db('league_results')
        .insert({ ...row, enteredBy: user.userID })
        .returning('id');
      resultID = inserted!.id;
    } else {
      await db('league_results').where({ id: resultID }).update(row);
    }
    const after = await resultSnapshot(db, resultID);
    await recordAudit(db, actor(user), {
      kind: 'leagueTable',
      action: before === null ? 'create' : 'update',
      objectID: resultID,
      summary: `${before === null ? 'Resultat lagt inn' : 'Resultat endret'} i tabellen: ${input.homeTeam} – ${input.awayTeam} ${input.homeTeamScore}–${input.awayTeamScore}`,
      before,
      after,
    });
    if (before !== null && before.season !== input.season) tableChanged(publish, Number(before.season));
    tableChanged(publish, input.season);
    return { msg: M.resultSaved, resultID };
  },
});

const deleteLeagueResult = defineRoute({
  name: 'deleteLeagueResult',
  access: 'admin',
  transaction: true,
  summary: 'Delete an entered division result; the table no longer counts it.',
  input: resultIDSchema,
  async handler({ input, db, user, publish }) {
    const before = await resultSnapshot(db, input.resultID);
    if (before === null) throw notFound(M.resultNotFound);
    await db('league_results').where({ id: input.resultID }).delete();
    await recordAudit(db, actor(user), {
      kind: 'leagueTable',
      action: 'delete',
      objectID: input.resultID,
      summary: `Resultat slettet fra tabellen: ${String(before.homeTeam)} – ${String(before.awayTeam)}`,
      before,
      after: null,
    });
    tableChanged(publish, Number(before.season));
    return { msg: M.resultDeleted };
  },
});

const saveTableCorrection = defineRoute({
  name: 'saveTableCorrection',
  access: 'admin',
  transaction: true,
  summary:
    "Correct a team's row: deduct points and/or mark the team withdrawn (its matches then count for no one). " +
    'The reason is shown under the table.',
  input: saveTableCorrectionSchema,
  async handler({ input, db, user, publish }) {
    if (input.pointsDeducted === 0 && !input.withdrawn) throw badRequest(M.noCorrection);
    const tournamentId = await tournamentIdOf(db, input.tournement);
    const team = tableTeamName(input.team);
    const teams = await tableTeams(db, input.season, input.tournement);
    if (!teams.includes(team)) throw badRequest(`${input.team} er ikke med i denne tabellen.`);
    const [inserted] = await db('table_corrections')
      .insert({
        season: input.season,
        tournamentId,
        team,
        pointsDeducted: input.pointsDeducted,
        withdrawn: input.withdrawn ? 1 : 0,
        reason: input.reason,
        enteredBy: user.userID,
      })
      .returning('id');
    const correctionID = inserted!.id;
    const after = { ...input, team };
    await recordAudit(db, actor(user), {
      kind: 'leagueTable',
      action: 'create',
      objectID: `korreksjon-${correctionID}`,
      summary: `Tabellkorreksjon for ${team}: ${input.reason}`,
      before: null,
      after,
    });
    tableChanged(publish, input.season);
    return { msg: M.correctionSaved, correctionID };
  },
});

const deleteTableCorrection = defineRoute({
  name: 'deleteTableCorrection',
  access: 'admin',
  transaction: true,
  summary: "Remove a table correction; the team's row is as its results give it again.",
  input: correctionIDSchema,
  async handler({ input, db, user, publish }) {
    const before = await db('table_corrections').where({ id: input.correctionID }).first();
    if (!before) throw notFound(M.correctionNotFound);
    await db('table_corrections').where({ id: input.correctionID }).delete();
    await recordAudit(db, actor(user), {
      kind: 'leagueTable',
      action: 'delete',
      objectID: `korreksjon-${input.correctionID}`,
      summary: `Tabellkorreksjon fjernet for ${before.team}: ${before.reason}`,
      before: {
        season: before.season,
        team: before.team,
        pointsDeducted: before.pointsDeducted,
        withdrawn: before.withdrawn === 1,
        reason: before.reason,
      },
      after: null,
    });
    tableChanged(publish, before.season);
    return { msg: M.correctionDeleted };
  },
});

/** The admin's league results and table corrections, from which the tables are computed. */
export const tableAdminRoutes = [
  getLeagueResults,
  saveLeagueResult,
  deleteLeagueResult,
  saveTableCorrection,
  deleteTableCorrection,
];
