import type { Knex } from 'knex';
import {
  club,
  endOfSeasonPointer,
  generateMatchNumber,
  isClubTeam,
  nextFixture,
  resultLine,
  weekdayName,
  type SeasonPointer,
} from '@vsf/engine';
import { conflict, HttpError, notFound } from '../../platform/http/errors';
import { fixtureClubScore, rescoreSeason } from '../result/seasonScoring';
import { seasonSchedule } from '../fixtures/rounds';
import type { StoredFixture } from '../fixtures/fixtureRows';
import { readSeasonPointer } from '../../season';
import { updateUsers, type UserWriter } from '../../accounts';
import { NO_MATCH_NUMBER, type FixtureFieldsInput } from './schemas';

export const SCHEDULE_MESSAGES = {
  added: 'Kampen er lagt til i kampprogrammet.',
  changed: 'Endringene er lagret.',
  /** 002 §8 quotes it without naming its screen; we gave it to the schedule's change form. */
  scheduleChanged: 'Endringene er blitt lagret.',
  deleted: 'Kampen og alle data knyttet til den (statistikk, fantasy-lag og fantasypoeng) er slettet.',
  notFound: 'Fant ikke kampen.',
  matchIdTaken: 'Kampnummeret finnes allerede. Velg et annet kampnummer.',
  noClubSide: `Ett av lagene må være klubben, skrevet nøyaktig slik: ${club.spellings
    .map((spelling) => `«${spelling}»`)
    .join(', ')}.`,
  spaces: 'Lagnavn kan ikke begynne eller slutte med mellomrom.',
  sameTeams: 'Hjemmelaget og bortelaget kan ikke være det samme laget.',
} as const;

/** 002 §5: the club on one side, spelt exactly; names are otherwise free but without stray spaces. */
export function teamProblem(homeTeam: string, awayTeam: string): string | null {
  if (!isClubTeam(homeTeam) && !isClubTeam(awayTeam)) return SCHEDULE_MESSAGES.noClubSide;
  for (const name of [homeTeam, awayTeam]) {
    if (!isClubTeam(name) && name !== name.trim()) return SCHEDULE_MESSAGES.spaces;
  }
  if (homeTeam === awayTeam || (isClubTeam(homeTeam) && isClubTeam(awayTeam))) return SCHEDULE_MESSAGES.sameTeams;
  return null;
}

/** A pitch or tournament by name; a name typed as free text becomes a new row. */
async function namedRowId(trx: Knex, table: 'pitches' | 'tournaments', name: string): Promise<number> {
  await trx(table).insert({ name }).onConflict('name').ignore();
  // Found: inserted just above when it was missing, in this transaction.
  const row = (await trx(table).where({ name }).first('id'))!;
  return row.id;
}

export async function loadFixture(db: Knex, id: number): Promise<StoredFixture> {
  const row = await db('fixtures').where({ id }).first();
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  return row;
}

/**
 * The columns of a fixture from the form: the weekday always the date's own (a weekday sent is
 * not stored: it cannot disagree with the date), the match number filled in when left out.
 * The season is the one given, or `season` (the fixture's own, or the new date's year).
 */
async function fixtureColumns(trx: Knex, input: FixtureFieldsInput, now: Date, season: number) {
  const problem = teamProblem(input.homeTeam, input.awayTeam);
  if (problem) throw new HttpError(400, problem);
  const matchId =
    input.matchID.toLowerCase() === NO_MATCH_NUMBER ? generateMatchNumber(input.tournement, now) : input.matchID;
  return {
    season: input.season ?? season,
    round: input.round,
    date: input.date,
    weekday: weekdayName(input.date),
    time: input.time.replace('.', ':'),
    pitchId: await namedRowId(trx, 'pitches', input.pitch),
    tournamentId: await namedRowId(trx, 'tournaments', input.tournement),
    aside: input.aside,
    matchId,
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
  };
}

async function refuseTakenMatchId(trx: Knex, matchId: string, exceptId: number | null): Promise<void> {
  const query = trx('fixtures').where({ matchId });
  if (exceptId !== null) query.whereNot({ id: exceptId });
  if (await query.first('id')) throw conflict(SCHEDULE_MESSAGES.matchIdTaken);
}

