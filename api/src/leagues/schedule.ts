import type { Knex } from 'knex';
import { END_OF_SEASON, joinMatchIndex, type ScheduledMatch } from '@vsf/engine';
import { joined } from '../platform/db/queryResults';
import { notFound } from '../platform/http/errors';
import { readSeasonPointer } from '../season';
import { LEAGUE_MESSAGES as M } from './messages';

export async function seasonMatches(db: Knex, season: number): Promise<ScheduledMatch[]> {
  const rows = await joined<{ id: number; round: number; matchId: string; played: boolean }>(
    db('fixtures')
      .where({ season })
      .orderBy([{ column: 'date' }, { column: 'time' }, { column: 'match_id' }])
      .select('id', 'round', 'match_id', db.raw('home_score IS NOT NULL AS played')),
  );
  return rows.map((row) => ({ id: row.id, round: row.round, matchID: row.matchId, played: row.played }));
}

/** The named match's place in the schedule (404 when the season has no such match). */
export function indexOfMatch(schedule: readonly ScheduledMatch[], matchID: string): number {
  const index = schedule.findIndex((match) => match.matchID === matchID);
  if (index < 0) throw notFound(M.matchNotFound);
  return index;
}

/**
 * Where a new member starts counting (001 §4, the engine's joinMatchIndex). After the last
 * match a private member has no match left this season: null, with the round after the last.
 */
export async function joinPoint(
  db: Knex,
  isPrivate: boolean,
): Promise<{ season: number; fixtureId: number | null; round: number } | null> {
  const pointer = await readSeasonPointer(db);
  if (pointer.matchID === END_OF_SEASON) return null;
  const schedule = await seasonMatches(db, pointer.season);
  const current = schedule.findIndex((match) => match.matchID === pointer.matchID);
  const target = schedule[joinMatchIndex(current, isPrivate)];
  return target
    ? { season: pointer.season, fixtureId: target.id, round: target.round }
    : { season: pointer.season, fixtureId: null, round: pointer.round + 1 };
}
