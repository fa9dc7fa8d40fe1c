import { apiOnlyMessage, type CallAnswer } from '@vsf/contract';
import type { Knex } from 'knex';
import {
  BOOSTS,
  boostUsedFlags,
  osloIsoTimestamp,
  fantasyDeadline,
  remainingSubstitutions,
  TEAM_MESSAGES,
} from '@vsf/engine';
import { can, type PolicyUser } from '../platform/authz/policies';
import { sendCachedAnswer, serialisedVariant } from '../platform/cache/answerJson';
import { answerRaw, defineRoute } from '../platform/http/route';
import { readSeasonPointer } from '../season';
import { isLocked, roundFixture, type RoundFixture } from './roundFixture';
import { saveTeam } from './saveTeam';
import { updateTeamInput, userRoundInput } from './schemas';
import { teamHistory } from './teamContext';
import { teamOfUser, toFantasyTeam } from './teamRows';
import { teamPlayerIds } from './teamSlots';
import { userTeamCache } from './userTeamCache';

interface RoundOfUser {
  fixture: RoundFixture;
  userId: number;
}

async function roundOfUser(
  db: Knex,
  input: { season: number; matchID: string; userID?: number | undefined },
  sessionUserId: number,
): Promise<RoundOfUser> {
  return { fixture: await roundFixture(db, input.season, input.matchID), userId: input.userID ?? sessionUserId };
}

/** Any user's team as the ranking and team modals show it; a rival's picks stay hidden until the deadline. */
async function visibleTeam(db: Knex, { fixture, userId }: RoundOfUser, viewer: PolicyUser, now: Date) {
  const row = await teamOfUser(db, fixture.id, userId);
  const picksShown = can(viewer, 'seePicks', { team: { userId, locked: isLocked(fixture, now) } });
  return row ? toFantasyTeam(row, fixture, !picksShown) : null;
}

/** The own team's answer but what the clock decides, as kept per user (`userTeamCache.ts`). */
async function ownTeamOfRound(db: Knex, input: { season: number; matchID: string }, userId: number) {
  const fixture = await roundFixture(db, input.season, input.matchID);
  const [row, history, pointer] = await Promise.all([
    teamOfUser(db, fixture.id, userId),
    teamHistory(db, userId, fixture),
    readSeasonPointer(db),
  ]);
  const isCurrentRound = pointer.season === fixture.season && pointer.matchID === fixture.matchId;
  return {
    fixture,
    answer: {
      team: row ? toFantasyTeam(row, fixture, false) : null,
      previousTeam: history.previousPlayers,
      allowance: history.allowance,
      boostsUsedEarlier: BOOSTS.filter((boost) => history.boostsUsedEarlier.has(boost)),
      boostUses: history.boostUses,
      isCurrentRound,
      deadlineAt: osloIsoTimestamp(fantasyDeadline(fixture.date)),
    },
  };
}

const loadFantasyTeam = defineRoute({
  name: 'loadFantasyTeam',
  access: 'owner',
  summary:
    "The user's own team for a round, with what the substitution bar needs: the previous round's team, this round's allowance, boosts used earlier, the deadline.",
  respond: 'raw',
  rememberInput: true,
  input: userRoundInput,
  async handler({ input, db, user, deps, koa }) {
    // 'owner': a userID in the input is the session's own.
    const userId = input.userID ?? user.userID;
    const kept = await userTeamCache(deps.bus).answer(userId, `loadFantasyTeam|${input.season}|${input.matchID}`, () =>
      ownTeamOfRound(db, input, userId),
    );
    const canChange = kept.answer.isCurrentRound && !isLocked(kept.fixture, deps.now());
    return sendCachedAnswer<CallAnswer<'loadFantasyTeam'>>(
      koa,
      serialisedVariant(kept, String(canChange), () => ({ ...kept.answer, canChange })),
    );
  },
});

