import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult, CallAnswer } from '@vsf/contract';
import { apiBackedDeps } from './apiClient';

/** What the fake API answers each call with, and what it was asked. */
let answers: Record<string, { status: number; body: unknown }>;
const asked: { name: string; cookie: string | undefined; body: unknown }[] = [];
let server: Server;
let deps: ReturnType<typeof apiBackedDeps>;
let apiUrl = '';

const seasonContext: CallAnswer<'getYearRoundMatchDateID'> = {
  thisYear: 2026,
  thisRound: 12,
  thisMatchID: 'M12',
  thisMatchDate: '25.11.2026',
  previousYears: [2025],
  nextMatch: null,
  deadlineAt: '2026-11-25T18:00:00+01:00',
};

function ok<N extends 'isLoggedIn' | 'mayReadPost' | 'mayJoinLeague' | 'getYearRoundMatchDateID'>(
  answer: CallAnswer<N>,
): { status: number; body: ApiResult<CallAnswer<N>> } {
  return { status: 200, body: { success: true, ...answer } };
}

const refused = (status: number, msg: string) => ({ status, body: { success: false, msg } });

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const name = request.url?.replace('/api/', '') ?? '';
      asked.push({ name, cookie: request.headers.cookie, body });
      const answer = answers[name] ?? refused(404, 'Ukjent kall.');
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps = apiBackedDeps([apiUrl]);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answers = {};
  asked.length = 0;
});

describe('the realtime server asking the API', () => {
  it('knows a logged-in visitor by the userID the API answers, with the visitor’s cookie', async () => {
    answers.isLoggedIn = ok<'isLoggedIn'>({
      isLoggedIn: true,
      userID: 7,
      username: 'ola',
      teamName: 'Ola FK',
      firstName: 'Ola',
      lastName: 'Nordmann',
      birthdate: null,
      sex: null,
      email: 'ola@example.com',
      registerDate: '01.01.2026',
      registerMatchID: null,
      isAdmin: 0,
      isPoster: 0,
      isPlayer: 0,
      isFantasy: 1,
      seasonFirstTimeLogin: 0,
      displayWelcomeModal: 0,
      displayTeamTips: 0,
      displayLeagueTips: 0,
    });
    expect(await deps.authenticate('session=ola')).toEqual({ userID: 7 });
    expect(asked).toEqual([{ name: 'isLoggedIn', cookie: 'session=ola', body: {} }]);
  });

  it('treats a visitor the API does not know as nobody, and a failed API as not knowing yet', async () => {
    answers.isLoggedIn = ok<'isLoggedIn'>({ isLoggedIn: false });
    expect(await deps.authenticate('session=gone')).toBeNull();
    expect(await deps.authenticate(undefined)).toBeNull();
    answers.isLoggedIn = refused(503, 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.');
    await expect(deps.authenticate('session=ola')).rejects.toThrow(/503/);
    expect(asked).toHaveLength(2);
  });

  it('asks the next web process when one does not answer, and fails only when none does', async () => {
    const closed = `http://127.0.0.1:1`;
    const spread = apiBackedDeps([closed, apiUrl]);
    answers.mayReadPost = ok<'mayReadPost'>({ mayRead: true });
    for (let question = 0; question < 4; question++) expect(await spread.mayReadPost('session=ola', 35)).toBe(true);
    expect(asked).toHaveLength(4);
    await expect(apiBackedDeps([closed]).mayReadPost('session=ola', 35)).rejects.toThrow();
  });

  it('lets a socket join a post only when the API says mayRead and succeeds', async () => {
    answers.mayReadPost = ok<'mayReadPost'>({ mayRead: true });
    expect(await deps.mayReadPost('session=ola', 35)).toBe(true);
    expect(asked[0]).toEqual({ name: 'mayReadPost', cookie: 'session=ola', body: { postID: 35 } });
    answers.mayReadPost = ok<'mayReadPost'>({ mayRead: false });
    expect(await deps.mayReadPost('session=ola', 35)).toBe(false);
    answers.mayReadPost = refused(400, 'Ugyldig innlegg.');
    expect(await deps.mayReadPost('session=ola', 35)).toBe(false);
  });

  it("lets a socket join a league's room only when the API says mayJoin and succeeds", async () => {
    answers.mayJoinLeague = ok<'mayJoinLeague'>({ mayJoin: true });
    expect(await deps.mayJoinLeague('session=ola', 4)).toBe(true);
    expect(asked[0]).toEqual({ name: 'mayJoinLeague', cookie: 'session=ola', body: { leagueID: 4 } });
    answers.mayJoinLeague = ok<'mayJoinLeague'>({ mayJoin: false });
    expect(await deps.mayJoinLeague(undefined, 4)).toBe(false);
    answers.mayJoinLeague = refused(500, 'Noe gikk galt.');
    await expect(deps.mayJoinLeague('session=ola', 4)).rejects.toThrow(/500/);
  });

  it('reads the deadline from the season context', async () => {
    answers.getYearRoundMatchDateID = ok<'getYearRoundMatchDateID'>(seasonContext);
    expect(await deps.currentDeadline()).toEqual({
      season: 2026,
      round: 12,
      matchID: 'M12',
      deadlineAt: '2026-11-25T18:00:00+01:00',
    });
  });

  it('refuses to make up a deadline when the API refuses the season context', async () => {
    answers.getYearRoundMatchDateID = refused(400, 'Ugyldig forespørsel.');
    await expect(deps.currentDeadline()).rejects.toThrow('getYearRoundMatchDateID refused: Ugyldig forespørsel.');
    answers.getYearRoundMatchDateID = refused(500, 'Noe gikk galt.');
    await expect(deps.currentDeadline()).rejects.toThrow(/answered 500/);
  });
});
