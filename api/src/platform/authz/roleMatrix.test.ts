import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../http/errors';
import { ACCESS_LEVELS } from '../http/access';
import { allRoutes } from '../../routes';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { ROLES, callRoute, cookieFor, expectedRefusal, userIdsOfRoles, wrongQuery, type Role } from './routeCalls';
import { NO_SAMPLE, objectKeys, sample, wrongBody } from './schemaSamples';

/*
 * Every route of the API (whoever adds it), called as every role. Refusals come
 * before validation, so a body the schema refuses shows both sides: 401/403 when the
 * role may not call the route, 400 (the handler never runs) when it may.
 */

let app: TestApp;
let userIDs: Map<Role, number>;
beforeAll(async () => {
  app = await createTestApp('demo');
  userIDs = await userIdsOfRoles(app);
});
afterAll(() => app.close());

describe('every route declares who may call it', () => {
  it.each(allRoutes.map((route) => [route.name, route.access]))('%s: %s', (_name, access) => {
    expect(ACCESS_LEVELS).toContain(access);
  });
});

describe.each(allRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  it(`refuses exactly the roles its access '${route.access}' leaves out`, async () => {
    const body = route.method === 'GET' ? (wrongQuery(route) ?? {}) : (wrongBody(route.input) ?? {});
    const outcome: Record<string, number> = {};
    const expected: Record<string, string> = {};
    for (const role of ROLES) {
      const { status } = await callRoute(app, route, body, await cookieFor(app, userIDs, role));
      const refusal = expectedRefusal(route.access, role);
      outcome[role] = status;
      expected[role] = refusal ? String(refusal) : 'allowed';
    }
    const seen = Object.fromEntries(
      Object.entries(outcome).map(([role, status]) => [
        role,
        status === 401 || status === 403 ? String(status) : 'allowed',
      ]),
    );
    expect(seen).toEqual(expected);
  });

  if (route.access !== 'owner') return;
  it('refuses a body naming another userID with 403', async () => {
    expect(objectKeys(route.input), "an 'owner' route must declare userID so the check can see it").toContain('userID');
    const body = sample(route.input);
    expect(body, 'the schema must have a value the test can build').not.toBe(NO_SAMPLE);
    const other = { ...(body as object), userID: userIDs.get('admin') };
    const { status, json } = await callRoute(app, route, other, await cookieFor(app, userIDs, 'vsffan'));
    expect(status).toBe(403);
    expect(json).toEqual({ success: false, msg: messages.notOwner });
  });
});
