/**
 * The deadline rush: every manager saves their team at once, in a closed loop,
 * moving the captain's armband each time. The same scenario as `npm run bench:rush`, for
 * operators who run k6 against a staging site:
 *
 *   k6 run --local-ips 127.0.1.1-127.0.4.254 -e BASE_URL=https://staging.example \
 *     -e MANAGERS_FILE=./managers.json load-tests/k6/deadlineRush.ts
 */
import { check } from 'k6';
import { SharedArray } from 'k6/data';
import exec from 'k6/execution';
import type { Options } from 'k6/options';
import type { CallAnswer, CallInput } from '@vsf/contract';
import { answer, call, managerFor, type Login } from './call';

const logins = new SharedArray<Login>('managers', () => JSON.parse(open(__ENV.MANAGERS_FILE ?? './managers.json')));

export const options: Options = {
  scenarios: {
    rush: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS ?? logins.length),
      duration: __ENV.DURATION ?? '30s',
    },
  },
  thresholds: {
    // PostgreSQL's goal; PGlite's is p(99)<250 with no save over 1 s.
    'http_req_duration{call:updateFantasyTeam}': ['p(99)<100'],
    checks: ['rate==1'],
  },
};

type Team = NonNullable<CallAnswer<'loadFantasyTeam'>['team']>;

interface ManagerState {
  round: CallInput<'loadFantasyTeam'>;
  team: Team;
  saves: number;
}

let state: ManagerState | null = null;

function logIn(): ManagerState {
  const login = managerFor(logins, exec.vu.idInTest);
  answer(call('login', login), 'login');
  const season = answer(call('getYearRoundMatchDateID', {}), 'getYearRoundMatchDateID');
  const round = { season: season.thisYear, round: season.thisRound, matchID: season.thisMatchID };
  const loaded = answer(call('loadFantasyTeam', round), 'loadFantasyTeam');
  if (!loaded.team) throw new Error(`${login.username} has no team for round ${round.round}`);
  return { round, team: loaded.team, saves: 0 };
}

export default function rush(): void {
  state ??= logIn();
  const { team, round } = state;
  const players = [team.player1, team.player2, team.player3, team.player4, team.player5, team.player6, team.player7];
  const chosen = players.filter((player): player is number => player !== null);
  const captain = chosen[state.saves % chosen.length] ?? null;
  state.saves += 1;
  const response = call('updateFantasyTeam', {
    ...round,
    player1: team.player1,
    player2: team.player2,
    player3: team.player3,
    player4: team.player4,
    player5: team.player5,
    player6: team.player6,
    player7: team.player7,
    captain,
    activeBoost: team.activeBoost,
  });
  check(response, { 'team saved': (saved) => saved.status === 200 });
}
