import type { Knex } from 'knex';
import { auditUser, recordPasswordChanged, recordUserCreated } from '../platform/audit/auditHooks';
import { authorize } from '../platform/authz/policies';
import { defineRoute } from '../platform/http/route';
import { HttpError, conflict, notFound } from '../platform/http/errors';
import { readSeasonPointer } from '../season';
import { hashPassword, verifyPassword } from './passwords';
import { setSessionCookie } from './requestUser';
import { SESSION_COOKIE, createSession, endSession, sessionId } from './sessionStore';
import { findUserById } from './sessionUser';
import { deleteSessionsOf, updateUsers } from './userWrites';
import { insertUser, prepareUser } from './createUser';
import { USER_MESSAGES as M } from './messages';
import {
  changeUserPasswordSchema,
  checkIfUsernameExistsSchema,
  checkOldPasswordSchema,
  createNewUserSchema,
  modalSettingSchema,
  seasonFirstTimeLoginSchema,
  updateUserInfoSchema,
} from './schemas';
import { nonEmpty, updateUserRow } from './userQueries';
import type { SessionUser } from '@vsf/contract';

async function requireUser(db: Knex, userID: number): Promise<SessionUser> {
  const user = await findUserById(db, userID);
  if (!user) throw notFound(M.userNotFound);
  return user;
}

/** The registration match: the one the body names if it exists, else the season pointer's. */
async function registerMatchId(db: Knex, named: string | null | undefined): Promise<string> {
  if (named) {
    const fixture = await db('fixtures').where('match_id', named).first('id');
    if (fixture) return named;
  }
  return (await readSeasonPointer(db)).matchID;
}

const createNewUser = defineRoute({
  name: 'createNewUser',
  access: 'anyone',
  summary: 'Register a new user (001 §2) and log them in: sets the session cookie and answers the session user.',
  input: createNewUserSchema,
  // Every registration counts, also the successful ones.
  rateLimit: { scope: 'register', refund: () => false },
  async handler({ input, db, deps, koa, ip, publish }) {
    // Spares the hashing when the answer is known; the unique index still decides races.
    if (await db('users').whereRaw('lower(username) = ?', [input.username]).first('id')) {
      throw conflict(M.usernameTaken);
    }
    const prepared = await prepareUser({
      username: input.username,
      password: input.password,
      teamName: input.teamName,
      profile: {
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        birthdate: input.birthdate || null,
        sex: input.sex || null,
        email: input.email ?? '',
        registerMatchId: await registerMatchId(db, input.registerMatchID),
      },
    });
    if ('msg' in prepared) throw new HttpError(400, prepared.msg);
    const meta = { ip, userAgent: koa.get('User-Agent'), now: deps.now() };
    const created = await db.transaction(async (trx) => {
      const userID = await insertUser(trx, prepared);
      if (userID === null) return null;
      await recordUserCreated(trx, { userID, username: prepared.username }, userID);
      return { userID, session: await createSession(trx, deps.config.sessionSecret, userID, meta) };
    });
    if (!created) throw conflict(M.usernameTaken);
    // Whoever was logged in on this browser is now the new user.
    const previous = koa.cookies.get(SESSION_COOKIE);
    if (previous) await endSession({ db, publish }, deps.config.sessionSecret, previous);
    setSessionCookie(koa, created.session.token, created.session.expiresAt);
    return { msg: M.created, isLoggedIn: true, ...(await requireUser(db, created.userID)) };
  },
});

const checkIfUsernameExists = defineRoute({
  name: 'checkIfUsernameExists',
  access: 'anyone',
  summary: 'Whether a username is taken, whatever its case (the live check of the forms).',
  input: checkIfUsernameExistsSchema,
  // Limited per address, so no one can run a list of names through it to learn who has an account.
  rateLimit: { scope: 'usernameCheck', refund: () => false },
  async handler({ input, db }) {
    const row = await db('users').whereRaw('lower(username) = ?', [input.username]).first('id');
    return { exists: row !== undefined };
  },
});

