import { defineRoute } from '../../platform/http/route';
import { recordAudit } from '../../platform/audit/recordAudit';
import type { AnnounceLivePoints } from './afterLiveWrite';
import { actorOf, announceLive } from './liveAnnounce';
import { lockStartedMatch } from './liveLocks';
import { liveMatchAnswer, readLiveState } from './liveState';
import { matchOnlySchema } from './schemas';

/** What the ticker's and the match centre's readers are told when an entry is called off. */
export const CANCELLED_TEXT = 'Direkteføringen er avbrutt.';

/**
 * 'Avbryt direkteføringen': a volunteer who kicked off the wrong match, or a match that was
 * called off after kick-off, takes it back to not started. The live row goes, and with it (by
 * the foreign keys) its events and squad; the header, the ticker, the table and the managers'
 * provisional points stop counting it. A saved result is refused: that is 'Gjenåpne kampen'.
 */
const cancelLiveMatch = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'cancelLiveMatch',
    access: 'admin',
    transaction: true,
    summary:
      "'Avbryt direkteføringen': a started, unsaved match back to not started; its live events and squad are deleted.",
    input: matchOnlySchema,
    async handler({ input, db, deps, user, publish }) {
      const state = await lockStartedMatch(db, input.matchID);
      const { fixture } = state;
      await db('live_matches').where({ fixtureId: fixture.id }).delete();
      const match = await liveMatchAnswer(db, await readLiveState(db, fixture, false), deps.now());
      await recordAudit(db, actorOf(user), {
        kind: 'match',
        action: 'delete',
        objectID: fixture.matchId,
        summary: `Direkteføringen av ${fixture.homeTeam}–${fixture.awayTeam} ble avbrutt`,
        before: { phase: state.live.phase, events: state.events.length, squad: state.squad },
        after: null,
      });
      announceLive(publish, match, { kind: 'phase', text: CANCELLED_TEXT });
      await announcePoints(deps, db, publish, state);
      return { match };
    },
  });

export const liveMatchCancelRoutes = (announcePoints: AnnounceLivePoints) => [cancelLiveMatch(announcePoints)];
