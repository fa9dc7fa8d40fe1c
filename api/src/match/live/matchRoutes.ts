import type { Knex } from 'knex';
import {
  LIVE_ENTRY_MESSAGES,
  PHASE_LABELS,
  confirmedText,
  phaseChangeProblem,
  phaseTickerText,
  startMatchProblem,
  type MatchPhase,
} from '@vsf/engine';
import { recordAudit } from '../../platform/audit/recordAudit';
import type { LiveMatchTableRow } from '../../platform/db/tables';
import { HttpError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import { announceSavedMatch } from '../result/announceSaved';
import { atFullTime } from '../result/fullTime';
import { saveMatch } from '../result/saveMatch';
import { withMatchNotices } from '../../notices';
import type { AnnounceLivePoints } from './afterLiveWrite';
import { actorOf, announceLive } from './liveAnnounce';
import { bumpRevision, lockStartedMatch } from './liveLocks';
import { deriveReview } from './liveReview';
import { isSaved, liveMatchAnswer, readFixture, readLiveState } from './liveState';
import { matchOnlySchema, setMatchPhaseSchema, startLiveMatchSchema } from './schemas';
import { refuseSquad } from './squad';

const startLiveMatch = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'startLiveMatch',
    access: 'admin',
    transaction: true,
    summary:
      'Kick-off of a live match with its squad and keeper; called again on a started match it changes the squad.',
    input: startLiveMatchSchema,
    async handler({ input, db, deps, user, publish }) {
      const fixture = await readFixture(db, { matchID: input.matchID });
      const now = deps.now();
      const problem = startMatchProblem({ date: fixture.date, saved: isSaved(fixture) }, now);
      if (problem) throw new HttpError(problem === 'saved' ? 409 : 400, LIVE_ENTRY_MESSAGES[problem]);
      const keeperID = input.keeperID ?? null;
      await refuseSquad(db, input.squad, keeperID);
      const inserted = await db('live_matches')
        .insert({
          fixtureId: fixture.id,
          phase: 'firstHalf',
          phaseStartedAt: now,
          kickoffAt: now,
          keeperId: keeperID,
          startedBy: user.userID,
          startedByName: user.username,
          startedAt: now,
        })
        .onConflict('fixture_id')
        .ignore()
        .returning('fixtureId');
      const created = inserted.length > 0;
      const before = await readLiveState(db, fixture, true);
      if (!created) await refuseSquad(db, input.squad, keeperID, before.events);
      await db('live_matches').where({ fixtureId: fixture.id }).update({ keeperId: keeperID });
      await db('live_match_squad').where({ fixtureId: fixture.id }).delete();
      await db('live_match_squad').insert(input.squad.map((playerId) => ({ fixtureId: fixture.id, playerId })));
      await bumpRevision(db, fixture.id);
      const match = await liveMatchAnswer(db, await readLiveState(db, fixture, false), now);
      await recordAudit(db, actorOf(user), {
        kind: 'match',
        action: created ? 'create' : 'update',
        objectID: fixture.matchId,
        summary: created
          ? `Kampen ${fixture.homeTeam}–${fixture.awayTeam} startet direkte`
          : `Troppen endret i ${fixture.homeTeam}–${fixture.awayTeam}`,
        before: created ? null : { phase: before.live?.phase, squad: before.squad, keeperID: before.live?.keeperId },
        after: { phase: match.phase, squad: input.squad, keeperID },
      });
      announceLive(
        publish,
        match,
        created
          ? { kind: 'phase', text: phaseTickerText('notStarted', 'firstHalf', fixture, match) }
          : { kind: 'correction', text: 'Troppen er endret.' },
      );
      // A new match had no live numbers before: its managers had the stored ones.
      await announcePoints(deps, db, publish, created ? { ...before, live: null } : before);
      return { match };
    },
  });

/**
 * Where the clock runs from in the new phase. Going back a step undoes a wrong tap, so the
 * half resumes from when it really began.
 */
function phaseClock(live: LiveMatchTableRow, to: MatchPhase, now: Date): Partial<LiveMatchTableRow> {
  if (to === 'firstHalf') return { phase: to, phaseStartedAt: live.kickoffAt ?? now };
  if (to === 'secondHalf' && live.phase === 'finished') return { phase: to, phaseStartedAt: live.secondHalfAt ?? now };
  if (to === 'secondHalf') return { phase: to, phaseStartedAt: now, secondHalfAt: now };
  if (to === 'halfTime' && live.phase === 'secondHalf') return { phase: to, phaseStartedAt: now, secondHalfAt: null };
  return { phase: to, phaseStartedAt: now };
}

