import type { Knex } from 'knex';
import { LEAGUE_PRIVATE } from '@vsf/engine';
import { apiOnlyMessage } from '@vsf/contract';
import { authorize } from '../platform/authz/policies';
import { HttpError, conflict, forbidden, notFound } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { readSeasonPointer } from '../season';
import { hashPassword, verifyPassword } from '../accounts';
import { loadLeague, loadOwnLeague, type LeagueRow } from './leagueQueries';
import { LEAGUE_MESSAGES as M } from './messages';
import { leagueReadRoutes } from './readRoutes';
import { joinPoint, seasonMatches } from './schedule';
import {
  addMemberSchema,
  leagueIdInput,
  newFantasyLeagueSchema,
  reActivateSchema,
  removeMemberSchema,
  updateLeagueSchema,
} from './schemas';

/*
 * Codes are hashed with the password helper (argon2id, DESIGN §6) and never answered or
 * logged. Season and round in the bodies are accepted and the server's season pointer
 * used instead: a league, or a membership, belongs to the season being played.
 */

/** Every league write tells every process, which drops the standings it keeps (after the commit). */
const leaguesChanged = (league: { id: number }) => apiOnlyMessage('leagues:changed', { leagueIDs: [league.id] });

async function addMember(db: Knex, leagueID: number, userID: number, isPrivate: boolean, now: Date): Promise<void> {
  const point = await joinPoint(db, isPrivate);
  if (!point) throw conflict(M.seasonOver);
  // Two quick joins race to the same key: the second inserts nothing and is told so.
  const inserted = await db('league_members')
    .insert({
      leagueId: leagueID,
      userId: userID,
      season: point.season,
      joinedAt: now,
      joinRound: point.round,
      joinFixtureId: point.fixtureId,
    })
    .onConflict(['leagueId', 'userId', 'season'])
    .ignore()
    .returning('userId');
  if (inserted.length === 0) throw conflict(M.alreadyMember);
}

const newFantasyLeague = defineRoute({
  name: 'newFantasyLeague',
  access: 'loggedIn',
  transaction: true,
  summary: 'Create a league of the current season; the creator is its admin and first member. Answers leagueID.',
  input: newFantasyLeagueSchema,
  async handler({ input, db, user, deps, publish }) {
    // The admin is named as userAdminID, which the 'owner' check does not read.
    authorize(user, 'actAs', { account: { userID: input.userAdminID } });
    const point = await joinPoint(db, false);
    if (!point) throw conflict(M.seasonOver);
    const isPrivate = input.privateLague === LEAGUE_PRIVATE;
    const [created] = await db('leagues')
      .insert({
        name: input.name,
        private: input.privateLague,
        codeHash: isPrivate ? await hashPassword(input.password) : null,
        adminUserId: user.userID,
        active: 1,
        season: point.season,
        activeFromRound: point.round,
      })
      .returning('id');
    if (!created) throw new Error('the league insert returned no row');
    const leagueID = created.id;
    // The creator counts from the coming round, also in a private league: they chose its code.
    await addMember(db, leagueID, user.userID, false, deps.now());
    publish(leaguesChanged({ id: leagueID }));
    return { leagueID, msg: M.created(input.name, leagueID) };
  },
});

const addNewFantasyLeagueMember = defineRoute({
  name: 'addNewFantasyLeagueMember',
  access: 'owner',
  summary:
    'Join an active league (a private one needs its code, with guesses rate-limited); a private league shows the member from the next round.',
  input: addMemberSchema,
  // A call with a code is a guess at a private league's code. Calls without one are not
  // counted: the empty code opens no private league, and public leagues need none.
  rateLimit: { scope: 'leagueCode', counts: (input) => input.password !== '' },
  async handler({ input, db, user, deps, publish }) {
    const league = await loadLeague(db, input.leagueID);
    if (league.active !== 1) throw conflict(M.notActive);
    const isPrivate = league.private === LEAGUE_PRIVATE;
    if (isPrivate && !(await verifyPassword(league.codeHash ?? '', input.password))) throw forbidden(M.wrongCode);
    await db.transaction((trx) => addMember(trx, league.id, user.userID, isPrivate, deps.now()));
    publish(leaguesChanged(league));
    return { msg: isPrivate ? `${M.joined(league.name)} ${M.joinedPrivate}` : M.joined(league.name) };
  },
});

const removeFantasyLeagueMember = defineRoute({
  name: 'removeFantasyLeagueMember',
  access: 'owner',
  transaction: true,
  summary: "Leave a league for a season; the league's admin cannot leave it (they can delete or deactivate it).",
  input: removeMemberSchema,
  async handler({ input, db, user, publish }) {
    const league = await loadLeague(db, input.leagueID);
    authorize(user, 'leave', { league });
    const removed = await db('league_members')
      .where({ leagueId: league.id, userId: user.userID, season: input.season })
      .delete()
      .returning('user_id');
    if (removed.length === 0) throw notFound(M.notMember);
    publish(leaguesChanged(league));
    return { msg: M.left(league.name) };
  },
});

