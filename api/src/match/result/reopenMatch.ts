import type { Knex } from 'knex';
import { isEndOfSeason, pointerAfterReopen, type SeasonPointer } from '@vsf/engine';
import { seasonSchedule } from '../fixtures/rounds';
import { HttpError, notFound } from '../../platform/http/errors';
import type { StoredFixture } from '../fixtures/fixtureRows';
import { readSeasonPointer } from '../../season';
import { rescoreFixture } from './rescoreFixture';

export const REOPEN_MESSAGES = {
  notFound: 'Fant ikke kampen.',
  notPlayed: 'Kampen har ikke noe resultat, så den kan ikke åpnes igjen.',
  reopened: 'Kampen er åpnet igjen: resultatet, statistikken og poengene er fjernet.',
} as const;

export interface ReopenedMatch {
  pointer: SeasonPointer;
  pointerMoved: boolean;
  /** The season had ended at this match and now continues at it. */
  seasonResumed: boolean;
}

/** The saved match to reopen; 404 for an unknown match, 400 for one without a result. */
export async function savedFixture(db: Knex, matchID: string): Promise<StoredFixture> {
  const fixture: StoredFixture | undefined = await db('fixtures').where({ matchId: matchID }).first();
  if (!fixture) throw notFound(REOPEN_MESSAGES.notFound);
  if (fixture.homeScore === null) throw new HttpError(400, REOPEN_MESSAGES.notPlayed);
  return fixture;
}

/**
 * Sets a saved match back to unplayed, the reverse of saveMatch, in the caller's
 * transaction: the result and every statistics line go, and rescoreFixture — the scoring a
 * save uses — scores the match as unplayed: no player points, every team's round points 0
 * and no rank for it, the change taken off the totals of every later match, whose ranks are
 * recomputed. The trivia stays (it is the admin's text, not a result). When the save had
 * moved the season on, the pointer comes back (the engine's pointerAfterReopen), and the
 * teams the save carried to the next match go, unless their manager changed them since.
 */
export async function reopenMatch(trx: Knex.Transaction, fixture: StoredFixture): Promise<ReopenedMatch> {
  await trx('match_stats').where({ fixtureId: fixture.id }).delete();
  await trx('fixtures').where({ id: fixture.id }).update({ homeScore: null, awayScore: null });
  await rescoreFixture(trx, { ...fixture, homeScore: null, awayScore: null });

  const pointer = await readSeasonPointer(trx);
  const back = pointerAfterReopen(pointer, fixture.season, await seasonSchedule(trx, fixture.season), fixture.matchId);
  if (!back) return { pointer, pointerMoved: false, seasonResumed: false };
  if (!isEndOfSeason(pointer)) await removeCarriedTeams(trx, fixture.id, pointer.matchID);
  await trx('season_state')
    .where({ id: 1 })
    .update({ thisYear: back.season, thisRound: back.round, thisMatchId: back.matchID });
  return { pointer: back, pointerMoved: true, seasonResumed: isEndOfSeason(pointer) };
}

/**
 * The teams saving the match copied to the next one (carryTeamsForward keeps the copied
 * team's updated_at): a team there whose manager saved it since has a later updated_at
 * and stays, so nobody's new picks are lost; it is already that round's team.
 */
async function removeCarriedTeams(trx: Knex.Transaction, fromFixtureId: number, nextMatchID: string): Promise<void> {
  await trx.raw(
    `DELETE FROM fantasy_teams t
      USING fixtures next, fantasy_teams source
      WHERE next.match_id = ? AND t.fixture_id = next.id
        AND source.fixture_id = ? AND source.user_id = t.user_id
        AND source.updated_at IS NOT DISTINCT FROM t.updated_at`,
    [nextMatchID, fromFixtureId],
  );
}
