/**
 * The logged-in reads every manager makes on match day: each virtual user logs in
 * as its own manager, then reads its session, its team, the fantasy home's and the points
 * page's calls and the rankings in a loop. The same calls as `npm run bench:reads`' logged-in
 * section, for operators who run k6:
 *
 *   k6 run --local-ips 127.0.1.1-127.0.4.254 -e BASE_URL=https://staging.example \
 *     -e MANAGERS_FILE=./managers.json load-tests/k6/loggedInReads.ts
 */
import { check, group } from 'k6';
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import type { Options } from 'k6/options';
import type { CallInput } from '@vsf/contract';
import { answer, call, managerFor, type Login } from './call';

const logins = new SharedArray<Login>('managers', () => JSON.parse(open(__ENV.MANAGERS_FILE ?? './managers.json')));

export const options: Options = {
  scenarios: {
    reads: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS ?? logins.length),
      duration: __ENV.DURATION ?? '30s',
    },
  },
  thresholds: { http_req_duration: ['p(99)<50'], checks: ['rate==1'] },
};

type Round = CallInput<'loadFantasyTeam'>;

interface Rounds {
  /** The fantasy home's round: the season's current one. */
  current: Round;
  /** The points page's round: the last one with a result. */
  last: Round;
}

let rounds: Rounds | null = null;
let leagueID: number | null = null;

function logIn(): Rounds {
  answer(call('login', managerFor(logins, exec.vu.idInTest)), 'login');
  const season = answer(call('getYearRoundMatchDateID', {}), 'getYearRoundMatchDateID');
  const fixtures = answer(call('getSeasonFixtures', { season: season.thisYear }), 'getSeasonFixtures').fixtures;
  const played = fixtures.filter((fixture) => fixture.homeTeamScore !== null).at(-1);
  const leagues = answer(call('getFantasyLeagues', { season: season.thisYear }), 'getFantasyLeagues');
  leagueID = leagues.leagues[0]?.leagueID ?? null;
  const current = { season: season.thisYear, round: season.thisRound, matchID: season.thisMatchID };
  return {
    current,
    last: played ? { season: season.thisYear, round: played.round, matchID: played.matchID } : current,
  };
}

const ok = (name: string) => ({ [`${name} answered`]: (response: { status: number }) => response.status === 200 });

export default function reads(): void {
  rounds ??= logIn();
  const { current, last } = rounds;
  group('session and team', () => {
    check(call('isLoggedIn', {}), ok('isLoggedIn'));
    check(call('loadFantasyTeam', current), ok('loadFantasyTeam'));
  });
  group('fantasy home', () => {
    check(call('getTop7FantasyTeamsThisRound', current), ok('getTop7FantasyTeamsThisRound'));
    check(call('getTop7FantasyTeamsThisSeason', current), ok('getTop7FantasyTeamsThisSeason'));
    check(call('getTop7MostUsedVSFPlayersThisRound', current), ok('getTop7MostUsedVSFPlayersThisRound'));
    check(call('getTop7MostUsedVSFPlayersThisSeason', current), ok('getTop7MostUsedVSFPlayersThisSeason'));
  });
  group('points page', () => {
    check(call('getSpecificFixture', last), ok('getSpecificFixture'));
    check(call('getAverageFantasyTeamsPointsThisRound', last), ok('getAverageFantasyTeamsPointsThisRound'));
    check(call('getFantasyTeamRankingThisRound', last), ok('getFantasyTeamRankingThisRound'));
    check(call('getTeamPoints', last), ok('getTeamPoints'));
    check(call('loadFantasyTeamWithInfo', last), ok('loadFantasyTeamWithInfo'));
    check(
      call('getPlayersWithRequestedFantasyForThisRoundMatchID', last),
      ok('getPlayersWithRequestedFantasyForThisRoundMatchID'),
    );
  });
  group('rankings', () => {
    check(
      call('getFantasyWorldLeagueMembers', { season: last.season, matchID: last.matchID }),
      ok('getFantasyWorldLeagueMembers'),
    );
    if (leagueID !== null) {
      check(
        call('getFantasyLeagueMembers', { season: last.season, leagueID, matchID: last.matchID }),
        ok('getFantasyLeagueMembers'),
      );
    }
  });
}
