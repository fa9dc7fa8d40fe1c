import type { Knex } from 'knex';
import { addDays, clock, notAfter, osloInstant } from './calendar';
import { insertAll, insertReturningIds } from './db';
import type { StoredFixture } from './football';
import { createRng, type Rng } from './random';
import { LEAGUE_NAME } from './seasons';
import type { StoredUser } from './users';

interface LeagueSpec {
  name: string;
  private: boolean;
  /** Username of the league's admin, or null for a fan chosen by the seed. */
  admin: string | null;
  members: number;
  /** 'past': an inactive league of last season; 'reactivated': last season's league brought back. */
  kind: 'current' | 'past' | 'reactivated';
}

const LEAGUES: readonly LeagueSpec[] = [
  { name: 'VSF-ligaen', private: false, admin: 'admin', members: 30, kind: 'current' },
  { name: 'BikerBoyz Fantasy', private: true, admin: 'vsffan', members: 14, kind: 'current' },
  { name: 'Kontorligaen på Majorstuen', private: true, admin: null, members: 8, kind: 'current' },
  { name: 'Gamlegutta', private: false, admin: 'spiller', members: 12, kind: 'reactivated' },
  { name: 'Familien Haugen', private: true, admin: null, members: 5, kind: 'current' },
  { name: 'Sommerligaen', private: false, admin: 'skribent', members: 10, kind: 'past' },
];

interface Membership {
  user: StoredUser;
  season: number;
  joinedAt: Date;
  joinRound: number;
}

/** The fixture a user joined at: no earlier than the user's own first round, and a league round. */
function joinFixture(rounds: readonly StoredFixture[], from: number, rng: Rng): StoredFixture {
  const leagueRounds = rounds.slice(from).filter((f) => f.tournament === LEAGUE_NAME);
  const early = leagueRounds.slice(0, Math.max(1, Math.ceil(leagueRounds.length / 3)));
  return rng.chance(0.75) ? (early[0] as StoredFixture) : rng.pick(leagueRounds.length > 0 ? leagueRounds : early);
}

function membership(user: StoredUser, rounds: readonly StoredFixture[], from: number, now: Date, rng: Rng): Membership {
  const fixture = joinFixture(rounds, from, rng);
  const planned = osloInstant(addDays(fixture.date, -rng.int(1, 6)), clock(rng.int(8 * 60, 23 * 60)));
  // Nobody joins a league before having an account.
  const joinedAt = notAfter(
    planned > user.registerDate ? planned : new Date(user.registerDate.getTime() + 15 * 60_000),
    now,
  );
  return { user, season: fixture.season, joinedAt, joinRound: fixture.round };
}

export interface LeagueInput {
  users: readonly StoredUser[];
  currentRounds: readonly StoredFixture[];
  pastRounds: readonly StoredFixture[];
  passwordHash: string;
  now: Date;
}

/** Public and private leagues with members; private codes are the demo password. */
export async function storeLeagues(trx: Knex.Transaction, seed: number, input: LeagueInput): Promise<void> {
  const rng = createRng(seed, 'leagues');
  const byName = new Map(input.users.map((u) => [u.username, u]));
  const fans = input.users.filter((u) => u.role === 'fan' && u.username !== 'vsffan');
  const currentSeason = (input.currentRounds[0] as StoredFixture).season;
  const pastSeason = (input.pastRounds[0] as StoredFixture).season;

  const leagueRows: object[] = [];
  const members: Membership[][] = [];
  const reactivated: number[] = [];
  LEAGUES.forEach((spec, index) => {
    const admin = (spec.admin !== null ? byName.get(spec.admin) : undefined) ?? rng.pick(fans);
    const past = spec.kind !== 'current';
    const eligible = input.users.filter((u) => u !== admin && u.role !== 'admin' && (!past || u.pastStart !== null));
    const chosen = [admin, ...rng.weightedSample(eligible, spec.members - 1, () => 1)];
    if (spec.name === 'BikerBoyz Fantasy' || spec.name === 'VSF-ligaen') {
      const fan = byName.get('vsffan');
      if (fan && !chosen.includes(fan)) chosen.push(fan);
    }
    const list: Membership[] = [];
    for (const user of chosen) {
      if (past) list.push(membership(user, input.pastRounds, user.pastStart ?? 0, input.now, rng));
      if (spec.kind !== 'past') list.push(membership(user, input.currentRounds, user.currentStart, input.now, rng));
    }
    // The league was created shortly before anyone joined it.
    const firstJoin = list.reduce((a, b) => (a.joinedAt < b.joinedAt ? a : b));
    members.push(list);
    if (spec.kind === 'reactivated') reactivated.push(index);
    leagueRows.push({
      name: spec.name,
      private: spec.private ? 1 : 0,
      code_hash: spec.private ? input.passwordHash : null,
      admin_user_id: admin.id,
      active: spec.kind === 'past' ? 0 : 1,
      season: spec.kind === 'past' ? pastSeason : currentSeason,
      active_from_round: 1,
      created_at: new Date(firstJoin.joinedAt.getTime() - 60 * 60_000),
    });
  });

  const ids = await insertReturningIds(trx, 'leagues', leagueRows);
  await insertAll(
    trx,
    'league_previous_seasons',
    reactivated.map((index) => ({ league_id: ids[index], season: pastSeason })),
  );
  await insertAll(
    trx,
    'league_members',
    members.flatMap((list, index) =>
      list.map((m) => ({
        league_id: ids[index],
        user_id: m.user.id,
        season: m.season,
        joined_at: m.joinedAt,
        join_round: m.joinRound,
      })),
    ),
  );
}
