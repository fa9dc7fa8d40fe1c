import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../routes';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allowedRole, callRoute, callWithValues, cookieFor, userIdsOfRoles, wrongQuery, type Role } from './routeCalls';
import { badValues, wrongBody } from './schemaSamples';

/*
 * Every route gets a body of the wrong shape (an array, or objects where its fields
 * belong) from a caller it lets through, and must answer 400 with a message before
 * its handler runs. A route whose schema accepts every such body takes any input and
 * is left out by construction.
 */

let app: TestApp;
let userIDs: Map<Role, number>;
beforeAll(async () => {
  app = await createTestApp('demo');
  userIDs = await userIdsOfRoles(app);
});
afterAll(() => app.close());

const cases = allRoutes.map((route) => ({
  route,
  body: route.method === 'GET' ? wrongQuery(route) : wrongBody(route.input),
}));

describe('a body of the wrong shape', () => {
  it.each(cases.filter((c) => c.body !== null).map((c) => [c.route.name, c] as const))(
    '%s answers 400 with a Norwegian message',
    async (_name, { route, body }) => {
      const role = allowedRole(route.access);
      const { status, json } = await callRoute(app, route, body, await cookieFor(app, userIDs, role));
      expect(status).toBe(400);
      expect(json).toMatchObject({ success: false });
      expect(typeof json?.msg === 'string' && json.msg.length > 0).toBe(true);
    },
  );

  it('is refused by every POST route that has a schema at all', () => {
    const accepting = cases.filter((c) => c.body === null && c.route.method !== 'GET').map((c) => c.route.name);
    // Only schemas that take anything at all (an array included) may be here.
    for (const name of accepting) {
      const route = allRoutes.find((r) => r.name === name)!;
      expect(route.input.safeParse([]).success, name).toBe(true);
    }
  });
});

/*
 * Every route gets, one field at a time, a text with a NUL byte and a number past the
 * largest `integer` id where its valid body has a text or a number, from a caller it lets
 * through: a 400 with a Norwegian message, never the database's error as a 500.
 */
const valueCases = allRoutes.flatMap((route) =>
  badValues(route.input).map((bad) => [`${route.name} ${bad.field} (${bad.kind})`, route, bad] as const),
);

describe('a text with a control character or an id beyond the integer range', () => {
  it.each(valueCases)('%s answers 400 with a Norwegian message', async (_name, route, bad) => {
    const role = allowedRole(route.access);
    const { status, json } = await callWithValues(app, route, bad.body, await cookieFor(app, userIDs, role));
    expect({ status, json }).toMatchObject({ status: 400, json: { success: false } });
    expect(typeof json?.msg === 'string' && json.msg.length > 0).toBe(true);
  });

  it('covers the anonymous text routes and the image route', () => {
    const names = new Set(valueCases.map(([, route]) => route.name));
    for (const name of ['login', 'createNewUser', 'checkIfUsernameExists', 'searchPlayers', 'searchPosts']) {
      expect(names.has(name), name).toBe(true);
    }
    expect(names.has('images/:imageID')).toBe(true);
  });
});
