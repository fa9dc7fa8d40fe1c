import type { Knex } from 'knex';
import { notAfter, osloInstant } from './calendar';
import { planPlayers } from './club';
import { storeContent } from './content';
import { planFantasyTeams, storeFantasyTeams } from './fantasy';
import { nextFixture, storePlayers, storeSeasons, type StoredFixture, type StoredPlayer } from './football';
import { storeLeagues } from './leagues';
import { planSeasons, type SeasonPlan } from './seasons';
import { planMatchStats } from './stats';
import { DEMO_PASSWORD, planUsers, storeUsers } from './users';

export interface DemoOptions {
  /** 'yyyy-mm-dd': the Oslo date the demo is built around (the demo never reads the clock). */
  today: string;
  /** The instant used for timestamps such as comment dates; nothing generated lies after it. */
  now: Date;
  /** One precomputed argon2id hash, used for every demo account and private league code. */
  passwordHash: string;
}

export interface DemoSummary {
  seasons: number[];
  currentSeason: number;
  nextMatchDate: string;
  logins: { username: string; password: string; roles: string }[];
}

/** A fixed seed: the same options always give the same club. */
const SEED = 20041025;

function linkedPlayerFor(players: readonly StoredPlayer[], firstSeason: number): StoredPlayer {
  const candidate = players.find(
    (p) => p.active && p.hasPlayed && p.position === 'Midtbane' && p.firstSeason === firstSeason,
  );
  if (!candidate) throw new Error('The demo squad has no veteran midfielder to link to the player account');
  return candidate;
}

/**
 * Fills a freshly migrated, empty database with a living club: four seasons of fixtures
 * and statistics, players, fans with fantasy teams and leagues, articles, polls, albums,
 * comments and feed chat. All in one transaction: a failure leaves the database empty.
 */
export async function loadDemoData(knex: Knex, options: DemoOptions): Promise<DemoSummary> {
  return knex.transaction(async (trx) => {
    // Pictures are stamped as made early on the demo's day, never after options.now.
    const createdAt = notAfter(osloInstant(options.today, '06:00'), options.now);
    const seasons: SeasonPlan[] = planSeasons(SEED, options.today);
    const current = seasons[seasons.length - 1] as SeasonPlan;
    const plannedPlayers = planPlayers(SEED, options.today);
    const allFixtures = seasons.flatMap((s) => s.fixtures);
    const stats = planMatchStats(SEED, allFixtures, plannedPlayers);

    const players = await storePlayers(trx, SEED, plannedPlayers, stats, createdAt);
    const playerIds = new Map(plannedPlayers.map((plan, index) => [plan, (players[index] as StoredPlayer).id]));
    const fixtures = await storeSeasons(trx, seasons, playerIds, stats);

    const next = nextFixture(current);
    const bySeason = (season: number): StoredFixture[] => fixtures.filter((f) => f.season === season);
    const currentRounds = bySeason(current.season).filter((f) => f.homeScore !== null || f.matchId === next.matchId);
    const pastRounds = bySeason(current.season - 1);
    const olderRounds = fixtures.filter((f) => f.season < current.season - 1);
    const calendar = { currentRounds, pastRounds, olderRounds };
    const linked = linkedPlayerFor(players, current.season - 3);
    const users = await storeUsers(trx, planUsers(SEED, calendar, linked, options.now), options.passwordHash, SEED);
    const spiller = users.find((u) => u.role === 'player');
    if (spiller) await trx<Record<string, unknown>>('players').where({ id: linked.id }).update({ user_id: spiller.id });

    const teams = planFantasyTeams(SEED, { users, players, currentRounds, pastRounds, now: options.now });
    await storeFantasyTeams(trx, teams);
    await storeLeagues(trx, SEED, {
      users,
      currentRounds,
      pastRounds,
      passwordHash: options.passwordHash,
      now: options.now,
    });
    await storeContent(trx, SEED, {
      seasons,
      players,
      users,
      stats,
      teams,
      today: options.today,
      now: options.now,
      createdAt,
    });

    return {
      seasons: seasons.map((s) => s.season),
      currentSeason: current.season,
      nextMatchDate: next.date,
      logins: [
        { username: 'admin', password: DEMO_PASSWORD, roles: 'admin, skribent, fantasy' },
        { username: 'skribent', password: DEMO_PASSWORD, roles: 'skribent, fantasy' },
        {
          username: 'spiller',
          password: DEMO_PASSWORD,
          roles: `spiller (${linked.firstName} ${linked.lastName}), fantasy`,
        },
        { username: 'vsffan', password: DEMO_PASSWORD, roles: 'fantasy' },
      ],
    };
  });
}
