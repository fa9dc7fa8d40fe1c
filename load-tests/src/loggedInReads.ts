/**
 * bench:reads' logged-in section: the reads every manager makes, each autocannon
 * connection with its own manager's session. The managers log in first, each from its own
 * loopback address (as bench:rush does), so the per-address login limit is not what is
 * measured; the same calls as `load-tests/k6/loggedInReads.ts`.
 */
import type { CallAnswer, CallInput, CallName } from '@vsf/contract';
import { Client, loopbackAddress } from './rushClients';

const PASSWORD = 'fotball123';

/** One connection's part of a target: its manager's cookie, and its own body when the input names the manager's league. */
export interface Session {
  cookie: string;
  body?: object;
}

export interface LoggedInTarget {
  name: string;
  call: CallName;
  body: object;
  /** Connection i asks as sessions[i % sessions.length]. */
  sessions: Session[];
}

function unwrap<T>(answer: { status: number; body: T & { msg?: string } }, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.msg ?? ''}`);
  return answer.body;
}

async function ask<N extends CallName>(client: Client, call: N, input: CallInput<N>): Promise<CallAnswer<N>> {
  return unwrap(await client.post<CallAnswer<N>>(`/api/${call}`, input), call);
}

interface Manager {
  cookie: string;
  leagueID: number | null;
}

/** Logs `count` of the demo's managers in, each from its own address; answers their sessions. */
async function logIn(base: string, count: number, round: CallInput<'loadFantasyTeam'>): Promise<Manager[]> {
  const probe = new Client(base, loopbackAddress(0));
  await ask(probe, 'login', { username: 'admin', password: PASSWORD });
  const teams = (await ask(probe, 'getAllFantasyTeamsThisRound', round)).teams;
  probe.close();
  const usernames = teams.map((team) => team.username).slice(0, count);
  if (usernames.length < count) throw new Error(`the demo has ${usernames.length} managers, ${count} wanted`);
  return Promise.all(
    usernames.map(async (username, index) => {
      const client = new Client(base, loopbackAddress(index + 1));
      await ask(client, 'login', { username, password: PASSWORD });
      const leagues = (await ask(client, 'getFantasyLeagues', { season: round.season })).leagues;
      const cookie = client.cookieHeader;
      client.close();
      return { cookie, leagueID: leagues[0]?.leagueID ?? null };
    }),
  );
}

/**
 * The logged-in targets: the session, the fantasy home on the current round, the points page
 * on the last played one, and the two league tables.
 */
export async function loggedInTargets(base: string, connections: number): Promise<LoggedInTarget[]> {
  const probe = new Client(base, '127.0.0.1');
  const season = await ask(probe, 'getYearRoundMatchDateID', {});
  const fixtures = (await ask(probe, 'getSeasonFixtures', { season: season.thisYear })).fixtures;
  probe.close();
  const current = { season: season.thisYear, round: season.thisRound, matchID: season.thisMatchID };
  const played = fixtures.filter((fixture) => fixture.homeTeamScore !== null).at(-1);
  if (!played) throw new Error('the demo season has no played match');
  const last = { season: season.thisYear, round: played.round, matchID: played.matchID };
  const managers = await logIn(base, connections, current);
  const sessions = managers.map(({ cookie }) => ({ cookie }));
  const member = managers.filter((manager) => manager.leagueID !== null);
  const target = (name: string, call: CallName, body: object): LoggedInTarget => ({ name, call, body, sessions });
  const targets = [
    target('isLoggedIn', 'isLoggedIn', {}),
    target('loadFantasyTeam', 'loadFantasyTeam', current),
    target('home: getTop7FantasyTeamsThisRound', 'getTop7FantasyTeamsThisRound', current),
    target('home: getTop7FantasyTeamsThisSeason', 'getTop7FantasyTeamsThisSeason', current),
    target('home: getTop7MostUsedVSFPlayersThisRound', 'getTop7MostUsedVSFPlayersThisRound', current),
    target('home: getTop7MostUsedVSFPlayersThisSeason', 'getTop7MostUsedVSFPlayersThisSeason', current),
    target('points: getSpecificFixture', 'getSpecificFixture', last),
    target('points: getAverageFantasyTeamsPointsThisRound', 'getAverageFantasyTeamsPointsThisRound', last),
    target('points: getFantasyTeamRankingThisRound', 'getFantasyTeamRankingThisRound', last),
    target('points: getTeamPoints', 'getTeamPoints', last),
    target('points: loadFantasyTeamWithInfo', 'loadFantasyTeamWithInfo', last),
    target(
      'points: getPlayersWithRequestedFantasyForThisRoundMatchID',
      'getPlayersWithRequestedFantasyForThisRoundMatchID',
      last,
    ),
    target('getFantasyWorldLeagueMembers', 'getFantasyWorldLeagueMembers', {
      season: last.season,
      matchID: last.matchID,
    }),
  ];
  if (member.length > 0) {
    targets.push({
      name: 'getFantasyLeagueMembers',
      call: 'getFantasyLeagueMembers',
      body: {},
      sessions: member.map(({ cookie, leagueID }) => ({
        cookie,
        body: { season: last.season, leagueID, matchID: last.matchID },
      })),
    });
  }
  return targets;
}
