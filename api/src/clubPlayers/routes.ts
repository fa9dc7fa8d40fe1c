import { HttpError, badRequest } from '../platform/http/errors';
import { auditClubPlayer } from '../platform/audit/auditHooks';
import { authorize } from '../platform/authz/policies';
import { defineRoute } from '../platform/http/route';
import { loadAdminPlayer } from './adminPlayers';
import { deleteImageIfUnused, storeImage } from './images';
import { existingPlayer, playersChanged } from './playerChanges';
import { PLAYER_MESSAGES as M, updatePlayerSchema, userIdInput } from './schemas';

const updateVSFPlayer = defineRoute({
  name: 'updateVSFPlayer',
  multipart: true,
  access: 'loggedIn',
  transaction: true,
  summary:
    'Change a club player (multipart, or JSON with the image as a data URL); a new image replaces the old one. ' +
    'Admins, or a player for their own linked profile.',
  input: updatePlayerSchema,
  async handler({ input, db, user, publish }) {
    const before = await existingPlayer(db, input.playerID);
    authorize(user, 'edit', { clubPlayer: before });
    if (!input.firstName || !input.lastName) throw badRequest(M.editNeedsNames);
    let imageId = before.imageId;
    if (input.playerImage) imageId = await storeImage(db, input.playerImage);
    else if (input.removeImage === 1) imageId = null;
    await auditClubPlayer(db, user, input.playerID, () =>
      db('players')
        .where({ id: input.playerID })
        .update({
          firstName: input.firstName,
          lastName: input.lastName,
          nickname: input.nickname ?? '',
          birthdate: input.birthdate ?? null,
          sex: input.sex ?? null,
          position: input.position,
          description: input.description,
          jerseyNo: input.jerseyNo,
          imageId,
        }),
    );
    if (imageId !== before.imageId) await deleteImageIfUnused(db, before.imageId);
    await playersChanged(db, publish);
    const msg = before.userId === user.userID ? M.ownProfileSaved : M.saved;
    return { msg, player: await loadAdminPlayer(db, input.playerID) };
  },
});
const getVSFPlayerFromUserID = defineRoute({
  name: 'getVSFPlayerFromUserID',
  access: 'loggedIn',
  summary: 'The club profile linked to a user, or null. Admins, or a user asking for their own.',
  input: userIdInput,
  async handler({ input, db, user }) {
    authorize(user, 'readLinkedPlayer', { account: { userID: input.userID } });
    const row = await db('players').where({ userId: input.userID }).first('id');
    if (!row && !(await db('users').where({ id: input.userID }).first('id'))) throw new HttpError(404, M.userNotFound);
    return { player: row ? await loadAdminPlayer(db, row.id) : null };
  },
});

/** The calls a player makes on their own linked profile (admins may too); the admin's are in admin/routes.ts. */
export const clubPlayerRoutes = [updateVSFPlayer, getVSFPlayerFromUserID];
