import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { apiOnlyMessage, busMessage, EVERYONE, type PlayerFantasyMetrics } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';

/*
 * getFantasyPlayerMetrics against numbers computed here from the demo club's raw rows: the
 * current season (its pointer on a round whose teams are saved) and a finished one.
 */

let app: TestApp;
let fan: string;
let season: number;
let currentFixtureId: number;
const db = (): Knex => app.deps.db.knex;

interface Fixture {
  id: number;
  round: number;
  matchId: string;
  homeScore: number | null;
}

beforeAll(async () => {
  app = await createTestApp('demo');
  fan = await app.login('vsffan');
  const pointer = expectRow(await db()('season_state').first());
  season = pointer.thisYear;
  currentFixtureId = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first('id')).id;
});
afterAll(() => app.close());

const metrics = async (year: number) => {
  const { status, body } = await app.call('getFantasyPlayerMetrics', { season: year }, { cookie: fan });
  expect(status).toBe(200);
  return body;
};

/** The season's fixtures in match order. */
const fixturesOf = (year: number): Promise<Fixture[]> =>
  db()('fixtures')
    .where({ season: year })
    .orderBy(['date', 'time', 'matchId'])
    .select('id', 'round', 'matchId', 'homeScore');

/** Each player's numbers, computed from the stored points, match statistics and teams. */
async function expected(
  year: number,
  pickedFixtureId: number,
): Promise<Map<number, Omit<PlayerFantasyMetrics, 'name' | 'position'>>> {
  const fixtures = await fixturesOf(year);
  const played = fixtures.filter((fixture) => fixture.homeScore !== null);
  const last = played.at(-1)!;
  const lines: { playerId: number; fixtureId: number; totalPoints: number; attendance: number }[] = await db()(
    'fantasy_player_points as p',
  )
    .join('match_stats as s', function onLine() {
      this.on('s.fixture_id', '=', 'p.fixture_id').andOn('s.player_id', '=', 'p.player_id');
    })
    .whereIn(
      'p.fixture_id',
      played.map((fixture) => fixture.id),
    )
    .select('p.player_id', 'p.fixture_id', 'p.total_points', 's.attendance');
  const order = new Map(played.map((fixture, index) => [fixture.id, index]));
  lines.sort((a, b) => order.get(a.fixtureId)! - order.get(b.fixtureId)!);
  const teams = (await db()('fantasy_teams').where({ fixtureId: pickedFixtureId }).whereNotNull('player1')).map(
    (team) => [team.player1, team.player2, team.player3, team.player4, team.player5, team.player6, team.player7],
  );
  const ids = new Set([...lines.map((line) => line.playerId), ...teams.flat().filter((id) => id !== null)]);
  return new Map(
    [...ids].map((playerID) => {
      const own = lines.filter((line) => line.playerId === playerID);
      const attended = own.filter((line) => line.attendance === 1);
      const picks = teams.filter((team) => team.includes(playerID)).length;
      return [
        playerID,
        {
          playerID,
          matchesPlayed: attended.length,
          roundPoints: own.find((line) => line.fixtureId === last.id)?.totalPoints ?? 0,
          seasonPoints: own.reduce((sum, line) => sum + line.totalPoints, 0),
          form: attended.slice(-3).reduce((sum, line) => sum + line.totalPoints, 0),
          pickedPercentage: Number(((picks / teams.length) * 100).toFixed(2)),
        },
      ];
    }),
  );
}

const values = ({ name: _name, position: _position, ...rest }: PlayerFantasyMetrics) => rest;

