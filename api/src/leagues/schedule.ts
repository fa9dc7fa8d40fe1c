import type { Knex } from 'knex';
import { END_OF_SEASON } from '@vsf/engine';
import { notFound } from '../http/errors';
import { readSeasonPointer } from '../season/seasonState';
import { LEAGUE_MESSAGES as M } from './messages';

/** One match of a season, in the order the game moves through them (by date, not by number). */
export interface ScheduledMatch {
  id: number;
  round: number;
  matchID: string;
  played: boolean;
}

export async function seasonMatches(db: Knex, season: number): Promise<ScheduledMatch[]> {
  const rows: { id: number; round: number; matchId: string; played: boolean }[] = await db('fixtures')
    .where({ season })
    .orderBy([{ column: 'date' }, { column: 'time' }, { column: 'match_id' }])
    .select('id', 'round', 'match_id', db.raw('home_score IS NOT NULL AS played'));
  return rows.map((row) => ({ id: row.id, round: row.round, matchID: row.matchId, played: row.played }));
}

/** The named match's place in the schedule (404 when the season has no such match). */
export function indexOfMatch(schedule: readonly ScheduledMatch[], matchID: string): number {
  const index = schedule.findIndex((match) => match.matchID === matchID);
  if (index < 0) throw notFound(M.matchNotFound);
  return index;
}

/** Without a named match, a ranking shows the last played one (or the first, before any is played). */
export function defaultMatchIndex(schedule: readonly ScheduledMatch[]): number | null {
  if (schedule.length === 0) return null;
  const lastPlayed = schedule.findLastIndex((match) => match.played);
  return lastPlayed >= 0 ? lastPlayed : 0;
}

export interface MemberJoin {
  joinFixtureId: number | null;
  joinRound: number;
}

/**
 * The first match a member counts in. Rows stored without their match (the demo's, or
 * one whose match was deleted) count from the season's first match with that round
 * number; a member with neither never shows this season.
 */
export function joinIndex(schedule: readonly ScheduledMatch[], member: MemberJoin): number {
  const byFixture = schedule.findIndex((match) => match.id === member.joinFixtureId);
  if (byFixture >= 0) return byFixture;
  const byRound = schedule.findIndex((match) => match.round === member.joinRound);
  return byRound >= 0 ? byRound : Number.POSITIVE_INFINITY;
}

/**
 * Where a new member starts counting (001 §4): the coming match for a public league,
 * the one after it for a private one ('fra og med neste runde'). After the last match
 * a private member has no match left this season: null, with the round after the last.
 */
export async function joinPoint(
  db: Knex,
  isPrivate: boolean,
): Promise<{ season: number; fixtureId: number | null; round: number } | null> {
  const pointer = await readSeasonPointer(db);
  if (pointer.matchID === END_OF_SEASON) return null;
  const schedule = await seasonMatches(db, pointer.season);
  const current = schedule.findIndex((match) => match.matchID === pointer.matchID);
  const target = schedule[current + (isPrivate ? 1 : 0)];
  return target
    ? { season: pointer.season, fixtureId: target.id, round: target.round }
    : { season: pointer.season, fixtureId: null, round: pointer.round + 1 };
}
