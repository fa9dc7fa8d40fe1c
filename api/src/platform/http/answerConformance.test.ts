import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';

interface OpenApi {
  paths: Record<string, { post?: Operation; get?: Operation }>;
  components: { schemas: Record<string, object> };
}
interface Operation {
  responses: { '200': { content: { 'application/json': { schema: object } } } };
}

/**
 * What the reference says a call answers is what it answers: the demo club's answers to the
 * reads a fan's and a manager's pages make, many of them served from bytes serialised once
 * (`respond: 'raw'`, which the compiler does not see), checked against `/api/openapi.json`.
 */
describe('the answers against the API reference', () => {
  let app: TestApp;
  let cookie: string;
  let validate: (name: CallName, body: unknown) => string | null;

  beforeAll(async () => {
    app = await createTestApp('demo');
    cookie = await app.login('vsffan');
    const { body } = await app.get<OpenApi>('/api/openapi.json');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'reference', components: body.components });
    validate = (name, answer) => {
      const operation = body.paths[`/api/${name}`];
      const schema = (operation?.post ?? operation?.get)?.responses['200'].content['application/json'].schema;
      if (!schema) return `${name}: no schema`;
      const refs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"reference#/components/')) as object;
      const check = ajv.compile(refs);
      return check(answer) ? null : `${name}: ${ajv.errorsText(check.errors)}`;
    };
  }, 120_000);

  afterAll(() => app?.close());

  it('matches for the public reads and a manager’s fantasy reads on the demo club', async () => {
    const { body: pointer } = await app.call('getYearRoundMatchDateID');
    const season = pointer.thisYear;
    const round = pointer.thisRound;
    const matchID = pointer.thisMatchID;
    const asks: [CallName, object, string | null][] = [
      ['isLoggedIn', {}, cookie],
      ['isLoggedIn', {}, null],
      ['getYearRoundMatchDateID', {}, null],
      ['getVSFPlayers', {}, null],
      ['getSeasonFixtures', { season }, null],
      ['loadFantasyTeam', { season, round, matchID }, cookie],
      ['getTop7FantasyTeamsThisRound', { season, round, matchID }, cookie],
      ['getTop7MostUsedVSFPlayersThisSeason', { season, round, matchID }, cookie],
      ['getFantasyWorldLeagueMembers', { season }, cookie],
    ];
    const problems: string[] = [];
    for (const [name, input, as] of asks) {
      const { status, body } = await app.callRaw(name, input, { cookie: as });
      expect(status, `${name} ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
      const problem = validate(name, body);
      if (problem) problems.push(problem);
    }
    for (const name of ['getTables', 'config', 'health'] as const) {
      const { status, body } = await app.get(`/api/${name}`);
      expect(status).toBe(200);
      const problem = validate(name, body);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
