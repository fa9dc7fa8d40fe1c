import type { Access } from '../http/access';
import type { AnyRoute } from '../http/route';
import { SESSION_COOKIE, createSession } from '../../accounts/sessionStore';
import type { TestApp } from '../../testing/testApp';
import { objectKeys } from './schemaSamples';

/** The five callers of the role matrix: a visitor and the four demo logins. */
export const ROLES = ['anonymous', 'vsffan', 'spiller', 'skribent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What each demo login is (README): the matrix's expectations are written from this, not from the code. */
export const ROLE_FLAGS: Record<Exclude<Role, 'anonymous'>, { isAdmin: 0 | 1; isPoster: 0 | 1; isPlayer: 0 | 1 }> = {
  vsffan: { isAdmin: 0, isPoster: 0, isPlayer: 0 },
  spiller: { isAdmin: 0, isPoster: 0, isPlayer: 1 },
  skribent: { isAdmin: 0, isPoster: 1, isPlayer: 0 },
  admin: { isAdmin: 1, isPoster: 1, isPlayer: 0 },
};

/** 401 or 403 when the declared access refuses the role, null when it lets it through. */
export function expectedRefusal(access: Access, role: Role): 401 | 403 | null {
  if (access === 'anyone') return null;
  if (role === 'anonymous') return 401;
  const flags = ROLE_FLAGS[role];
  const allowed: Record<Access, boolean> = {
    anyone: true,
    loggedIn: true,
    owner: true,
    player: flags.isPlayer === 1,
    poster: flags.isPoster === 1,
    adminOrPoster: flags.isAdmin === 1 || flags.isPoster === 1,
    admin: flags.isAdmin === 1,
  };
  return allowed[access] ? null : 403;
}

/** The least-privileged caller a route lets through: the one a bad body is sent as. */
export function allowedRole(access: Access): Role {
  return ROLES.find((role) => expectedRefusal(access, role) === null) ?? 'admin';
}

/** A fresh session for the role (no password hashing), so a handler that ends sessions harms no other call. */
export async function cookieFor(app: TestApp, userIDs: Map<Role, number>, role: Role): Promise<string | null> {
  if (role === 'anonymous') return null;
  const session = await createSession(app.deps.db.knex, app.deps.config.sessionSecret, userIDs.get(role)!, {
    ip: '127.0.0.1',
    userAgent: 'role-matrix',
    now: app.deps.now(),
  });
  return `${SESSION_COOKIE}=${session.token}`;
}

export async function userIdsOfRoles(app: TestApp): Promise<Map<Role, number>> {
  const ids = new Map<Role, number>();
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const row = await app.deps.db.knex('users').where('username', role).first('id', 'isAdmin', 'isPoster', 'isPlayer');
    if (!row) throw new Error(`the demo club has no user ${role}`);
    const { isAdmin, isPoster, isPlayer } = row;
    if (JSON.stringify({ isAdmin, isPoster, isPlayer }) !== JSON.stringify(ROLE_FLAGS[role])) {
      throw new Error(`the demo user ${role} does not have the roles the matrix assumes`);
    }
    ids.set(role, row.id);
  }
  return ids;
}

const pathOf = (route: AnyRoute) => `/api/${route.name.replace(/:(\w+)/g, '1')}`;

/**
 * The query of a GET with every parameter given twice: an array where a single value
 * belongs. Path parameters (`images/:imageID`) win over the query, so they are left out.
 */
export function wrongQuery(route: AnyRoute): Record<string, string[]> | null {
  const inPath = new Set([...route.name.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const keys = objectKeys(route.input).filter((key) => !inPath.has(key));
  const query = Object.fromEntries(keys.map((key) => [key, ['a', 'b']]));
  return Object.keys(query).length > 0 && !route.input.safeParse(query).success ? query : null;
}

/**
 * Calls a route with single values: GET routes get their path parameters in the path and
 * the other fields in the query, POST routes a JSON body.
 */
export async function callWithValues(
  app: TestApp,
  route: AnyRoute,
  body: Record<string, unknown>,
  cookie: string | null,
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  if (route.method !== 'GET') return callRoute(app, route, body, cookie);
  const query = new URLSearchParams();
  const path = route.name.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(body[key])));
  for (const [key, value] of Object.entries(body)) {
    if (!route.name.includes(`:${key}`)) query.append(key, String(value));
  }
  const response = await fetch(`${app.url}/api/${path}?${query}`, {
    headers: { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, json: parseJson(await response.text()) };
}

/** Calls a route as a browser on the site would: POST with JSON, or GET with a query. */
export async function callRoute(
  app: TestApp,
  route: AnyRoute,
  body: unknown,
  cookie: string | null,
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const headers: Record<string, string> = { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) };
  let response: Response;
  if (route.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, values] of Object.entries((body ?? {}) as Record<string, string[]>)) {
      for (const value of values) query.append(key, value);
    }
    response = await fetch(`${app.url}${pathOf(route)}?${query}`, { headers });
  } else {
    response = await fetch(`${app.url}${pathOf(route)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  const text = await response.text();
  return { status: response.status, json: parseJson(text) };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null; // a raw route (an image, say) answered with something else
  }
}
