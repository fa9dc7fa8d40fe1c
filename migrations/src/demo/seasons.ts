import { addDays, clock, daysBetween, isWeekend, mondayOf, osloInstant, yearOf } from './calendar';
import { CLUB_NAME, CLUB_OLD_SPELLINGS, CLUB_PITCHES } from './club';
import { CUP_TEAMS, DIVISION_TEAMS, type OpponentTeam } from './names';
import { createRng, type Rng } from './random';

export const LEAGUE_NAME = '5. div. Menn avd. 01';
const CUP_NAME = 'Oslo Cup';
export const SEVENS_CUP_NAME = 'Oslo 7er-cup';
const ROUNDS = 18;

/** One of the club's fixtures, before it has a database id. */
export interface FixturePlan {
  season: number;
  tournament: string;
  round: number;
  date: string;
  /** 'HH:MM' */
  time: string;
  pitch: string;
  aside: 7 | 11;
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  clubAtHome: boolean;
  opponent: string;
  homeScore: number | null;
  awayScore: number | null;
  trivia: string;
}

export interface TableRowPlan {
  team: string;
  gamesPlayed: number;
  wins: number;
  ties: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  points: number;
}

/** A played division match between two other teams, as an admin would enter it. */
export interface DivisionResultPlan {
  date: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

export interface SeasonPlan {
  season: number;
  fixtures: FixturePlan[];
  /** The whole simulated table after the played rounds (the season summary quotes it). */
  table: TableRowPlan[];
  /**
   * Past seasons keep the federation's published table; the current one is built from its
   * results, so it moves with every saved match.
   */
  published: boolean;
  /** The division's other played matches (stored for the current season only). */
  divisionResults: DivisionResultPlan[];
}

const TRIVIA = [
  'Kampen ble spilt i øsende regnvær, og ballen ville knapt rulle på slutten.',
  'BikerBoyz stilte med trommer, flagg og hjemmelaget banner.',
  'Dommeren kom ikke, så kampen startet et kvarter forsinket med en reservedommer fra publikum.',
  'Ny publikumsrekord: over 120 tilskuere fulgte kampen fra sidelinja.',
  'Sterk vind gjorde det vanskelig å holde ballen i bakken.',
  'Kampen ble avgjort i overtiden etter et heseblesende press.',
  'Lyskasterne gikk i svart i ti minutter før pause.',
  'Halve laget kom rett fra dugnad og var likevel friskest på slutten.',
];

interface Team {
  name: string;
  pitch: string;
  strength: number;
}

function clubTeam(strength: number): Team {
  return { name: CLUB_NAME, pitch: CLUB_PITCHES[0], strength };
}

/** A plausible kick-off: weekday evenings 18.00–21.00, weekends 12.00–16.00. */
function kickoff(date: string, rng: Rng): string {
  if (isWeekend(date)) return rng.pick(['12:00', '13:00', '14:00', '14:30', '15:00', '16:00']);
  return rng.weighted([18 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60, 20 * 60 + 30, 21 * 60].map(clock), (t) =>
    t === '19:00' || t === '19:30' || t === '20:00' ? 3 : 1,
  );
}

/** A day in the week of `monday`, evenings Monday–Thursday and weekends preferred. */
function matchDay(monday: string, rng: Rng): string {
  const offset = rng.weighted([0, 1, 2, 3, 5, 6], (day) => (day === 0 ? 1 : day >= 5 ? 1.5 : 2));
  return addDays(monday, offset);
}

/** Round-robin by the circle method; the second half is the first with home and away swapped. */
function roundRobin(teams: readonly Team[]): [Team, Team][][] {
  const rotating = teams.slice(1);
  const firstHalf: [Team, Team][][] = [];
  for (let round = 0; round < teams.length - 1; round++) {
    const order = [teams[0] as Team, ...rotating];
    const pairs: [Team, Team][] = [];
    for (let i = 0; i < order.length / 2; i++) {
      const a = order[i] as Team;
      const b = order[order.length - 1 - i] as Team;
      const aHome = i === 0 ? round % 2 === 0 : i % 2 === 1;
      pairs.push(aHome ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    rotating.unshift(rotating.pop() as Team);
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([home, away]): [Team, Team] => [away, home]))];
}

function simulate(home: Team, away: Team, rng: Rng): [number, number] {
  const ratio = home.strength / away.strength;
  return [Math.min(9, rng.poisson(1.55 * ratio ** 1.1 * 1.08)), Math.min(9, rng.poisson(1.55 * ratio ** -1.1 * 0.92))];
}

function emptyRow(team: string): TableRowPlan {
  return { team, gamesPlayed: 0, wins: 0, ties: 0, losses: 0, goalsScored: 0, goalsConceded: 0, points: 0 };
}

function record(row: TableRowPlan, scored: number, conceded: number): void {
  row.gamesPlayed++;
  row.goalsScored += scored;
  row.goalsConceded += conceded;
  if (scored > conceded) row.wins++;
  else if (scored === conceded) row.ties++;
  else row.losses++;
  row.points = 3 * row.wins + row.ties;
}

/** A federation-style 8-digit match number, unique by season and round. */
function federationMatchId(season: number, round: number, rng: Rng): string {
  return String(10_000_000 + (season % 100) * 100_000 + round * 1000 + rng.int(0, 999));
}

/** The spec's generated match number: the tournament's initials plus a timestamp. */
function generatedMatchId(tournament: string, date: string, time: string): string {
  const initials = tournament
    .split(/[\s-]+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return `${initials}${osloInstant(date, time).getTime()}`;
}

/**
 * The league season: every team meets every other home and away. Other teams' matches
 * are only simulated (for the table); the club's matches become fixtures. Rounds after
 * `playedRounds` stay unplayed.
 */
function leagueSeason(
  season: number,
  dates: readonly string[],
  playedRounds: number,
  rng: Rng,
  oldSpellings: boolean,
): SeasonPlan {
  const clubStrength = 0.95 + rng.next() * 0.25;
  const opponents = rng.shuffle(DIVISION_TEAMS).slice(0, 9);
  const club = clubTeam(clubStrength);
  const schedule = roundRobin(rng.shuffle<Team>([club, ...opponents]));
  const rows = new Map<string, TableRowPlan>([club, ...opponents].map((team) => [team.name, emptyRow(team.name)]));
  const fixtures: FixturePlan[] = [];
  const divisionResults: DivisionResultPlan[] = [];

  schedule.forEach((pairs, index) => {
    const round = index + 1;
    const played = round <= playedRounds;
    for (const [home, away] of pairs) {
      const [homeGoals, awayGoals] = simulate(home, away, rng);
      if (played) {
        record(rows.get(home.name) as TableRowPlan, homeGoals, awayGoals);
        record(rows.get(away.name) as TableRowPlan, awayGoals, homeGoals);
      }
      if (home !== club && away !== club) {
        if (played) {
          divisionResults.push({
            date: dates[index] as string,
            homeTeam: home.name,
            awayTeam: away.name,
            homeScore: homeGoals,
            awayScore: awayGoals,
          });
        }
        continue;
      }
      const date = dates[index] as string;
      const time = kickoff(date, rng);
      const clubAtHome = home === club;
      // A few old fixtures were typed with the club's earlier spellings.
      const clubSpelling = oldSpellings && rng.chance(0.3) ? rng.pick(CLUB_OLD_SPELLINGS) : CLUB_NAME;
      fixtures.push({
        season,
        tournament: LEAGUE_NAME,
        round,
        date,
        time,
        pitch: clubAtHome ? (rng.chance(0.8) ? CLUB_PITCHES[0] : CLUB_PITCHES[1]) : home.pitch,
        aside: 11,
        matchId: federationMatchId(season, round, rng),
        homeTeam: clubAtHome ? clubSpelling : home.name,
        awayTeam: clubAtHome ? away.name : clubSpelling,
        clubAtHome,
        opponent: clubAtHome ? away.name : home.name,
        homeScore: played ? homeGoals : null,
        awayScore: played ? awayGoals : null,
        trivia: played && rng.chance(0.3) ? rng.pick(TRIVIA) : '',
      });
    }
  });
  return { season, fixtures, table: [...rows.values()], published: playedRounds === ROUNDS, divisionResults };
}

/** Weekly rounds from late April, with a summer break in July and the odd free week. */
function pastSeasonDates(season: number, rng: Rng): string[] {
  const dates: string[] = [];
  let monday = mondayOf(`${season}-04-${rng.int(12, 20)}`);
  while (dates.length < ROUNDS) {
    const inSummerBreak = monday >= `${season}-06-26` && monday <= `${season}-08-04`;
    if (!inSummerBreak && !rng.chance(0.06)) dates.push(matchDay(monday, rng));
    monday = addDays(monday, 7);
  }
  return dates;
}

/** How many of the current season's league rounds are played on `today`. */
function playedRoundCount(today: string, rng: Rng): number {
  const year = yearOf(today);
  const daysBefore = daysBetween(`${year}-01-01`, today);
  const daysAfter = daysBetween(today, `${year}-12-31`);
  // One round a day at most, at least one round on each side of today.
  const most = Math.min(ROUNDS - 1, Math.max(1, daysBefore));
  const least = Math.max(1, ROUNDS - Math.max(1, daysAfter));
  return Math.min(most, Math.max(least, rng.int(10, 12)));
}

/**
 * `count` dates within [first, last], a week apart where the window leaves room, closer
 * otherwise; anchored on `last` (the played rounds, up to today) or on `first` (the rounds
 * to come, from the next one on).
 */
function spacedDates(first: string, last: string, count: number, anchor: 'first' | 'last', rng: Rng): string[] {
  const step = count > 1 ? Math.min(7, Math.floor(daysBetween(first, last) / (count - 1))) : 7;
  return Array.from({ length: count }, (_, index) => {
    const date = anchor === 'first' ? addDays(first, step * index) : addDays(last, -step * (count - 1 - index));
    // A weekly round moves a day either way now and then, never out of its window.
    const moved = step === 7 ? addDays(date, rng.int(-1, 1)) : date;
    return moved < first || moved > last ? date : moved;
  });
}

/**
 * This season's rounds lie within its calendar year (a Norwegian season is a calendar
 * year) and around `today`: the played ones before it, the next one 1–6 days after it, so
 * the fantasy deadline countdown is live. On the year's edges the rounds come closer, the
 * one round played by 1 January was played that day, and the next round of 31 December is
 * played that day.
 */
function currentSeasonDates(today: string, playedRounds: number, rng: Rng): string[] {
  const year = yearOf(today);
  const newYear = `${year}-01-01`;
  const newYearsEve = `${year}-12-31`;
  const upcoming = ROUNDS - playedRounds;
  const roomAfter = daysBetween(today, newYearsEve) - (upcoming - 1);
  const next = roomAfter < 1 ? today : addDays(today, Math.min(rng.int(1, 6), roomAfter));
  const lastPlayedLimit = today === newYear ? today : addDays(today, -1);
  // A week before the next round, within the days the played rounds need.
  const lastPlayed = [addDays(next, -7), addDays(newYear, playedRounds - 1), lastPlayedLimit].sort()[1] as string;
  return [
    ...spacedDates(newYear, lastPlayed, playedRounds, 'last', rng),
    ...spacedDates(next, newYearsEve, upcoming, 'first', rng),
  ];
}

function cupFixture(
  season: number,
  tournament: string,
  round: number,
  date: string,
  time: string,
  opponent: OpponentTeam,
  result: [number, number] | null,
  aside: 7 | 11,
  rng: Rng,
): FixturePlan {
  const clubAtHome = rng.chance(0.5);
  const [clubGoals, opponentGoals] = result ?? [null, null];
  return {
    season,
    tournament,
    round,
    date,
    time,
    pitch: clubAtHome ? CLUB_PITCHES[0] : opponent.pitch,
    aside,
    matchId: generatedMatchId(tournament, date, time),
    homeTeam: clubAtHome ? CLUB_NAME : opponent.name,
    awayTeam: clubAtHome ? opponent.name : CLUB_NAME,
    clubAtHome,
    opponent: opponent.name,
    homeScore: clubAtHome ? clubGoals : opponentGoals,
    awayScore: clubAtHome ? opponentGoals : clubGoals,
    trivia: '',
  };
}

/** A cup win: cups need a winner, and the demo club got through. */
function cupWin(rng: Rng): [number, number] {
  const conceded = rng.int(0, 2);
  return [conceded + rng.int(1, 3), conceded];
}

export function planSeasons(seed: number, today: string): SeasonPlan[] {
  const rng = createRng(seed, 'seasons');
  const thisYear = yearOf(today);
  const plans: SeasonPlan[] = [];
  for (const season of [thisYear - 3, thisYear - 2, thisYear - 1]) {
    plans.push(leagueSeason(season, pastSeasonDates(season, rng), ROUNDS, rng, season === thisYear - 3));
  }
  // Two years ago the club also entered a one-day seven-a-side cup in the summer break.
  const sevens = plans[1] as SeasonPlan;
  const sevensDay = addDays(mondayOf(`${sevens.season}-07-06`), 5);
  const [sevensA, sevensB] = rng.shuffle(CUP_TEAMS);
  sevens.fixtures.push(
    cupFixture(sevens.season, SEVENS_CUP_NAME, 1, sevensDay, '12:00', sevensA as OpponentTeam, cupWin(rng), 7, rng),
    cupFixture(sevens.season, SEVENS_CUP_NAME, 2, sevensDay, '14:00', sevensB as OpponentTeam, [1, 2], 7, rng),
  );

  const playedRounds = playedRoundCount(today, rng);
  const dates = currentSeasonDates(today, playedRounds, rng);
  const current = leagueSeason(thisYear, dates, playedRounds, rng, false);
  // Cup matches fall midweek between league rounds; the third waits after the next league
  // match. A cup match that would fall after New Year's Eve or on a league day is not planned.
  const cupOpponents = rng.shuffle(CUP_TEAMS);
  const afterRounds = [...new Set([3, 7, playedRounds + 1])].sort((a, b) => a - b);
  let cupRound = 0;
  afterRounds.forEach((afterRound, index) => {
    const date = addDays(dates[afterRound - 1] as string, rng.int(3, 4));
    if (yearOf(date) !== thisYear || dates.includes(date) || date === today) return;
    const played = daysBetween(date, today) > 0;
    const time = isWeekend(date) ? '14:00' : '19:30';
    cupRound++;
    current.fixtures.push(
      cupFixture(
        thisYear,
        CUP_NAME,
        cupRound,
        date,
        time,
        cupOpponents[index] as OpponentTeam,
        played ? cupWin(rng) : null,
        11,
        rng,
      ),
    );
  });
  plans.push(current);
  for (const plan of plans) plan.fixtures.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  return plans;
}