export async function insertFixture(trx: Knex, input: FixtureFieldsInput, now: Date): Promise<StoredFixture> {
  const columns = await fixtureColumns(trx, input, now, Number(input.date.slice(0, 4)));
  await refuseTakenMatchId(trx, columns.matchId, null);
  const [row] = await trx('fixtures').insert(columns).returning('*');
  return row!;
}

/**
 * Rewrites a fixture (002 §7A). Statistics, fantasy teams and player points hang off the
 * fixture row, so they follow by themselves; what names a match by its number (users'
 * registration match, the season pointer) is moved here, and totals that run in date
 * order are recomputed when the order may have changed or the club's side flipped.
 */
export async function changeFixture(
  trx: Knex.Transaction,
  id: number,
  input: FixtureFieldsInput,
  now: Date,
  publish: UserWriter['publish'],
): Promise<{ before: StoredFixture; after: StoredFixture }> {
  const before = await loadFixture(trx, id);
  // A fixture keeps its season unless the admin picks another (a January date is no reason).
  const columns = await fixtureColumns(trx, input, now, before.season);
  if (columns.matchId !== before.matchId) await refuseTakenMatchId(trx, columns.matchId, id);
  const [after] = await trx('fixtures').where({ id }).update(columns).returning('*');
  await followMatchIdChange({ db: trx, publish }, before, after!);
  const reordered = before.date !== after!.date || before.time !== after!.time || before.season !== after!.season;
  const sidesChanged = before.homeTeam !== after!.homeTeam || before.awayTeam !== after!.awayTeam;
  if (sidesChanged) await rederiveLines(trx, after!);
  if (after!.homeScore !== null && (reordered || sidesChanged)) {
    await rescoreSeason(trx, after!.season);
    if (before.season !== after!.season) await rescoreSeason(trx, before.season);
  }
  return { before, after: after! };
}

/** updateUserRegisterMatchData and updateAdminThisRoundMatchID, done as part of the change. */
export async function followMatchIdChange(
  writer: UserWriter,
  before: Pick<StoredFixture, 'matchId' | 'round'>,
  after: Pick<StoredFixture, 'matchId' | 'round' | 'season'>,
): Promise<void> {
  if (before.matchId !== after.matchId) {
    await updateUsers(writer, { registerMatchId: before.matchId }, { registerMatchId: after.matchId });
  }
  await writer
    .db('season_state')
    .where({ id: 1, thisMatchId: before.matchId })
    .update({ thisMatchId: after.matchId, thisRound: after.round });
}

/** The derived columns of a match's lines (goals for and against, clean sheet, win …) from its result. */
export async function rederiveLines(trx: Knex, fixture: StoredFixture): Promise<void> {
  await trx('match_stats')
    .where({ fixtureId: fixture.id })
    .update(resultLine(fixtureClubScore(fixture)));
}

/**
 * Deletes a fixture and, by foreign keys, its statistics, teams and player points.
 * Deleting the match the season points at moves the pointer (and the teams waiting for
 * that match) to the next match by date, or ends the season when there is none.
 */
export async function deleteFixture(
  trx: Knex.Transaction,
  id: number,
): Promise<{ fixture: StoredFixture; pointer: SeasonPointer | null }> {
  const fixture = await loadFixture(trx, id);
  const current = await readSeasonPointer(trx);
  let moved: SeasonPointer | null = null;
  if (current.season === fixture.season && current.matchID === fixture.matchId) {
    const following = nextFixture(await seasonSchedule(trx, fixture.season), fixture.matchId);
    if (following) {
      // Found: the season's schedule just named it, in this transaction.
      const next = (await trx('fixtures').where({ matchId: following.matchID }).first('id'))!;
      await trx.raw(
        `UPDATE fantasy_teams t SET fixture_id = ? WHERE t.fixture_id = ?
           AND NOT EXISTS (SELECT 1 FROM fantasy_teams s WHERE s.user_id = t.user_id AND s.fixture_id = ?)`,
        [next.id, fixture.id, next.id],
      );
      moved = { season: fixture.season, round: following.round, matchID: following.matchID };
    } else {
      moved = endOfSeasonPointer(fixture.season);
    }
    await trx('season_state')
      .where({ id: 1 })
      .update({ thisYear: moved.season, thisRound: moved.round, thisMatchId: moved.matchID });
  }
  await trx('fixtures').where({ id }).delete();
  if (fixture.homeScore !== null) await rescoreSeason(trx, fixture.season);
  return { fixture, pointer: moved };
}
