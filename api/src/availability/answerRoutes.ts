import type { Knex } from 'knex';
import { AVAILABILITY_MESSAGES, isBeforeKickoff } from '@vsf/engine';
import type { SessionUser } from '@vsf/contract';
import { emptySchema } from '../accounts';
import { authorize } from '../platform/authz/policies';
import { HttpError, forbidden } from '../platform/http/errors';
import { defineRoute } from '../platform/http/route';
import { readAllAnswers, readAnswer } from './answers';
import { squadUpdated } from './announce';
import { comingFixtures, readClockedFixture, toAvailabilityMatch } from './matchFacts';
import { writePlayerOutNotices } from './playerOutNotices';
import { matchOnlySchema, setAvailabilitySchema } from './schemas';

/** The club profile linked to the account: 403 with the reason when there is none. */
async function ownProfile(db: Knex, user: SessionUser): Promise<{ id: number; userId: number | null }> {
  const player = await db('players').where({ userId: user.userID }).first('id', 'userId');
  if (!player || user.isPlayer !== 1) throw forbidden(AVAILABILITY_MESSAGES.noProfile);
  return player;
}

const setAvailability = defineRoute({
  name: 'setAvailability',
  access: 'loggedIn',
  transaction: true,
  summary:
    "A club player's answer for a fixture ('Kan spille', 'Usikker', 'Kan ikke', and a comment): their own, or an admin's for anyone; until kick-off.",
  input: setAvailabilitySchema,
  async handler({ input, db, deps, user, publish }) {
    const fixture = await readClockedFixture(db, input.matchID);
    const player =
      input.playerID === undefined
        ? await ownProfile(db, user)
        : await db('players').where({ id: input.playerID }).first('id', 'userId');
    if (!player) throw new HttpError(404, AVAILABILITY_MESSAGES.unknownPlayer);
    authorize(user, 'answerAvailability', { clubPlayer: player });
    const now = deps.now();
    if (!isBeforeKickoff(fixture.clock, now)) throw new HttpError(400, AVAILABILITY_MESSAGES.answerClosed);
    const answer = { status: input.status, answeredBy: user.userID, answeredAt: now };
    // A tap on another answer keeps the note beside it; a comment sent ('' too) replaces it.
    const comment = input.comment === undefined ? {} : { comment: input.comment };
    await db('availability_answers')
      .insert({ fixtureId: fixture.row.id, playerId: player.id, comment: '', ...answer, ...comment })
      .onConflict(['fixture_id', 'player_id'])
      .merge(['status', 'answeredBy', 'answeredAt', ...(input.comment === undefined ? [] : (['comment'] as const))]);
    publish(squadUpdated(fixture));
    if (input.status === 'unavailable') {
      const notices = await writePlayerOutNotices(db, fixture, now, [player.id]);
      if (notices) publish(notices);
    }
    const saved = await readAnswer(db, fixture.row.id, player.id);
    if (!saved) throw new Error(`the answer of player ${player.id} was not written`);
    return { answer: saved };
  },
});

const getAvailability = defineRoute({
  name: 'getAvailability',
  access: 'loggedIn',
  summary: "An admin: every club player's answer for a fixture, with comments; a club player: their own.",
  input: matchOnlySchema,
  async handler({ input, db, deps, user }) {
    const fixture = await readClockedFixture(db, input.matchID);
    const match = toAvailabilityMatch(fixture, deps.now());
    if (user.isAdmin === 1) return { match, answers: await readAllAnswers(db, fixture.row.id) };
    const player = await db('players').where({ userId: user.userID }).first('id');
    if (!player || user.isPlayer !== 1) throw forbidden(AVAILABILITY_MESSAGES.mayNotRead);
    const own = await readAnswer(db, fixture.row.id, player.id);
    return { match, answers: own ? [own] : [] };
  },
});

const getMyAvailability = defineRoute({
  name: 'getMyAvailability',
  access: 'player',
  summary: "A club player: the season's coming fixtures, each with their own answer.",
  input: emptySchema,
  async handler({ db, deps, user }) {
    const player = await ownProfile(db, user);
    const now = deps.now();
    const fixtures = await comingFixtures(db, now);
    const answered = [];
    for (const fixture of fixtures) {
      const answer = await readAnswer(db, fixture.row.id, player.id);
      if (answer) answered.push({ match: toAvailabilityMatch(fixture, now), answer });
    }
    return { fixtures: answered };
  },
});

export const answerRoutes = [setAvailability, getAvailability, getMyAvailability];
