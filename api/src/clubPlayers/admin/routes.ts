import { badRequest, notFound } from '../../platform/http/errors';
import { auditClubPlayer, auditUser, recordClubPlayerCreated } from '../../platform/audit/auditHooks';
import { defineRoute } from '../../platform/http/route';
import { TEAM_SLOTS } from '../../fantasy';
import { emptySchema, updateUsers } from '../../accounts';
import { readSeasonPointer } from '../../season';
import { adminPlayers, loadAdminPlayer } from '../adminPlayers';
import { deleteImageIfUnused, storeImage } from '../images';
import { existingPlayer, playersChanged } from '../playerChanges';
import {
  PLAYER_MESSAGES as M,
  connectSchema,
  firstTimeStatSchema,
  isPlayerStatusSchema,
  newPlayerSchema,
  playerIdInput,
  playerStatusSchema,
} from '../schemas';
import type { Knex } from 'knex';

/**
 * 002 §4.4: a deactivated player leaves fantasy — the teams of matches not yet played lose
 * them (and their captaincy), and their managers pick someone else before the deadline.
 * Teams of played matches keep their history.
 */
async function removeFromComingTeams(db: Knex, playerID: number): Promise<void> {
  const slots = TEAM_SLOTS.map((slot) => `${slot} = NULLIF(${slot}, :player)`).join(', ');
  await db.raw(
    `UPDATE fantasy_teams SET ${slots}, captain_id = NULLIF(captain_id, :player)
      WHERE :player IN (${TEAM_SLOTS.join(', ')}, captain_id)
        AND fixture_id IN (SELECT id FROM fixtures WHERE home_score IS NULL)`,
    { player: playerID },
  );
}

const getVSFPlayersForAdmin = defineRoute({
  name: 'getVSFPlayersForAdmin',
  access: 'admin',
  summary: "The admin's club-player table: every player with active, deletable, birthdate, sex and the linked user.",
  input: emptySchema,
  handler: async ({ db }) => ({ players: await adminPlayers(db) }),
});

const newVSFPlayer = defineRoute({
  name: 'newVSFPlayer',
  multipart: true,
  access: 'admin',
  transaction: true,
  summary:
    'Create a club player (multipart, or JSON with the image as a data URL); registered for the current season at once.',
  input: newPlayerSchema,
  async handler({ input, db, publish, user }) {
    if (!input.nickname || !input.firstName || !input.lastName) throw badRequest(M.newNeedsNames);
    const imageId = input.playerImage ? await storeImage(db, input.playerImage) : null;
    const [row] = await db('players')
      .insert({
        firstName: input.firstName,
        lastName: input.lastName,
        nickname: input.nickname,
        birthdate: input.birthdate ?? null,
        sex: input.sex ?? null,
        position: input.position,
        description: input.description,
        jerseyNo: input.jerseyNo,
        imageId,
        active: 1,
        deletable: 1,
      })
      .returning('id');
    const playerID = row!.id;
    // 002 §4.4: the first-season row comes only after the player exists: same transaction here.
    const { season } = await readSeasonPointer(db);
    await db('player_seasons').insert({ playerId: playerID, season }).onConflict(['player_id', 'season']).ignore();
    await recordClubPlayerCreated(db, user, playerID);
    await playersChanged(db, publish);
    return { msg: M.created, playerID, player: await loadAdminPlayer(db, playerID) };
  },
});
const setVSFPlayerActiveStatus = defineRoute({
  name: 'setVSFPlayerActiveStatus',
  access: 'admin',
  transaction: true,
  summary: 'Activate (selectable in statistics and fantasy) or deactivate a club player (002 §4.4).',
  input: playerStatusSchema,
  async handler({ input, db, publish, user }) {
    await existingPlayer(db, input.playerID);
    await auditClubPlayer(db, user, input.playerID, () =>
      db('players').where({ id: input.playerID }).update({ active: input.status }),
    );
    if (input.status === 0) await removeFromComingTeams(db, input.playerID);
    await playersChanged(db, publish);
    return { msg: input.status === 1 ? M.activated : M.deactivated };
  },
});

const setVSFPlayerDeletableStatus = defineRoute({
  name: 'setVSFPlayerDeletableStatus',
  access: 'admin',
  transaction: true,
  summary: 'Mark a club player as deletable or not (saving a match marks its players not deletable).',
  input: playerStatusSchema,
  async handler({ input, db, user }) {
    await existingPlayer(db, input.playerID);
    await auditClubPlayer(db, user, input.playerID, () =>
      db('players').where({ id: input.playerID }).update({ deletable: input.status }),
    );
    return { msg: input.status === 1 ? M.deletableOn : M.deletableOff };
  },
});

