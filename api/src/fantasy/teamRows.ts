import type { Knex } from 'knex';
import { joined, type JoinedQuery } from '../platform/db/queryResults';
import { formatNorwegianDate, type Boost } from '@vsf/engine';
import { type FantasyTeam } from '@vsf/contract';
import { slotColumns, TEAM_SLOTS, type TeamSlotColumns } from './teamSlots';
import type { RoundFixture } from './roundFixture';

/** A fantasy_teams row with its owner's names, as knex answers it (camelCase). */
export interface TeamRow extends TeamSlotColumns {
  id: number;
  userId: number;
  username: string;
  teamName: string;
  captainId: number | null;
  activeBoost: Boost | null;
  attackBoostUsed: 0 | 1;
  defenceBoostUsed: 0 | 1;
  superCaptainUsed: 0 | 1;
  remainingSubs: number | null;
  roundPoints: number;
  totalPoints: number;
}

/** A team row's columns, with its owner's names (`fantasy_teams as t`, `users as u`). */
export const TEAM_COLUMNS = [
  't.id',
  't.user_id',
  'u.username',
  'u.team_name',
  ...TEAM_SLOTS.map((slot) => `t.${slot}`),
  't.captain_id',
  't.active_boost',
  't.attack_boost_used',
  't.defence_boost_used',
  't.super_captain_used',
  't.remaining_subs',
  't.round_points',
  't.total_points',
];

/**
 * Teams of one fixture with their owners' names. Only teams with players count: an empty
 * team (first player missing) is no team (001 §4, engine hasTeam).
 */
export function selectTeams(db: Knex, fixtureId: number): JoinedQuery<TeamRow> {
  return joined<TeamRow>(
    db('fantasy_teams as t')
      .join('users as u', 'u.id', 't.user_id')
      .where('t.fixture_id', fixtureId)
      .whereNotNull('t.player1')
      .select(...TEAM_COLUMNS),
  );
}

export async function teamOfUser(db: Knex, fixtureId: number, userId: number): Promise<TeamRow | null> {
  const row = await selectTeams(db, fixtureId).where('t.user_id', userId).first();
  return row ?? null;
}

/**
 * The row in the spec's names. hidePicks: another user's team before the deadline shows
 * its points and flags but not its players, captain or boost, so no one copies a rival.
 */
export function toFantasyTeam(row: TeamRow, fixture: RoundFixture, hidePicks: boolean): FantasyTeam {
  const slots = slotColumns((slot) => (hidePicks ? null : row[slot]));
  return {
    fantasyStatsID: row.id,
    userID: row.userId,
    username: row.username,
    teamName: row.teamName,
    season: fixture.season,
    round: fixture.round,
    matchID: fixture.matchId,
    date: formatNorwegianDate(fixture.date),
    ...slots,
    captain: hidePicks ? null : row.captainId,
    activeBoost: hidePicks ? 'none' : (row.activeBoost ?? 'none'),
    attackBoostUsed: row.attackBoostUsed,
    defenceBoostUsed: row.defenceBoostUsed,
    superCaptainUsed: row.superCaptainUsed,
    remainingSubs: row.remainingSubs,
    roundPoints: row.roundPoints,
    totalPoints: row.totalPoints,
    picksHidden: hidePicks,
  };
}