function activeStatusRoute(name: 'activateFantasyLeague' | 'deactivateFantasyLeague', active: 0 | 1, msg: string) {
  return defineRoute({
    name,
    access: 'loggedIn',
    transaction: true,
    summary: `${active ? 'Activate' : 'Deactivate'} a league of the current season (its admin only).`,
    input: leagueIdInput,
    async handler({ input, db, user, publish }) {
      const league = await loadOwnLeague(db, input.leagueID, user);
      // An old season's league comes back through reActivateOldFantasyLeague, which moves its season.
      if (active === 1 && league.season < (await readSeasonPointer(db)).season) throw conflict(M.oldSeason);
      await db('leagues').where('id', league.id).update({ active });
      publish(leaguesChanged(league));
      return { msg };
    },
  });
}

const deleteFantasyLeague = defineRoute({
  name: 'deleteFantasyLeague',
  access: 'loggedIn',
  transaction: true,
  summary: 'Delete a league for good with all its members and earlier seasons (its admin only).',
  input: leagueIdInput,
  async handler({ input, db, user, publish }) {
    const league = await loadOwnLeague(db, input.leagueID, user);
    // 002 §7A: the members go first (the foreign keys would take them too).
    await db('league_members').where('league_id', league.id).delete();
    await db('league_previous_seasons').where('league_id', league.id).delete();
    await db('leagues').where('id', league.id).delete();
    publish(leaguesChanged(league));
    return { msg: M.deleted };
  },
});

const removeAllMembersFromFantasyLeague = defineRoute({
  name: 'removeAllMembersFromFantasyLeague',
  access: 'loggedIn',
  transaction: true,
  summary:
    "Remove every member but the league's admin from the league's current season (its admin only); earlier seasons' tables stay. Answers how many were removed.",
  input: leagueIdInput,
  async handler({ input, db, user, publish }) {
    const league = await loadOwnLeague(db, input.leagueID, user);
    // The admin stays: an admin cannot leave their own league (removeFantasyLeagueMember).
    const removed = (
      await db('league_members')
        .where({ leagueId: league.id, season: league.season })
        .whereNot('user_id', user.userID)
        .delete()
        .returning('user_id')
    ).length;
    publish(leaguesChanged(league));
    return { msg: M.membersRemoved, removed };
  },
});

/** The first match of the season with the round number, where carried members start counting. */
async function firstMatchOfRound(db: Knex, season: number, round: number): Promise<number | null> {
  return (await seasonMatches(db, season)).find((match) => match.round === round)?.id ?? null;
}

const reActivateOldFantasyLeague = defineRoute({
  name: 'reActivateOldFantasyLeague',
  access: 'loggedIn',
  transaction: true,
  summary:
    "Bring an old season's league into the current season from a round: its season joins previousSeasons and its members come along (its admin only).",
  input: reActivateSchema,
  async handler({ input, db, user, deps, publish }) {
    const league: LeagueRow = await loadOwnLeague(db, input.leagueID, user);
    const { season } = await readSeasonPointer(db);
    if (league.season >= season) throw conflict(M.alreadyCurrent);
    await db('league_previous_seasons')
      .insert({ leagueId: league.id, season: league.season })
      .onConflict(['league_id', 'season'])
      .ignore();
    await db('leagues').where('id', league.id).update({ season, active: 1, activeFromRound: input.activeFromRound });
    const joinFixtureId = await firstMatchOfRound(db, season, input.activeFromRound);
    const memberIds: number[] = await db('league_members')
      .where({ leagueId: league.id, season: league.season })
      .pluck('user_id');
    const carried = new Set([...memberIds, user.userID]);
    await db('league_members')
      .insert(
        [...carried].map((userId) => ({
          leagueId: league.id,
          userId,
          season,
          joinedAt: deps.now(),
          joinRound: input.activeFromRound,
          joinFixtureId,
        })),
      )
      .onConflict(['league_id', 'user_id', 'season'])
      .ignore();
    publish(leaguesChanged(league));
    return { msg: M.reactivated(season) };
  },
});

const updateFantasyLeague = defineRoute({
  name: 'updateFantasyLeague',
  access: 'loggedIn',
  transaction: true,
  summary:
    'Rename a league and set its privacy and code (its admin only); a private league keeps its code when none is given, a public one keeps none.',
  input: updateLeagueSchema,
  async handler({ input, db, user, publish }) {
    const league = await loadOwnLeague(db, input.leagueID, user);
    const isPrivate = input.leaguePrivate === LEAGUE_PRIVATE;
    let codeHash: string | null = null;
    if (isPrivate && input.leagueCode !== '') codeHash = await hashPassword(input.leagueCode);
    else if (isPrivate && league.codeHash !== null) codeHash = league.codeHash;
    else if (isPrivate) throw new HttpError(400, M.codeRequired);
    await db('leagues')
      .where('id', league.id)
      .update({ name: input.leagueName, private: input.leaguePrivate, codeHash });
    publish(leaguesChanged(league));
    return { msg: M.saved, codeChanged: isPrivate && input.leagueCode !== '' };
  },
});

export const leagueRoutes = [
  newFantasyLeague,
  addNewFantasyLeagueMember,
  removeFantasyLeagueMember,
  activeStatusRoute('activateFantasyLeague', 1, M.activated),
  activeStatusRoute('deactivateFantasyLeague', 0, M.deactivated),
  deleteFantasyLeague,
  removeAllMembersFromFantasyLeague,
  reActivateOldFantasyLeague,
  updateFantasyLeague,
  ...leagueReadRoutes,
];