const updateFantasyTeam = defineRoute({
  name: 'updateFantasyTeam',
  access: 'owner',
  // One read and one write statement, the write queuing the announcements itself (saveTeam).
  summary:
    "Save the user's team for the current round before its deadline: 7 distinct active players, a captain among them, at most one boost, each boost once a season, substitutions within the allowance.",
  input: updateTeamInput,
  async handler({ input, db, user, deps, publish }) {
    const team = await saveTeam(db, user.userID, input, deps.now());
    // Every process drops the round's shared lists and standings, which count this team.
    publish(apiOnlyMessage('team:saved', { userIDs: [user.userID], matchID: input.matchID }));
    return { msg: TEAM_MESSAGES.saved, team };
  },
});

const loadSavedCaptain = defineRoute({
  name: 'loadSavedCaptain',
  access: 'owner',
  summary: "The captain of the user's saved team for a round (null without one).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const { fixture, userId } = await roundOfUser(db, input, user.userID);
    return { captain: (await teamOfUser(db, fixture.id, userId))?.captainId ?? null };
  },
});

const loadSavedBoost = defineRoute({
  name: 'loadSavedBoost',
  access: 'owner',
  summary: "The active boost of the user's saved team for a round ('none' without one).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const { fixture, userId } = await roundOfUser(db, input, user.userID);
    return { activeBoost: (await teamOfUser(db, fixture.id, userId))?.activeBoost ?? 'none' };
  },
});

const loadUsedBoosts = defineRoute({
  name: 'loadUsedBoosts',
  access: 'owner',
  summary: "Which boosts the user has used this season: in earlier rounds, or active in this round's saved team.",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const { fixture, userId } = await roundOfUser(db, input, user.userID);
    const [row, history] = await Promise.all([teamOfUser(db, fixture.id, userId), teamHistory(db, userId, fixture)]);
    return boostUsedFlags(history.boostsUsedEarlier, row?.activeBoost ?? null);
  },
});

const loadRemainingSubs = defineRoute({
  name: 'loadRemainingSubs',
  access: 'owner',
  summary: "Substitutions left after the user's saved team for a round, and the round's allowance (null: unlimited).",
  input: userRoundInput,
  async handler({ input, db, user }) {
    const { fixture, userId } = await roundOfUser(db, input, user.userID);
    const [row, history] = await Promise.all([teamOfUser(db, fixture.id, userId), teamHistory(db, userId, fixture)]);
    const players = row ? teamPlayerIds(row) : (history.previousPlayers ?? []);
    return {
      remainingSubs: remainingSubstitutions(history.allowance, history.previousPlayers, players),
      allowance: history.allowance,
    };
  },
});

const loadFantasyTeamWithInfo = defineRoute({
  name: 'loadFantasyTeamWithInfo',
  access: 'loggedIn',
  summary: "A user's team for a round with its round and total points (0 without a team).",
  respond: 'raw',
  rememberInput: true,
  input: userRoundInput,
  async handler({ input, db, user, deps, koa }) {
    const read = async () => {
      const team = await visibleTeam(db, await roundOfUser(db, input, user.userID), user, deps.now());
      return { team, roundPoints: team?.roundPoints ?? 0, totalPoints: team?.totalPoints ?? 0 };
    };
    // One's own team shows its picks whatever the clock says, so it is kept; another's is not.
    const own = input.userID === undefined || input.userID === user.userID;
    if (!own) return answerRaw(koa, await read());
    const kept = await userTeamCache(deps.bus).answer(
      user.userID,
      `loadFantasyTeamWithInfo|${input.season}|${input.matchID}`,
      read,
    );
    return sendCachedAnswer<CallAnswer<'loadFantasyTeamWithInfo'>>(
      koa,
      serialisedVariant(kept, 'own', () => kept),
    );
  },
});

const getFantasyTeamForUserThisRound = defineRoute({
  name: 'getFantasyTeamForUserThisRound',
  access: 'loggedIn',
  summary: "A user's team for a round, as a ranking row's team modal shows it (null without a team).",
  input: userRoundInput,
  async handler({ input, db, user, deps }) {
    return { team: await visibleTeam(db, await roundOfUser(db, input, user.userID), user, deps.now()) };
  },
});

export const teamRoutes = [
  loadFantasyTeam,
  updateFantasyTeam,
  loadSavedCaptain,
  loadSavedBoost,
  loadUsedBoosts,
  loadRemainingSubs,
  loadFantasyTeamWithInfo,
  getFantasyTeamForUserThisRound,
];
