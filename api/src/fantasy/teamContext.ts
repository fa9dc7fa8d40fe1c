import type { Knex } from 'knex';
import { joined } from '../platform/db/queryResults';
import { BOOSTS, substitutionAllowance, type Boost } from '@vsf/engine';
import { type BoostUse } from '@vsf/contract';
import { TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from './teamSlots';
import type { RoundFixture } from './roundFixture';
import { concurrently } from '../platform/db/concurrently';

/** What the rules need to know about a user's earlier rounds of the season. */
export interface TeamHistory {
  /** The previous round's team (null: none yet, so this is the free first selection). */
  previousPlayers: number[] | null;
  /** This round's substitution allowance from the engine; null is unlimited. */
  allowance: number | null;
  /** Boosts active in an earlier round of the season, from the server's own rows. */
  boostsUsedEarlier: Set<Boost>;
  /** The running total the round starts from. */
  previousTotalPoints: number;
}

/** An earlier team with its match's round and date, for saying when a boost was used. */
type DatedEarlierTeam = EarlierTeam & { round: number; date: string };

/** The columns of an earlier team the history is made of. */
export interface EarlierTeam extends TeamSlotColumns {
  activeBoost: Boost | null;
  attackBoostUsed: 0 | 1;
  defenceBoostUsed: 0 | 1;
  superCaptainUsed: 0 | 1;
  remainingSubs: number | null;
  totalPoints: number;
}

/** EarlierTeam's columns of `fantasy_teams as t`. */
export const EARLIER_TEAM_COLUMNS = [
  ...TEAM_SLOTS.map((slot) => `t.${slot}`),
  't.active_boost',
  't.attack_boost_used',
  't.defence_boost_used',
  't.super_captain_used',
  't.remaining_subs',
  't.total_points',
];

const USED_FLAG: Record<Boost, keyof EarlierTeam> = {
  attackBoost: 'attackBoostUsed',
  defenceBoost: 'defenceBoostUsed',
  superCaptain: 'superCaptainUsed',
};

/**
 * The user's teams in the season's matches before this one (by date: 001 §4 navigates
 * rounds by date), latest first. The previous round's team is the latest with players;
 * a boost counts as used when any earlier row had it active or carried its flag.
 */
export async function teamHistory(
  db: Knex,
  userId: number,
  fixture: RoundFixture,
): Promise<TeamHistory & { boostUses: BoostUse[] }> {
  const [earlier, user] = await concurrently(db, [
    () =>
      joined<DatedEarlierTeam>(
        db('fantasy_teams as t')
          .join('fixtures as f', 'f.id', 't.fixture_id')
          .where({ 't.user_id': userId, 'f.season': fixture.season })
          .where((q) =>
            q
              .where('f.date', '<', fixture.date)
              .orWhere((same) => same.where('f.date', fixture.date).where('f.time', '<', fixture.time)),
          )
          .orderBy([
            { column: 'f.date', order: 'desc' },
            { column: 'f.time', order: 'desc' },
          ])
          .select(...EARLIER_TEAM_COLUMNS, 'f.round', 'f.date'),
      ),
    () => db('users').where({ id: userId }).first('seasonFirstTimeLogin'),
  ] as const);
  return { ...historyOfEarlierTeams(earlier, user?.seasonFirstTimeLogin === 1), boostUses: boostUses(earlier) };
}

/** The round each boost was active in (the earliest, should the rows ever disagree), oldest first. */
export function boostUses(earlier: readonly DatedEarlierTeam[]): BoostUse[] {
  const uses = new Map<Boost, BoostUse>();
  for (const row of [...earlier].reverse()) {
    if (row.activeBoost !== null && !uses.has(row.activeBoost))
      uses.set(row.activeBoost, { boost: row.activeBoost, round: row.round, date: String(row.date).slice(0, 10) });
  }
  return [...uses.values()];
}

/** The history from the earlier teams (latest first) and the user's first-login-of-the-season flag. */
export function historyOfEarlierTeams(earlier: readonly EarlierTeam[], seasonFirstTimeLogin: boolean): TeamHistory {
  const previous = earlier.find((row) => row.player1 !== null) ?? null;
  const boostsUsedEarlier = new Set(
    BOOSTS.filter((boost) => earlier.some((row) => row.activeBoost === boost || row[USED_FLAG[boost]] === 1)),
  );
  return {
    previousPlayers: previous ? teamPlayerIds(previous) : null,
    allowance: substitutionAllowance(previous?.remainingSubs ?? null, seasonFirstTimeLogin, previous !== null),
    boostsUsedEarlier,
    previousTotalPoints: earlier[0]?.totalPoints ?? 0,
  };
}
