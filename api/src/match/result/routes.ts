import type { Knex } from 'knex';
import { EVERYONE, busMessage } from '@vsf/contract';
import { auditMatch, auditSeasonEndDeletions } from '../../platform/audit/auditHooks';
import { defineRoute } from '../../platform/http/route';
import { withMatchNotices } from '../../notices';
import { readDeadline } from '../fixtures/currentFixture';
import { announceSavedMatch } from './announceSaved';
import { atFullTime } from './fullTime';
import { withLiveEntries, type LiveFixture } from './liveEntries';
import type { ReadPointsBefore } from './pointsAroundWrite';
import { REOPEN_MESSAGES, reopenMatch, savedFixture } from './reopenMatch';
import { saveMatch } from './saveMatch';
import { reopenMatchSchema, saveMatchSchema } from './schemas';

const saveMatchRoute = defineRoute({
  name: 'saveMatch',
  access: 'admin',
  transaction: true,
  summary:
    "One match in one transaction: result, trivia, every player's statistics, fantasy scoring, world ranks and the season pointer.",
  input: saveMatchSchema,
  async handler({ input, db, deps, publish, user }) {
    const fixture: LiveFixture | undefined = await db('fixtures')
      .where({ season: input.season, matchId: input.matchID })
      .first('id', 'season', 'round', 'date', 'match_id');
    const save = () =>
      auditSeasonEndDeletions(db, user, input.season, () =>
        saveMatch(db as Parameters<typeof saveMatch>[0], input, deps.now()),
      );
    // An unknown match is saveMatch's own 404.
    const saved = fixture
      ? await withMatchNotices(db, fixture.id, deps.now(), publish, () =>
          withLiveEntries(db, fixture, deps.now(), publish, () => auditMatch(db, user, fixture, save)),
        )
      : await save();
    await atFullTime(db, saved.fixtureId, user, deps.now(), publish);
    return announceSavedMatch(db, deps.now(), publish, input, saved, user.username);
  },
});

const reopenMatchRoute = (readPointsBefore: ReadPointsBefore) =>
  defineRoute({
    name: 'reopenMatch',
    access: 'admin',
    transaction: true,
    summary:
      'A saved match back to unplayed in one transaction: result, statistics and fantasy points removed, totals and ranks recomputed, the season pointer moved back when the save had moved it on.',
    input: reopenMatchSchema,
    async handler({ input, db, deps, publish, user }) {
      const fixture = await savedFixture(db, input.matchID);
      const pointsBefore = await readPointsBefore(deps, db, fixture.id);
      const reopened = await withMatchNotices(
        db,
        fixture.id,
        deps.now(),
        publish,
        () => auditMatch(db, user, fixture, () => reopenMatch(db as Knex.Transaction, fixture), true),
        pointsBefore.roundPoints ?? undefined,
      );
      const { season, round, matchId: matchID } = fixture;
      publish(busMessage('fixtures:updated', { season }, [EVERYONE]));
      publish(busMessage('stats:updated', { season }, [EVERYONE]));
      publish(busMessage('rankings:updated', { season, round, matchID }, [EVERYONE]));
      if (reopened.pointerMoved) publish(busMessage('deadline', await readDeadline(db, deps.now()), [EVERYONE]));
      if (reopened.seasonResumed) publish(busMessage('season:changed', { season }, [EVERYONE]));
      await pointsBefore.announce(publish);
      return {
        msg: REOPEN_MESSAGES.reopened,
        thisYear: reopened.pointer.season,
        thisRound: reopened.pointer.round,
        thisMatchID: reopened.pointer.matchID,
      };
    },
  });

/** Saving and reopening a match; reopening announces the managers' points through `readPointsBefore`. */
export const resultRoutes = (readPointsBefore: ReadPointsBefore) => [
  saveMatchRoute,
  reopenMatchRoute(readPointsBefore),
];
