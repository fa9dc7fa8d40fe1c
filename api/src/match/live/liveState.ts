import { type LiveMatch } from '@vsf/contract';
import type { Knex } from 'knex';
import {
  clubPlaysHome,
  formatNorwegianDate,
  halfLengthMinutes,
  liveScore,
  matchMinute,
  playerDisplayName,
  withRunningScore,
  type LiveEventFacts,
  type LiveSquadPlayer,
  type MatchEvent,
  type MatchPhase,
} from '@vsf/engine';
import type { LiveMatchTableRow, MatchEventTableRow } from '../../platform/db/tables';
import { fixtureTime, selectFixtures, type FixtureRow } from '../fixtures/fixtureRows';
import { HttpError } from '../../platform/http/errors';
import { concurrently } from '../../platform/db/concurrently';

/** A match as the live calls read it: the fixture, its live row, squad and events. */
export interface LiveState {
  fixture: FixtureRow;
  live: LiveMatchTableRow | null;
  squad: number[];
  events: MatchEventTableRow[];
}

export const UNKNOWN_MATCH = 'Kampen finnes ikke.';
export const UNKNOWN_EVENT = 'Hendelsen finnes ikke. Den kan være slettet.';

export function isSaved(fixture: FixtureRow): boolean {
  return fixture.homeScore !== null && fixture.awayScore !== null;
}

export async function readFixture(db: Knex, where: { matchID: string } | { fixtureId: number }): Promise<FixtureRow> {
  const query = selectFixtures(db);
  const fixture = await (
    'matchID' in where ? query.where('fixtures.match_id', where.matchID) : query.where('fixtures.id', where.fixtureId)
  ).first();
  if (!fixture) throw new HttpError(404, UNKNOWN_MATCH);
  return fixture;
}

/**
 * The match's live state. With `lock`, the live row is locked (FOR UPDATE) before the
 * events are read, so two admins' writes to one match run one after the other and each
 * sees the other's events.
 */
export async function readLiveState(db: Knex, fixture: FixtureRow, lock: boolean): Promise<LiveState> {
  const liveQuery = db('live_matches').where({ fixtureId: fixture.id });
  const live = (await (lock ? liveQuery.forUpdate() : liveQuery).first()) ?? null;
  if (!live) return { fixture, live: null, squad: [], events: [] };
  const [squad, events] = await concurrently(db, [
    () => db('live_match_squad').where({ fixtureId: fixture.id }).select('playerId'),
    () => db('match_events').where({ fixtureId: fixture.id }).orderBy(['minute', 'id']),
  ] as const);
  return { fixture, live, squad: squad.map((row) => row.playerId), events };
}

export function eventFacts(row: MatchEventTableRow): LiveEventFacts {
  return {
    eventID: row.id,
    type: row.type,
    minute: row.minute,
    playerID: row.playerId,
    assistPlayerID: row.assistPlayerId,
  };
}

export function stateClubHome(state: LiveState): boolean {
  return clubPlaysHome(state.fixture.homeTeam, state.fixture.awayTeam);
}

export function statePhase(state: LiveState): MatchPhase {
  return isSaved(state.fixture) ? 'finished' : (state.live?.phase ?? 'notStarted');
}

/** The events with the running score after each, in match order, as the contract answers them. */
export function answerEvents(state: LiveState): MatchEvent[] {
  const rows = new Map(state.events.map((row) => [row.id, row]));
  return withRunningScore(state.events.map(eventFacts), stateClubHome(state)).map((event) => {
    const row = rows.get(event.eventID)!;
    return {
      ...event,
      matchID: state.fixture.matchId,
      version: row.version,
      enteredBy: row.enteredByName,
      enteredAt: row.enteredAt.toISOString(),
      changedAt: row.changedAt ? row.changedAt.toISOString() : null,
    };
  });
}

/** Players by ID with the name the site shows. */
export async function readPlayers(db: Knex, ids: readonly number[]): Promise<Map<number, LiveSquadPlayer>> {
  if (ids.length === 0) return new Map();
  const rows = await db('players')
    .whereIn('id', [...new Set(ids)])
    .select('id', 'firstName', 'lastName', 'nickname', 'jerseyNo', 'position');
  return new Map(
    rows.map((row) => [
      row.id,
      { playerID: row.id, name: playerDisplayName(row), jerseyNo: row.jerseyNo, position: row.position },
    ]),
  );
}

/** A saved match's squad and keeper are its statistics lines. */
async function savedSquad(db: Knex, fixtureId: number): Promise<{ squad: number[]; keeperID: number | null }> {
  const lines = await db('match_stats').where({ fixtureId, attendance: 1 }).select('playerId', 'keeper');
  return {
    squad: lines.map((line) => line.playerId),
    keeperID: lines.find((line) => line.keeper === 1)?.playerId ?? null,
  };
}

/** The contract's `LiveMatch`: live while entered, the saved result and lines once confirmed. */
export async function liveMatchAnswer(db: Knex, state: LiveState, now: Date): Promise<LiveMatch> {
  const { fixture, live } = state;
  const saved = isSaved(fixture);
  const { squad, keeperID } = saved
    ? await savedSquad(db, fixture.id)
    : { squad: state.squad, keeperID: live?.keeperId ?? null };
  const players = await readPlayers(db, squad);
  const phase = statePhase(state);
  const halfLength = halfLengthMinutes(fixture.aside);
  const phaseStartedAt = saved ? null : (live?.phaseStartedAt ?? null);
  const score = saved
    ? { homeTeamScore: fixture.homeScore ?? 0, awayTeamScore: fixture.awayScore ?? 0 }
    : liveScore(state.events.map(eventFacts), stateClubHome(state));
  return {
    matchID: fixture.matchId,
    season: fixture.season,
    round: fixture.round,
    tournament: fixture.tournament,
    date: formatNorwegianDate(fixture.date),
    time: fixtureTime(fixture.time),
    pitch: fixture.pitch,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    phase,
    minute: matchMinute(phase, phaseStartedAt, now, halfLength),
    phaseStartedAt: phaseStartedAt ? phaseStartedAt.toISOString() : null,
    halfLengthMinutes: halfLength,
    ...score,
    events: answerEvents(state),
    squad: [...players.values()].sort((a, b) => a.jerseyNo - b.jerseyNo || a.name.localeCompare(b.name, 'nb')),
    keeperID,
    trivia: fixture.trivia,
    saved,
  };
}
