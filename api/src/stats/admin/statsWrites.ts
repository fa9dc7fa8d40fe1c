import type { Knex } from 'knex';
import { ENTERED_LINE_FIELDS, MATCH_ENTRY_MESSAGES, pickLine, validatePlayerLine, type EnteredLine } from '@vsf/engine';
import {
  fixtureTime,
  selectFixtures,
  rescoreFixture,
  type PlayerLine,
  changeFixture,
  loadFixture,
  rederiveLines,
  type StoredFixture,
} from '../../match';
import { HttpError, notFound } from '../../platform/http/errors';
import type { UserWriter } from '../../accounts';
import type { MatchDataInput } from './schemas';

export const STATS_MESSAGES = {
  saved: 'Endringene er lagret.',
  deleted: 'Statistikken er slettet.',
  matchNotFound: 'Fant ikke kampen i denne sesongens kampprogram.',
  lineNotFound: 'Fant ikke statistikkraden.',
  lineExists: 'Spilleren har allerede statistikk for denne kampen.',
  noLine: 'Spilleren har ingen statistikk for denne kampen.',
  unknownPlayer: 'Fant ikke spilleren.',
} as const;

export async function fixtureByMatch(db: Knex, matchID: string, season?: number): Promise<StoredFixture> {
  const query = db('fixtures').where({ matchId: matchID });
  if (season !== undefined) query.where({ season });
  const row: StoredFixture | undefined = await query.first();
  if (!row) throw notFound(STATS_MESSAGES.matchNotFound);
  return row;
}

export function refuseBadLine(line: Omit<PlayerLine, 'playerID'>): void {
  const [problem] = validatePlayerLine(line);
  if (problem) throw new HttpError(400, MATCH_ENTRY_MESSAGES[problem]);
}

/** After a line changed: its derived columns from the result, then the match's fantasy points and teams. */
export async function afterLinesChanged(trx: Knex.Transaction, fixture: StoredFixture): Promise<void> {
  await rederiveLines(trx, fixture);
  await rescoreFixture(trx, fixture);
}

export function lineColumns(line: Omit<PlayerLine, 'playerID'>): EnteredLine {
  return pickLine(ENTERED_LINE_FIELDS, line);
}

export async function insertLine(
  trx: Knex.Transaction,
  fixture: StoredFixture,
  line: PlayerLine,
): Promise<number | null> {
  refuseBadLine(line);
  if (!(await trx('players').where({ id: line.playerID }).first('id'))) {
    throw new HttpError(400, STATS_MESSAGES.unknownPlayer);
  }
  // 002 §4.3: a player who did not attend has no row.
  if (line.attendance === 0) return null;
  const [row] = await trx('match_stats')
    .insert({ fixtureId: fixture.id, playerId: line.playerID, ...lineColumns(line) })
    .onConflict(['fixture_id', 'player_id'])
    .ignore()
    .returning('id');
  if (!row) throw new HttpError(409, STATS_MESSAGES.lineExists);
  await trx('players').where({ id: line.playerID }).update({ active: 1, deletable: 0 });
  await afterLinesChanged(trx, fixture);
  return row.id;
}

/**
 * The spec's 'MatchData' calls (statistics, fantasy stats, fantasy player points) all name
 * a match's new data by its old number. Here all three hang off the fixture row, so each
 * changes that row once; a second call for the same change finds it done and answers null.
 */
export async function applyMatchData(
  trx: Knex.Transaction,
  input: MatchDataInput,
  now: Date,
  publish: UserWriter['publish'],
): Promise<{ before: StoredFixture; after: StoredFixture } | null> {
  const row = await selectFixtures(trx)
    .where('fixtures.season', input.season)
    .where('fixtures.match_id', input.originalMatchID)
    .first();
  if (!row) {
    if (input.newMatchID && (await trx('fixtures').where({ matchId: input.newMatchID }).first('id'))) return null;
    throw notFound(STATS_MESSAGES.matchNotFound);
  }
  return changeFixture(
    trx,
    row.id,
    {
      round: input.newRound ?? row.round,
      date: input.newDate ?? row.date,
      time: fixtureTime(row.time),
      pitch: input.newPitch ?? row.pitch,
      tournement: input.newTournement ?? row.tournament,
      matchID: input.newMatchID ?? row.matchId,
      homeTeam: input.newHomeTeamName ?? row.homeTeam,
      awayTeam: input.newAwayTeamName ?? row.awayTeam,
      aside: input.newAside ?? row.aside,
    },
    now,
    publish,
  );
}

export { loadFixture };