describe('getFantasyPlayerMetrics', () => {
  it("answers the current season: the last played round's points, season points, form and the current round's picks", async () => {
    const body = await metrics(season);
    const fixtures = await fixturesOf(season);
    const lastPlayed = fixtures.filter((fixture) => fixture.homeScore !== null).at(-1)!;
    const current = fixtures.find((fixture) => fixture.id === currentFixtureId)!;
    expect(body.lastRound).toEqual({ round: lastPlayed.round, matchID: lastPlayed.matchId });
    expect(body.pickedRound).toEqual({ round: current.round, matchID: current.matchId });
    expect(body.teamCount).toBeGreaterThan(0);
    const want = await expected(season, currentFixtureId);
    expect(body.players.map(values)).toEqual([...want.values()].sort((a, b) => a.playerID - b.playerID));
    // Someone is picked, someone has form: the comparison above is not of zeros.
    expect(body.players.some((player) => player.pickedPercentage > 0 && player.form > 0)).toBe(true);
    const named = expectRow(await db()('players').where({ id: body.players[0]!.playerID }).first());
    expect(body.players[0]).toMatchObject({ position: named.position });
    expect(body.players[0]!.name.length).toBeGreaterThan(0);
  });

  it("answers a finished season by its last match, whose teams 'Valgt av' counts", async () => {
    const fixtures = await fixturesOf(season - 1);
    const last = fixtures.at(-1)!;
    const body = await metrics(season - 1);
    expect(body.lastRound).toEqual({ round: last.round, matchID: last.matchId });
    expect(body.pickedRound).toEqual(body.lastRound);
    const want = await expected(season - 1, last.id);
    expect(body.players.map(values)).toEqual([...want.values()].sort((a, b) => a.playerID - b.playerID));
  });

  it('is served from the cache until a team is saved; a round without teams counts the round before', async () => {
    const before = await metrics(season);
    const teamCount = before.teamCount;
    // The current round's teams are gone (as at a round's start before anyone has saved):
    // the cache keeps its answer until the bus says teams changed.
    const removed = await db()('fantasy_teams').where({ fixtureId: currentFixtureId }).update({ player1: null });
    expect(removed).toBe(teamCount);
    expect(await metrics(season)).toEqual(before);
    await app.deps.bus.publish(apiOnlyMessage('team:saved', { userIDs: [], matchID: before.pickedRound!.matchID }));
    const after = await metrics(season);
    const fixtures = await fixturesOf(season);
    const previous = fixtures[fixtures.findIndex((fixture) => fixture.id === currentFixtureId) - 1]!;
    expect(after.pickedRound).toEqual({ round: previous.round, matchID: previous.matchId });
    expect(after.players.map(values)).toEqual(
      [...(await expected(season, previous.id)).values()].sort((a, b) => a.playerID - b.playerID),
    );
  });

  it('drops the answer when a result is saved or rescored', async () => {
    const before = await metrics(season);
    const star = before.players.find((player) => player.roundPoints > 0)!;
    const fixtureId = expectRow(await db()('fixtures').where({ matchId: before.lastRound!.matchID }).first('id')).id;
    await db()('fantasy_player_points').where({ fixtureId, playerId: star.playerID }).increment('totalPoints', 10);
    expect((await metrics(season)).players.find((player) => player.playerID === star.playerID)).toEqual(star);
    await app.deps.bus.publish(busMessage('rankings:updated', { season, ...before.lastRound! }, [EVERYONE]));
    expect((await metrics(season)).players.find((player) => player.playerID === star.playerID)).toMatchObject({
      roundPoints: star.roundPoints + 10,
      seasonPoints: star.seasonPoints + 10,
      form: star.form + 10,
    });
  });

  it('answers a season without fixtures with no players, and refuses bad input and strangers', async () => {
    expect(await metrics(season + 5)).toMatchObject({
      season: season + 5,
      lastRound: null,
      pickedRound: null,
      teamCount: 0,
      players: [],
    });
    const bad = await app.callRaw('getFantasyPlayerMetrics', { season: 'i fjor' }, { cookie: fan });
    expect(bad).toMatchObject({ status: 400, body: { success: false, msg: 'Sesongen må være et årstall.' } });
    const stranger = await app.callRaw('getFantasyPlayerMetrics', { season });
    expect(stranger.status).toBe(401);
  });
});