const deleteVSFPlayer = defineRoute({
  name: 'deleteVSFPlayer',
  access: 'admin',
  transaction: true,
  summary:
    'Delete a club player that is inactive and deletable, with all its data: statistics, fantasy points, registered seasons, its place in fantasy teams, its image (002 §7A).',
  input: playerIdInput,
  async handler({ input, db, publish, user }) {
    const player = await existingPlayer(db, input.playerID);
    if (player.active === 1) throw badRequest(M.stillActive);
    if (player.deletable === 0) throw badRequest(M.notDeletable);
    if (player.userId !== null) await updateUsers({ db, publish }, { id: player.userId }, { isPlayer: 0 });
    await auditClubPlayer(db, user, input.playerID, () => db('players').where({ id: input.playerID }).delete());
    await deleteImageIfUnused(db, player.imageId);
    await playersChanged(db, publish);
    return { msg: M.deleted };
  },
});

const removeInitializedStatsForVSFPlayer = defineRoute({
  name: 'removeInitializedStatsForVSFPlayer',
  access: 'admin',
  summary: "Remove a player's registered seasons (deleteVSFPlayer already does this).",
  input: playerIdInput,
  async handler({ input, db }) {
    const removed = (await db('player_seasons').where({ playerId: input.playerID }).delete().returning('season'))
      .length;
    return { msg: M.seasonsRemoved, removed };
  },
});

const newVSFPlayerFirstTimeStat = defineRoute({
  name: 'newVSFPlayerFirstTimeStat',
  access: 'admin',
  summary: 'Register a club player for a season (the "initialized stats"); a second call changes nothing.',
  input: firstTimeStatSchema,
  async handler({ input, db }) {
    await existingPlayer(db, input.playerID);
    await db('player_seasons')
      .insert({ playerId: input.playerID, season: input.season })
      .onConflict(['player_id', 'season'])
      .ignore();
    return { msg: M.seasonAdded };
  },
});

const connectVSFPlayerToUserAccount = defineRoute({
  name: 'connectVSFPlayerToUserAccount',
  access: 'admin',
  transaction: true,
  summary:
    "Link a club profile to a user (002 §4.4): the profile leaves its old account (whose isPlayer is cleared), the user's previous profile is unlinked, and the user becomes a player.",
  input: connectSchema,
  async handler({ input, db, user: admin, publish }) {
    const player = await existingPlayer(db, input.playerID);
    const user = await db('users').where({ id: input.userID }).first('id', 'username');
    if (!user) throw notFound(M.userNotFound);
    const previousUserID = player.userId !== input.userID ? player.userId : null;
    await auditClubPlayer(db, admin, input.playerID, async () => {
      if (previousUserID !== null) await updateUsers({ db, publish }, { id: previousUserID }, { isPlayer: 0 });
      await db('players').where({ userId: input.userID }).whereNot({ id: input.playerID }).update({ userId: null });
      await db('players').where({ id: input.playerID }).update({ userId: input.userID });
      await updateUsers({ db, publish }, { id: input.userID }, { isPlayer: 1 });
    });
    return { msg: M.connected, previousUserID };
  },
});

const changeIsPlayerStatus = defineRoute({
  name: 'changeIsPlayerStatus',
  access: 'admin',
  transaction: true,
  summary: "Set a user's isPlayer flag; clearing it unlinks the club profile (002 §4.4).",
  input: isPlayerStatusSchema,
  async handler({ input, db, user, publish }) {
    const updated = await auditUser(db, user, input.userID, async () => {
      const ids = await updateUsers({ db, publish }, { id: input.userID }, { isPlayer: input.status });
      if (ids.length > 0 && input.status === 0) {
        await db('players').where({ userId: input.userID }).update({ userId: null });
      }
      return ids.length;
    });
    if (updated === 0) throw notFound(M.userNotFound);
    return { msg: input.status === 1 ? M.isPlayerOn : M.isPlayerOff };
  },
});

/** The admin's club-player calls (002 §4.4, §7A); a player's own profile calls are in ../routes.ts. */
export const clubPlayerAdminRoutes = [
  getVSFPlayersForAdmin,
  newVSFPlayer,
  setVSFPlayerActiveStatus,
  setVSFPlayerDeletableStatus,
  deleteVSFPlayer,
  removeInitializedStatsForVSFPlayer,
  newVSFPlayerFirstTimeStat,
  connectVSFPlayerToUserAccount,
  changeIsPlayerStatus,
];
