/**
 * What match/ offers the other domains: the fixtures' rows and inputs, a match's lines, the
 * schedule's writes, rescoring a match or season, the live entries and the provisional points.
 * They import it from here and from nothing else inside match/ (lint/apiDomainsRule.js).
 */
export { currentFixture, readDeadline, readSeasonContext } from './fixtures/currentFixture';
export { fixtureTime, selectFixtures, toApiFixture, type FixtureRow, type StoredFixture } from './fixtures/fixtureRows';
export { namedMatchLines, type NamedMatchLine } from './fixtures/matchDetail';
export { fixtureDateSchema, matchIDSchema, roundMatchInput, roundSchema } from './fixtures/schemas';
export { rescoreSeason } from './result/seasonScoring';
export { rescoreFixture } from './result/rescoreFixture';
export { cachedLiveSnapshot, type PointsSnapshot } from './livePoints/snapshot';
export { livePointsOf, liveRankOfUser, liveWorldRows } from './livePoints/liveStandings';
export { withLiveEntries } from './result/liveEntries';
export { playerLineSchema, type PlayerLine } from './result/schemas';
export { scheduleRoundSchema } from './schedule/schemas';
export { changeFixture, loadFixture, rederiveLines } from './schedule/fixtureWrites';
export { changedSeasons } from './schedule/routes';
export { readLiveState, type LiveState } from './live/liveState';
export { CANCELLED_TEXT } from './live/cancelRoute';
export type { LivePointsChange } from './livePoints/announcePoints';
