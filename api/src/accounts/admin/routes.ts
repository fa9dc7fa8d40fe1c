import { BOT_USER_ID } from '@vsf/engine';
import { apiOnlyMessage } from '@vsf/contract';
import { auditUser } from '../../platform/audit/auditHooks';
import { defineRoute } from '../../platform/http/route';
import { badRequest, notFound } from '../../platform/http/errors';
import { emptySchema } from '../loginSchemas';
import { deleteUserRow, updateUsers } from '../userWrites';
import { USER_MESSAGES as M } from '../messages';
import { editUserDataSchema, searchUsersSchema, userIdBodySchema } from '../schemas';
import { listAdminUsers, nonEmpty, selectAdminUsers, toAdminUser, updateUserRow } from '../userQueries';

const getUsers = defineRoute({
  name: 'getUsers',
  access: 'admin',
  summary: "Every user for the admin's user table (never a password hash).",
  input: emptySchema,
  handler: async ({ db }) => ({ users: await listAdminUsers(db) }),
});

const searchUsers = defineRoute({
  name: 'searchUsers',
  access: 'admin',
  summary: 'Users whose username, team name, name or e-mail contains the search text.',
  input: searchUsersSchema,
  handler: async ({ input, db }) => ({ users: await listAdminUsers(db, input.searchString) }),
});

const editUserData = defineRoute({
  name: 'editUserData',
  access: 'admin',
  transaction: true,
  summary:
    "Change a user's username, team name and role flags; unchecking isPlayer unlinks the club profile (002 §4.4).",
  input: editUserDataSchema,
  async handler({ input, db, user, publish }) {
    const target = await db('users').where('id', input.userID).first('id');
    if (!target) throw notFound(M.userNotFound);
    // An admin who removed their own flag could lock the club out of its own admin area.
    if (input.userID === user.userID && input.isAdmin === 0) throw badRequest(M.selfUnadmin);
    const { userID, username, teamName, ...flags } = input;
    await auditUser(db, user, userID, async () => {
      await updateUserRow({ db, publish }, userID, { ...nonEmpty({ username, teamName }), ...flags });
      if (flags.isPlayer === 0) await db('players').where('user_id', userID).update({ userId: null });
    });
    const row = await selectAdminUsers(db).where('users.id', userID).first();
    // updateUserRow has refused an unknown user already.
    if (!row) throw new Error(`user ${userID} vanished while being edited`);
    return { msg: M.userEdited, user: toAdminUser(row) };
  },
});

const deleteUser = defineRoute({
  name: 'deleteUser',
  access: 'admin',
  transaction: true,
  summary:
    'Delete a user for good: fantasy teams, league memberships, votes and sessions go with it (foreign keys); comments stay without an author.',
  input: userIdBodySchema,
  async handler({ input, db, user, publish }) {
    if (input.userID === BOT_USER_ID) throw badRequest(M.botUndeletable);
    if (input.userID === user.userID) throw badRequest(M.selfUndeletable);
    const deleted = await auditUser(db, user, input.userID, () => deleteUserRow({ db, publish }, input.userID));
    if (!deleted) throw notFound(M.userNotFound);
    return { msg: M.userDeleted };
  },
});

const removeAllFantasyStatsForMember = defineRoute({
  name: 'removeAllFantasyStatsForMember',
  access: 'admin',
  transaction: true,
  summary: "Delete every fantasy team of a user (deleteUser already does this; kept for the spec's clients).",
  input: userIdBodySchema,
  async handler({ input, db, publish }) {
    // The teams are keyed by match first: naming the matches lets the key find them.
    const removed = (
      await db('fantasy_teams')
        .where('user_id', input.userID)
        .whereIn('fixture_id', db('fixtures').select('id'))
        .delete()
        .returning('id')
    ).length;
    publish(apiOnlyMessage('team:saved', { userIDs: [input.userID] }));
    return { msg: M.fantasyStatsRemoved, removed };
  },
});

const removeMemberFromAllLeagues = defineRoute({
  name: 'removeMemberFromAllLeagues',
  access: 'admin',
  summary: "Remove a user from every league (deleteUser already does this; kept for the spec's clients).",
  input: userIdBodySchema,
  async handler({ input, db, publish }) {
    const left = await db('league_members').where('user_id', input.userID).delete().returning('leagueId');
    publish(apiOnlyMessage('leagues:changed', { leagueIDs: left.map((row) => row.leagueId) }));
    return { msg: M.leaguesLeft, removed: left.length };
  },
});

const resetSeasonFirstTimeLoginForAllUsers = defineRoute({
  name: 'resetSeasonFirstTimeLoginForAllUsers',
  access: 'admin',
  summary: "Mark every user's next login as their first this season (season start, 002 §4.2).",
  input: emptySchema,
  async handler({ db, publish }) {
    const updated = (await updateUsers({ db, publish }, 'all', { seasonFirstTimeLogin: 1 })).length;
    return { msg: M.firstTimeLoginReset, updated };
  },
});

export const userAdminRoutes = [
  getUsers,
  searchUsers,
  editUserData,
  deleteUser,
  removeAllFantasyStatsForMember,
  removeMemberFromAllLeagues,
  resetSeasonFirstTimeLoginForAllUsers,
];
