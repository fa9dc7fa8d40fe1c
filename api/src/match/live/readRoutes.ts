import { LIVE_ENTRY_MESSAGES, clubPlaysHome, halfLengthMinutes, liveScore, type MatchPhase } from '@vsf/engine';
import { type LiveMatchSummary } from '@vsf/contract';
import { joined } from '../../platform/db/queryResults';
import { selectFixtures, type FixtureRow } from '../fixtures/fixtureRows';
import { HttpError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';
import { cachedLiveMatch, liveRevision } from './liveMatchCache';
import { deriveReview, namedLines } from './liveReview';
import { eventFacts, liveMatchAnswer, readFixture, readLiveState } from './liveState';
import { emptySchema } from '../../accounts';
import { matchOnlySchema } from './schemas';

const getLiveMatch = defineRoute({
  name: 'getLiveMatch',
  access: 'anyone',
  summary:
    'A match as the match centre shows it: phase, minute, score, events and squad; a saved match from its statistics.',
  input: matchOnlySchema,
  async handler({ input, db, deps }) {
    const now = deps.now();
    const compute = async () =>
      liveMatchAnswer(db, await readLiveState(db, await readFixture(db, { matchID: input.matchID }), false), now);
    const revision = await liveRevision(db, input.matchID);
    if (revision === null) return { match: await compute() };
    return { match: await cachedLiveMatch(db, input.matchID, revision, now, compute) };
  },
});

type StartedFixture = FixtureRow & { phase: MatchPhase; phaseStartedAt: Date | null };

const getLiveMatches = defineRoute({
  name: 'getLiveMatches',
  access: 'anyone',
  summary: "The matches started from the touchline and not yet confirmed, for the header's 'Direkte' ticker.",
  input: emptySchema,
  async handler({ db }) {
    const fixtures = await joined<StartedFixture>(
      selectFixtures(db)
        .join('live_matches', 'live_matches.fixture_id', 'fixtures.id')
        .whereNull('fixtures.home_score')
        .select('live_matches.phase', 'live_matches.phase_started_at'),
    );
    const ids = fixtures.map((fixture) => fixture.id);
    const events = ids.length ? await db('match_events').whereIn('fixtureId', ids) : [];
    const matches: LiveMatchSummary[] = fixtures.map((fixture) => ({
      matchID: fixture.matchId,
      season: fixture.season,
      round: fixture.round,
      homeTeam: fixture.homeTeam,
      awayTeam: fixture.awayTeam,
      phase: fixture.phase,
      ...liveScore(
        events.filter((event) => event.fixtureId === fixture.id).map(eventFacts),
        clubPlaysHome(fixture.homeTeam, fixture.awayTeam),
      ),
      phaseStartedAt: fixture.phaseStartedAt ? fixture.phaseStartedAt.toISOString() : null,
      halfLengthMinutes: halfLengthMinutes(fixture.aside),
    }));
    return { matches };
  },
});

const getLiveMatchReview = defineRoute({
  name: 'getLiveMatchReview',
  access: 'admin',
  summary: "The result and statistics lines a live match's events give, as 'Bekreft resultat' would save them.",
  input: matchOnlySchema,
  async handler({ input, db }) {
    const state = await readLiveState(db, await readFixture(db, { matchID: input.matchID }), false);
    if (!state.live) throw new HttpError(400, LIVE_ENTRY_MESSAGES.notStarted);
    const review = deriveReview(state);
    return { ...review, lines: await namedLines(db, review.lines) };
  },
});

export const liveMatchReadRoutes = [getLiveMatch, getLiveMatches, getLiveMatchReview];