const updateUserInfo = defineRoute({
  name: 'updateUserInfo',
  access: 'owner',
  transaction: true,
  summary: "Edit one's own information; empty fields keep the stored value; answers the updated session user.",
  input: updateUserInfoSchema,
  async handler({ input, db, user, publish }) {
    const { userID: _named, ...fields } = input;
    await auditUser(db, user, user.userID, () => updateUserRow({ db, publish }, user.userID, nonEmpty(fields)));
    return { msg: M.infoSaved, ...(await requireUser(db, user.userID)) };
  },
});

/** The password routes name the user by username; it has to be the session's own. */
async function storedHash(db: Knex, userID: number): Promise<string> {
  const row = await db('users').where('id', userID).first('passwordHash');
  // A session's user always has a row (sessions cascade with their user).
  if (!row) throw new Error(`no user ${userID} behind the session`);
  return row.passwordHash;
}

const checkOldPassword = defineRoute({
  name: 'checkOldPassword',
  access: 'owner',
  summary: "Whether the password is the session user's current one (rate-limited like login).",
  input: checkOldPasswordSchema,
  // A guess counts like a failed login; the right password gives its attempt back.
  rateLimit: { scope: 'login', refund: (answer: { correct: boolean }) => answer.correct },
  async handler({ input, db, user }) {
    authorize(user, 'actAs', { account: { username: input.username } });
    const correct = await verifyPassword(await storedHash(db, user.userID), input.password);
    return { correct };
  },
});

const changeUserPassword = defineRoute({
  name: 'changeUserPassword',
  access: 'owner',
  summary: "Change the session user's password (the old one is required); ends the user's other sessions.",
  input: changeUserPasswordSchema,
  // The old password is a guess like a login's.
  rateLimit: 'login',
  async handler({ input, db, deps, user, koa, publish }) {
    authorize(user, 'actAs', { account: { username: input.username } });
    if (!(await verifyPassword(await storedHash(db, user.userID), input.oldPassword))) {
      throw new HttpError(400, M.oldPasswordWrong);
    }
    const passwordHash = await hashPassword(input.password);
    const token = koa.cookies.get(SESSION_COOKIE) ?? '';
    await db.transaction(async (trx) => {
      const writer = { db: trx, publish };
      await updateUsers(writer, { id: user.userID }, { passwordHash });
      await recordPasswordChanged(trx, user);
      await deleteSessionsOf(writer, user.userID, sessionId(token, deps.config.sessionSecret));
    });
    return { msg: M.passwordChanged };
  },
});

/** The three 'Ikke vis igjen' settings (001 §4): showModalAgain 0 hides the modal from now on. */
function modalSetting(
  name: 'updateWelcomeModalSettings' | 'updateTeamTipsSettings' | 'updateLeagueTipsSettings',
  column: 'displayWelcomeModal' | 'displayTeamTips' | 'displayLeagueTips',
  what: string,
) {
  return defineRoute({
    name,
    access: 'owner',
    summary: `Whether the ${what} is shown again (showModalAgain 1/0) for the session user.`,
    input: modalSettingSchema,
    async handler({ input, db, user, publish }) {
      await updateUsers({ db, publish }, { id: user.userID }, { [column]: input.showModalAgain });
      return { msg: M.settingsSaved };
    },
  });
}

const setSeasonFirstTimeLoginForUser = defineRoute({
  name: 'setSeasonFirstTimeLoginForUser',
  access: 'owner',
  summary: "Set the session user's first-login-this-season flag (status 1/0).",
  input: seasonFirstTimeLoginSchema,
  async handler({ input, db, user, publish }) {
    await updateUsers({ db, publish }, { id: user.userID }, { seasonFirstTimeLogin: input.status });
    return {};
  },
});

export const userRoutes = [
  createNewUser,
  checkIfUsernameExists,
  updateUserInfo,
  checkOldPassword,
  changeUserPassword,
  modalSetting('updateWelcomeModalSettings', 'displayWelcomeModal', 'welcome modal'),
  modalSetting('updateTeamTipsSettings', 'displayTeamTips', 'team tips modal'),
  modalSetting('updateLeagueTipsSettings', 'displayLeagueTips', 'league tips modal'),
  setSeasonFirstTimeLoginForUser,
];
