import type { Knex } from 'knex';
import { addDays, clock, notAfter, osloInstant, yearOf } from './calendar';
import { insertReturningIds } from './db';
import type { StoredFixture, StoredPlayer } from './football';
import { asciiName, FANTASY_TEAM_NAMES, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { createRng, type Rng } from './random';

export const DEMO_PASSWORD = 'fotball123';
const FAN_COUNT = 60;

export type Role = 'admin' | 'poster' | 'player' | 'fan';

export interface UserPlan {
  username: string;
  teamName: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  sex: 'Male' | 'Woman' | 'Other' | null;
  email: string;
  role: Role;
  registerDate: Date;
  registerMatchId: string;
  /** Index into this season's fantasy rounds of the user's first team. */
  currentStart: number;
  /** Index into last season's rounds, or null when the user did not play last season. */
  pastStart: number | null;
}

export interface StoredUser extends UserPlan {
  id: number;
}

export interface FantasyCalendar {
  /** This season's played fixtures and the next one, by date. */
  currentRounds: readonly StoredFixture[];
  /** Last season's fixtures, by date. */
  pastRounds: readonly StoredFixture[];
  /** The fixtures of the seasons before last: when the website's early users signed up. */
  olderRounds: readonly StoredFixture[];
}

/** A moment on an evening in the days before a fixture: when people register and pick teams. */
function before(fixture: StoredFixture, earliest: string, rng: Rng, now: Date): Date {
  const span = Math.max(1, Math.round((Date.parse(fixture.date) - Date.parse(earliest)) / 86_400_000));
  const day = addDays(fixture.date, -rng.int(1, Math.min(span, 21)));
  return notAfter(osloInstant(day, clock(rng.int(7 * 60, 23 * 60 + 30))), now);
}

function username(first: string, last: string, taken: Set<string>, rng: Rng): string {
  const a = asciiName(first);
  const b = asciiName(last);
  const candidates = [
    `${a}${b.charAt(0)}`,
    `${a}${rng.int(70, 99)}`,
    `${a}_${b}`,
    `${a}.${b}`.slice(0, 20),
    `${b}${rng.int(1, 9)}`,
    rng.pick(['vsf', 'gulogbla', 'vinderen', 'kunstgress', 'keeper', 'spiss']) + a,
  ];
  for (const candidate of rng.shuffle(candidates)) {
    const name = candidate.slice(0, 20);
    if (name.length >= 3 && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const fallback = `${a}${taken.size}`.slice(0, 20);
  taken.add(fallback);
  return fallback;
}

function firstOf(fixtures: readonly StoredFixture[]): StoredFixture {
  const fixture = fixtures[0];
  if (!fixture) throw new Error('The demo calendar has no fixtures');
  return fixture;
}

function staff(
  role: Role,
  username: string,
  first: string,
  last: string,
  teamName: string,
  calendar: FantasyCalendar,
  now: Date,
): UserPlan {
  return {
    username,
    teamName,
    firstName: first,
    lastName: last,
    birthdate: role === 'admin' ? '1984-03-17' : role === 'poster' ? '1991-09-02' : null,
    sex: role === 'poster' ? 'Woman' : 'Male',
    email: `${asciiName(first)}.${asciiName(last)}@example.com`,
    role,
    registerDate: notAfter(osloInstant(addDays(firstOf(calendar.olderRounds).date, -30), '21:00'), now),
    registerMatchId: firstOf(calendar.olderRounds).matchId,
    currentStart: 0,
    pastStart: 0,
  };
}

/**
 * Staff accounts, one club player's account and the fans. A third of the fans played
 * last season too (some of them used the website before the game existed); a few
 * joined during this season and start later.
 */
export function planUsers(seed: number, calendar: FantasyCalendar, linkedPlayer: StoredPlayer, now: Date): UserPlan[] {
  const rng = createRng(seed, 'users');
  const teamNames = rng.shuffle(FANTASY_TEAM_NAMES.filter((name) => name !== 'Vinderen Vikings'));
  const taken = new Set(['admin', 'skribent', 'spiller', 'vsffan', 'vsf-bot']);
  const users: UserPlan[] = [
    staff('admin', 'admin', 'Torbjørn', 'Lie', teamNames.pop() as string, calendar, now),
    staff('poster', 'skribent', 'Ingrid', 'Holm', teamNames.pop() as string, calendar, now),
    {
      ...staff(
        'player',
        'spiller',
        linkedPlayer.firstName,
        linkedPlayer.lastName,
        teamNames.pop() as string,
        calendar,
        now,
      ),
      birthdate: linkedPlayer.birthdate,
    },
  ];
  const lastCurrent = calendar.currentRounds.length - 1;
  for (let i = 0; i < FAN_COUNT; i++) {
    const woman = rng.chance(0.32);
    const first = rng.pick(woman ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const designated = i === 0;
    const pastStart = i < FAN_COUNT / 3 ? (rng.chance(0.7) ? 0 : rng.int(1, 10)) : null;
    const currentStart = designated || pastStart !== null || rng.chance(0.7) ? 0 : rng.int(1, lastCurrent);
    const startFixture =
      pastStart !== null
        ? (calendar.pastRounds[pastStart] as StoredFixture)
        : (calendar.currentRounds[currentStart] as StoredFixture);
    const previous = pastStart !== null ? calendar.pastRounds[pastStart - 1] : calendar.currentRounds[currentStart - 1];
    const named = rng.chance(0.9);
    // Some of last season's players had an account from before the game existed.
    const early = pastStart !== null && !designated && i < 14 ? rng.pick(calendar.olderRounds.slice(1)) : null;
    const registeredAt = early ?? startFixture;
    const registeredAfter = early ? addDays(early.date, -20) : (previous?.date ?? addDays(startFixture.date, -40));
    users.push({
      username: designated ? 'vsffan' : username(first, last, taken, rng),
      teamName: designated ? 'Vinderen Vikings' : (teamNames.pop() as string),
      firstName: named ? first : '',
      lastName: named ? last : '',
      birthdate: rng.chance(0.85)
        ? `${yearOf(startFixture.date) - rng.int(16, 68)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
      sex: rng.chance(0.04) ? 'Other' : rng.chance(0.05) ? null : woman ? 'Woman' : 'Male',
      email: named
        ? `${asciiName(first)}.${asciiName(last)}${rng.int(1, 99)}@${rng.pick(['example.com', 'example.net', 'example.org'])}`
        : '',
      role: 'fan',
      registerDate: before(registeredAt, registeredAfter, rng, now),
      registerMatchId: registeredAt.matchId,
      currentStart,
      pastStart,
    });
  }
  return users;
}

export async function storeUsers(
  trx: Knex.Transaction,
  users: readonly UserPlan[],
  passwordHash: string,
  seed: number,
): Promise<StoredUser[]> {
  const rng = createRng(seed, 'user-flags');
  const ids = await insertReturningIds(
    trx,
    'users',
    users.map((u) => ({
      username: u.username,
      password_hash: passwordHash,
      team_name: u.teamName,
      first_name: u.firstName,
      last_name: u.lastName,
      birthdate: u.birthdate,
      sex: u.sex,
      email: u.email,
      register_date: u.registerDate,
      register_match_id: u.registerMatchId,
      is_admin: u.role === 'admin' ? 1 : 0,
      is_poster: u.role === 'admin' || u.role === 'poster' ? 1 : 0,
      is_player: u.role === 'player' ? 1 : 0,
      is_fantasy: 1,
      // Everyone has picked a team this season already, so the first-login step is done.
      season_first_time_login: 0,
      display_welcome_modal: u.role === 'fan' && rng.chance(0.15) ? 1 : 0,
      display_team_tips: rng.chance(0.3) ? 1 : 0,
      display_league_tips: rng.chance(0.4) ? 1 : 0,
    })),
  );
  return users.map((u, index) => ({ ...u, id: ids[index] as number }));
}

/** Users who had an account at that moment: nobody comments or votes before signing up. */
export function registeredBefore(users: readonly StoredUser[], at: Date): StoredUser[] {
  return users.filter((u) => u.registerDate < at);
}