const setMatchPhase = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'setMatchPhase',
    access: 'admin',
    transaction: true,
    summary: 'Half-time, second half or full time of a live match (or one step back, to undo a wrong tap).',
    input: setMatchPhaseSchema,
    async handler({ input, db, deps, user, publish }) {
      const state = await lockStartedMatch(db, input.matchID);
      const from = state.live.phase;
      const problem = phaseChangeProblem(from, input.phase, false);
      if (problem) throw new HttpError(400, problem);
      const now = deps.now();
      // Two admins tapping the same button: the second finds it done.
      if (from === input.phase) return { match: await liveMatchAnswer(db, state, now) };
      await db('live_matches')
        .where({ fixtureId: state.fixture.id })
        .update(phaseClock(state.live, input.phase, now));
      await bumpRevision(db, state.fixture.id);
      const match = await liveMatchAnswer(db, await readLiveState(db, state.fixture, false), now);
      const { homeTeam, awayTeam } = state.fixture;
      await recordAudit(db, actorOf(user), {
        kind: 'match',
        action: 'update',
        objectID: match.matchID,
        summary: `${homeTeam}–${awayTeam}: ${PHASE_LABELS[from]} → ${PHASE_LABELS[input.phase]}`,
        before: { phase: from },
        after: { phase: input.phase },
      });
      announceLive(publish, match, { kind: 'phase', text: phaseTickerText(from, input.phase, state.fixture, match) });
      await announcePoints(deps, db, publish, state);
      return { match };
    },
  });

const finishLiveMatch = (announcePoints: AnnounceLivePoints) =>
  defineRoute({
    name: 'finishLiveMatch',
    access: 'admin',
    transaction: true,
    summary:
      "'Bekreft resultat': saves the statistics lines the events give through saveMatch (scoring, ranks, the season pointer) in one transaction.",
    input: matchOnlySchema,
    async handler({ input, db, deps, user, publish }) {
      const state = await lockStartedMatch(db, input.matchID);
      if (state.live.phase !== 'finished') throw new HttpError(400, 'Trykk «Slutt» før du bekrefter resultatet.');
      const { fixture } = state;
      const review = deriveReview(state);
      // A variable, not a literal: saveMatch takes the opponents' own goals where it counts them.
      const entry = {
        season: fixture.season,
        round: fixture.round,
        matchID: fixture.matchId,
        homeTeamScore: review.homeTeamScore,
        awayTeamScore: review.awayTeamScore,
        trivia: fixture.trivia,
        players: review.lines,
        opponentOwnGoals: review.opponentOwnGoals,
      };
      const now = deps.now();
      const saved = await withMatchNotices(db, fixture.id, now, publish, () =>
        saveMatch(db as Knex.Transaction, entry, now),
      );
      await bumpRevision(db, fixture.id);
      await atFullTime(db, fixture.id, user, now, publish);
      const { msg, thisYear, thisRound, thisMatchID } = await announceSavedMatch(
        db,
        now,
        publish,
        entry,
        saved,
        user.username,
      );
      const match = await liveMatchAnswer(
        db,
        await readLiveState(db, await readFixture(db, { fixtureId: fixture.id }), false),
        now,
      );
      await recordAudit(db, actorOf(user), {
        kind: 'match',
        action: 'update',
        objectID: fixture.matchId,
        summary: `Resultatet bekreftet: ${fixture.homeTeam} ${match.homeTeamScore}–${match.awayTeamScore} ${fixture.awayTeam}`,
        before: { saved: false },
        after: {
          saved: true,
          homeTeamScore: match.homeTeamScore,
          awayTeamScore: match.awayTeamScore,
          players: review.lines,
        },
      });
      announceLive(publish, match, { kind: 'score', text: confirmedText(fixture, match) });
      await announcePoints(deps, db, publish, state);
      return { msg, thisYear, thisRound, thisMatchID };
    },
  });

export const liveMatchWriteRoutes = (announcePoints: AnnounceLivePoints) => [
  startLiveMatch(announcePoints),
  setMatchPhase(announcePoints),
  finishLiveMatch(announcePoints),
];
