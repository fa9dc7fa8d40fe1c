import type { Knex } from 'knex';
import { explainTeamPoints, type PlayerBreakdown, type PlayerPoints } from '@vsf/engine';
import { type TeamPointsExplained } from '@vsf/contract';
import { can, type PolicyUser } from '../../platform/authz/policies';
import { countRows } from '../../platform/db/queryResults';
import { isLocked, type RoundFixture, teamOfUser, teamPlayerIds } from '../../fantasy';
import { readFixture } from '../live/liveState';
import { fixtureClubScore } from '../result/seasonScoring';
import { numbersOfUser, storedPlayerPoints, type PointsSnapshot } from './snapshot';

/** A match's team count: every team the world rank ranks (rescoreFixture ranks them all). */
export function teamCount(db: Knex, fixtureId: number): Promise<number> {
  return countRows(db('fantasy_teams').where({ fixtureId }));
}

/** A manager's stored numbers for a match; no rank while it is unplayed. */
export async function storedNumbers(db: Knex, fixtureId: number, userId: number, played: boolean) {
  const row: { roundPoints: number; totalPoints: number; worldRank: number | null } | undefined = await db(
    'fantasy_teams',
  )
    .where({ fixtureId, userId })
    .whereNotNull('player1')
    .first('roundPoints', 'totalPoints', 'worldRank');
  if (!row) return null;
  return { ...row, worldRank: played ? row.worldRank : null };
}

const byPlayer = (players: readonly PlayerPoints[]) =>
  new Map<number, PlayerBreakdown>(players.map((player) => [player.playerID, player]));

const NO_SCORE = { goalsFor: 0, goalsConceded: 0 };

/**
 * A team's round with every point explained: provisional from the live snapshot while the
 * match is played, from the stored points once saved, zeros (and no rank) before. Another
 * user's picks show only after the deadline (the team calls' `seePicks` rule).
 */
export async function explainedTeam(
  db: Knex,
  round: RoundFixture,
  userId: number,
  viewer: PolicyUser | null,
  now: Date,
  live: PointsSnapshot | null,
): Promise<TeamPointsExplained | null> {
  const row = await teamOfUser(db, round.id, userId);
  if (!row) return null;
  const fixture = await readFixture(db, { fixtureId: round.id });
  const locked = isLocked(round, now);
  const picksShown = viewer ? can(viewer, 'seePicks', { team: { userId, locked } }) : locked;
  const played = fixture.homeScore !== null;
  const players = live ? live.players : played ? await storedPlayerPoints(db, fixture.id) : [];
  const match = (live ? live.match : fixtureClubScore(fixture)) ?? NO_SCORE;
  const team = { players: teamPlayerIds(row), captain: row.captainId, activeBoost: row.activeBoost };
  const explained = picksShown ? explainTeamPoints(team, byPlayer(players), match) : { players: [], roundPoints: 0 };
  const own = live ? numbersOfUser(live, userId) : await storedNumbers(db, fixture.id, userId, played);
  return {
    userID: userId,
    season: fixture.season,
    round: fixture.round,
    matchID: fixture.matchId,
    captain: picksShown ? row.captainId : null,
    activeBoost: picksShown ? row.activeBoost : null,
    players: explained.players,
    roundPoints: explained.roundPoints,
    totalPoints: own?.totalPoints ?? row.totalPoints,
    worldRank: own?.worldRank ?? null,
    teamCount: live ? live.teams.teams.userIds.length : await teamCount(db, fixture.id),
    live: live !== null,
  };
}
