import { joined } from '../platform/db/queryResults';
import { defineRoute } from '../platform/http/route';
import { HttpError } from '../platform/http/errors';
import { verifyNoUser, verifyPassword } from './passwords';
import { loginSchema, emptySchema } from './loginSchemas';
import { SESSION_COOKIE, createSession, endSession } from './sessionStore';
import { setSessionCookie } from './requestUser';
import { USER_COLUMNS, toSessionUser, type UserRow } from './sessionUser';
import { updateUsers, type UserWriter } from './userWrites';

export const LOGIN_FAILED = 'Feil brukernavn eller passord.';
export const LOGIN_MISSING = 'Du må fylle inn både brukernavn og passord.';

const login = defineRoute({
  name: 'login',
  access: 'anyone',
  summary: 'Log in with username and password; sets the session cookie.',
  input: loginSchema,
  // Counted before the password is checked; a successful login gives its attempt back. A
  // login missing a field is refused without being counted.
  rateLimit: { scope: 'login', counts: (input) => input.username !== '' && input.password !== '' },
  async handler({ input, db, deps, koa, ip, publish }) {
    if (!input.username || !input.password) throw new HttpError(400, LOGIN_MISSING);
    const row = await joined<UserRow & { passwordHash: string }>(
      db('users')
        .select([...USER_COLUMNS, 'users.password_hash'])
        .whereRaw('lower(username) = ?', [input.username]),
    ).first();
    const correct = row ? await verifyPassword(row.passwordHash, input.password) : await verifyNoUser(input.password);
    if (!row || !correct) throw new HttpError(401, LOGIN_FAILED);
    const session = await createSession(db, deps.config.sessionSecret, row.id, {
      ip,
      userAgent: koa.get('User-Agent'),
      now: deps.now(),
    });
    setSessionCookie(koa, session.token, session.expiresAt);
    await markSeasonVisited({ db, publish }, row.id, row.seasonFirstTimeLogin);
    return { msg: `Velkommen ${row.username}`, isLoggedIn: true, ...toSessionUser(row) };
  },
});

const logout = defineRoute({
  name: 'logout',
  access: 'anyone',
  summary: 'End the current session.',
  input: emptySchema,
  async handler({ db, deps, koa, publish }) {
    const token = koa.cookies.get(SESSION_COOKIE);
    if (token) await endSession({ db, publish }, deps.config.sessionSecret, token);
    setSessionCookie(koa, null);
    return { msg: 'Du er nå logget ut.' };
  },
});

const isLoggedIn = defineRoute({
  name: 'isLoggedIn',
  access: 'anyone',
  summary: 'The session user, or isLoggedIn false.',
  input: emptySchema,
  async handler({ user, db, publish }) {
    if (!user) return { isLoggedIn: false };
    // A session kept from before the season started is this season's first visit too.
    await markSeasonVisited({ db, publish }, user.userID, user.seasonFirstTimeLogin);
    return { isLoggedIn: true, ...user };
  },
});

/**
 * The user has logged in this season: from now on their unused substitutions carry over
 * (001 §9, engine `substitutionAllowance`). Starting a season sets the flag again for
 * everyone. The answer still says 1, so the client can tell it was the season's first login.
 */
async function markSeasonVisited(writer: UserWriter, userID: number, seasonFirstTimeLogin: 0 | 1): Promise<void> {
  if (seasonFirstTimeLogin === 1) {
    await updateUsers(writer, { id: userID, seasonFirstTimeLogin: 1 }, { seasonFirstTimeLogin: 0 });
  }
}

export const sessionRoutes = [login, logout, isLoggedIn];
