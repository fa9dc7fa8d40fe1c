import type { Knex } from 'knex';
import { joined } from '../db/queryResults';
import { BOOSTS, substitutionAllowance, type Boost } from '@vsf/engine';
import { TEAM_SLOTS, teamPlayerIds, type TeamSlotColumns } from './teamSlots';
import type { RoundFixture } from './roundFixture';
import { concurrently } from '../db/concurrently';

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

interface EarlierTeam extends TeamSlotColumns {
  activeBoost: Boost | null;
  attackBoostUsed: 0 | 1;
  defenceBoostUsed: 0 | 1;
  superCaptainUsed: 0 | 1;
  remainingSubs: number | null;
  totalPoints: number;
}

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
export async function teamHistory(db: Knex, userId: number, fixture: RoundFixture): Promise<TeamHistory> {
  const [earlier, user] = await concurrently(db, [
    () =>
      joined<EarlierTeam>(
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
          .select(
            ...TEAM_SLOTS.map((slot) => `t.${slot}`),
            't.active_boost',
            't.attack_boost_used',
            't.defence_boost_used',
            't.super_captain_used',
            't.remaining_subs',
            't.total_points',
          ),
      ),
    () => db('users').where({ id: userId }).first('seasonFirstTimeLogin'),
  ] as const);
  const previous = earlier.find((row) => row.player1 !== null) ?? null;
  const boostsUsedEarlier = new Set(
    BOOSTS.filter((boost) => earlier.some((row) => row.activeBoost === boost || row[USED_FLAG[boost]] === 1)),
  );
  return {
    previousPlayers: previous ? teamPlayerIds(previous) : null,
    allowance: substitutionAllowance(
      previous?.remainingSubs ?? null,
      user?.seasonFirstTimeLogin === 1,
      previous !== null,
    ),
    boostsUsedEarlier,
    previousTotalPoints: earlier[0]?.totalPoints ?? 0,
  };
}
