import type { Knex } from 'knex';
import { addDays, clock, osloInstant } from './calendar';
import { insertAll } from './db';
import type { StoredFixture, StoredPlayer } from './football';
import { createRng, type Rng } from './random';
import type { StoredUser } from './users';

export type Boost = 'attackBoost' | 'defenceBoost' | 'superCaptain';
const BOOSTS: readonly Boost[] = ['attackBoost', 'defenceBoost', 'superCaptain'];
const TEAM_SIZE = 7;

/** One user's team for one fixture. Points, ranks and remaining subs are left to the API's rule engine. */
export interface TeamPlan {
  user: StoredUser;
  fixture: StoredFixture;
  /** Slot order is kept from round to round, as the pitch view shows it. */
  players: StoredPlayer[];
  captain: StoredPlayer;
  activeBoost: Boost | null;
  used: Record<Boost, boolean>;
  savedAt: Date;
  /** Who came in for whom compared with the previous round. */
  swaps: { in: StoredPlayer; out: StoredPlayer }[];
}

/** How attractive a player is: scorers and the first-choice keeper are the popular picks. */
function popularity(player: StoredPlayer): number {
  // Nobody knows yet what the new signing can do.
  const known = player.hasPlayed ? 1 : 0.25;
  if (player.position === 'Målvakt') return player.reliability ** 3 * 6 * known;
  return (1 + player.scoring * 1.3 + player.creating * 0.4 + player.reliability * 3) * known;
}

function pickCaptain(team: readonly StoredPlayer[], rng: Rng): StoredPlayer {
  return rng.weighted(team, (p) => (p.position === 'Målvakt' ? 0.3 : (1 + p.scoring) ** 1.5));
}

function firstTeam(pool: readonly StoredPlayer[], taste: (p: StoredPlayer) => number, rng: Rng): StoredPlayer[] {
  const keepers = pool.filter((p) => p.position === 'Målvakt');
  const outfield = pool.filter((p) => p.position !== 'Målvakt');
  const keeperCount = rng.chance(0.86) ? 1 : rng.chance(0.6) ? 0 : 2;
  const chosenKeepers = rng.weightedSample(keepers, keeperCount, taste);
  return rng.shuffle([...chosenKeepers, ...rng.weightedSample(outfield, TEAM_SIZE - chosenKeepers.length, taste)]);
}

/** How many new players a user brings in: usually one or two, never more than allowed. */
function changeCount(allowance: number, rng: Rng): number {
  const counts = [0, 1, 2, 3].filter((n) => n <= allowance);
  return rng.weighted(counts, (n) => [30, 35, 28, 12][n] ?? 0);
}

/** When a team was saved: after the user signed up, and for the coming round recently but never after options.now. */
function savedAt(instant: Date, registered: Date, now: Date, rng: Rng): Date {
  const afterSignUp = instant > registered ? instant : new Date(registered.getTime() + 10 * 60_000);
  if (afterSignUp < now) return afterSignUp;
  const recently = new Date(now.getTime() - rng.int(5, 2880) * 60_000);
  return recently > registered ? recently : now;
}

function planSeason(
  user: StoredUser,
  rounds: readonly StoredFixture[],
  pool: readonly StoredPlayer[],
  now: Date,
  rng: Rng,
): TeamPlan[] {
  // Each user likes some players more than the crowd does.
  const liking = new Map(pool.map((p) => [p, 0.5 + rng.next()]));
  const taste = (p: StoredPlayer): number => popularity(p) * (liking.get(p) ?? 1);
  const boostRound = new Map<number, Boost>();
  const roundIndexes = rng.shuffle(rounds.map((_, index) => index));
  for (const boost of BOOSTS) {
    const index = roundIndexes.pop();
    if (index !== undefined && rng.chance(0.7)) boostRound.set(index, boost);
  }

  const plans: TeamPlan[] = [];
  const used: Record<Boost, boolean> = { attackBoost: false, defenceBoost: false, superCaptain: false };
  let team = firstTeam(pool, taste, rng);
  let captain = pickCaptain(team, rng);
  let allowance = 2;
  rounds.forEach((fixture, index) => {
    const swaps: TeamPlan['swaps'] = [];
    if (index > 0) {
      const count = changeCount(allowance, rng);
      // Keepers are valued on their own scale, and a keeper is swapped for a keeper.
      const value = (p: StoredPlayer): number => (p.position === 'Målvakt' ? taste(p) * 3 : taste(p));
      const leaving = rng.weightedSample(team, count, (p) => 1 / value(p));
      for (const out of leaving) {
        const free = pool.filter((p) => !team.includes(p) && !leaving.includes(p));
        const sameRole = free.filter((p) => (p.position === 'Målvakt') === (out.position === 'Målvakt'));
        const replacement = rng.weighted(sameRole.length > 0 ? sameRole : free, taste);
        team = team.map((p) => (p === out ? replacement : p));
        swaps.push({ in: replacement, out });
      }
      // Unused swaps carry over: two or three left gives three next round (001 §9).
      allowance = allowance - swaps.length >= 2 ? 3 : 2;
      if (!team.includes(captain) || rng.chance(0.25)) captain = pickCaptain(team, rng);
    }
    const activeBoost = boostRound.get(index) ?? null;
    if (activeBoost) used[activeBoost] = true;
    const deadlineDay = addDays(fixture.date, -1 - rng.int(0, 3));
    plans.push({
      user,
      fixture,
      players: team,
      captain,
      activeBoost,
      used: { ...used },
      savedAt: savedAt(osloInstant(deadlineDay, clock(rng.int(8 * 60, 23 * 60 + 50))), user.registerDate, now, rng),
      swaps,
    });
  });
  return plans;
}

export interface FantasyInput {
  users: readonly StoredUser[];
  players: readonly StoredPlayer[];
  currentRounds: readonly StoredFixture[];
  pastRounds: readonly StoredFixture[];
  now: Date;
}

/** Active players only: inactive ones are out of the game (002 §4.4). */
function poolFor(players: readonly StoredPlayer[], season: number): StoredPlayer[] {
  return players.filter((p) => p.active && p.firstSeason <= season);
}

export function planFantasyTeams(seed: number, input: FantasyInput): TeamPlan[] {
  const rng = createRng(seed, 'fantasy');
  const plans: TeamPlan[] = [];
  for (const user of input.users) {
    if (user.pastStart !== null && input.pastRounds.length > 0) {
      const season = (input.pastRounds[0] as StoredFixture).season;
      plans.push(
        ...planSeason(user, input.pastRounds.slice(user.pastStart), poolFor(input.players, season), input.now, rng),
      );
    }
    const season = (input.currentRounds[0] as StoredFixture).season;
    plans.push(
      ...planSeason(user, input.currentRounds.slice(user.currentStart), poolFor(input.players, season), input.now, rng),
    );
  }
  return plans;
}

export async function storeFantasyTeams(trx: Knex.Transaction, plans: readonly TeamPlan[]): Promise<void> {
  await insertAll(
    trx,
    'fantasy_teams',
    plans.map((plan) => ({
      user_id: plan.user.id,
      fixture_id: plan.fixture.id,
      ...Object.fromEntries(plan.players.map((player, slot) => [`player${slot + 1}`, player.id])),
      captain_id: plan.captain.id,
      active_boost: plan.activeBoost,
      attack_boost_used: plan.used.attackBoost ? 1 : 0,
      defence_boost_used: plan.used.defenceBoost ? 1 : 0,
      super_captain_used: plan.used.superCaptain ? 1 : 0,
      updated_at: plan.savedAt,
    })),
  );
}
