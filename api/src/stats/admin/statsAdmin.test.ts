import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { rescoreSeason } from '../../match';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const teamsOf = (season: number) =>
  db()('fantasy_teams as t')
    .join('fixtures as f', 'f.id', 't.fixture_id')
    .where('f.season', season)
    .orderBy('t.id')
    .select('t.id', 't.round_points', 't.total_points', 't.world_rank');

/** The stored points must equal a fresh computation of the season from the raw lines. */
async function expectFreshTotals(season: number) {
  const stored = await teamsOf(season);
  const points = await db()('fantasy_player_points').orderBy('id').select('fixtureId', 'playerId', 'totalPoints');
  await db().transaction((trx) => rescoreSeason(trx, season));
  expect(await teamsOf(season)).toEqual(stored);
  const fresh = await db()('fantasy_player_points').select('fixtureId', 'playerId', 'totalPoints');
  const key = (r: { fixtureId: number; playerId: number }) => `${r.fixtureId}:${r.playerId}`;
  expect(new Set(fresh.map((r) => `${key(r)}:${r.totalPoints}`))).toEqual(
    new Set(points.map((r) => `${key(r)}:${r.totalPoints}`)),
  );
}

async function playedFixture() {
  return db()('fixtures').whereNotNull('home_score').orderBy('date', 'desc').first();
}

describe('statistics lines', () => {
  it('inserts a line with derived columns and rescoring; refuses cards and events the rules forbid', async () => {
    const fixture = expectRow(await playedFixture());
    const present = await db()('match_stats').where({ fixtureId: fixture.id }).pluck('player_id');
    const player = expectRow(await db()('players').whereNotIn('id', present).first());
    const base = { season: fixture.season, round: fixture.round, matchID: fixture.matchId, playerID: player.id };
    const red = await app.call(
      'insertVSFStats',
      { ...base, attendance: 1, yellowCards: 2, redCards: 1 },
      { cookie: admin },
    );
    expect(red).toMatchObject({ status: 400, body: { msg: 'Et rødt kort kan ikke kombineres med to gule kort.' } });
    const absent = await app.call('insertVSFStats', { ...base, attendance: 0, goalsScored: 1 }, { cookie: admin });
    expect(absent.status).toBe(400);
    const negative = await app.call('insertVSFStats', { ...base, attendance: 1, goalsScored: -1 }, { cookie: admin });
    expect(negative.status).toBe(400);

    const { status, body } = await app.call(
      'insertVSFStats',
      { ...base, attendance: 1, goalsScored: 2 },
      { cookie: admin },
    );
    expect(status, body.msg).toBe(200);
    const statsTableID = expectRow(body.statsTableID);
    const line = expectRow(await db()('match_stats').where({ id: statsTableID }).first());
    const clubHome = ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '].includes(fixture.homeTeam);
    expect(line.goalsFor).toBe(clubHome ? fixture.homeScore : fixture.awayScore);
    expect(
      await db()('fantasy_player_points').where({ fixtureId: fixture.id, playerId: player.id }).first(),
    ).toBeDefined();
    expect(expectRow(await db()('players').where({ id: player.id }).first()).deletable).toBe(0);
    const twice = await app.call('insertVSFStats', { ...base, attendance: 1 }, { cookie: admin });
    expect(twice.status).toBe(409);
    await expectFreshTotals(fixture.season);

    const update = await app.call(
      'updateVSFStats',
      { statsTableID, attendance: 1, goalsScored: 0, assists: 3 },
      { cookie: admin },
    );
    expect(update.status).toBe(200);
    expect(expectRow(await db()('match_stats').where({ id: statsTableID }).first()).assists).toBe(3);
    await expectFreshTotals(fixture.season);

    const off = await app.call('updateVSFStats', { statsTableID, attendance: 0 }, { cookie: admin });
    expect(off.status).toBe(200);
    expect(await db()('match_stats').where({ id: statsTableID }).first()).toBeUndefined();
    await expectFreshTotals(fixture.season);
  });

  it('fantasy points are the engine’s, whatever the client sends', async () => {
    const line = expectRow(await db()('match_stats').orderBy('id', 'desc').first());
    const fixture = expectRow(await db()('fixtures').where({ id: line.fixtureId }).first());
    const before = expectRow(
      await db()('fantasy_player_points').where({ fixtureId: fixture.id, playerId: line.playerId }).first(),
    );
    const { body } = await app.callRaw(
      'updateFantasyPlayerPoints',
      { playerID: line.playerId, matchID: fixture.matchId, totalPoints: 999, goalsScored: 999 },
      { cookie: admin },
    );
    expect(body.totalPoints).toBe(before.totalPoints);
  });

  it('deletes a line, a match’s lines and a match’s points', async () => {
    const fixture = expectRow(await playedFixture());
    const line = expectRow(await db()('match_stats').where({ fixtureId: fixture.id }).first());
    expect((await app.call('deleteVSFStatsUsingID', { statsTableID: line.id }, { cookie: admin })).status).toBe(200);
    expect((await app.call('deleteVSFStatsUsingID', { statsTableID: line.id }, { cookie: admin })).status).toBe(404);
    const ref = { season: fixture.season, round: fixture.round, matchID: fixture.matchId };
    expect((await app.call('deleteStatsFromMatch', ref, { cookie: admin })).status).toBe(200);
    expect(await db()('match_stats').where({ fixtureId: fixture.id }).first()).toBeUndefined();
    expect(await db()('fantasy_player_points').where({ fixtureId: fixture.id }).first()).toBeUndefined();
    await expectFreshTotals(fixture.season);
    expect((await app.call('deleteFantasyStatsFromMatch', ref, { cookie: admin })).status).toBe(200);
    expect(await db()('fantasy_teams').where({ fixtureId: fixture.id }).first()).toBeUndefined();
    await expectFreshTotals(fixture.season);
  });

  it('the three MatchData calls change the fixture once; repeating them is harmless', async () => {
    const fixture = expectRow(await db()('fixtures').whereNull('home_score').orderBy('date', 'desc').first());
    const body = {
      season: fixture.season,
      originalRound: fixture.round,
      originalMatchID: fixture.matchId,
      newRound: fixture.round + 1,
      newDate: fixture.date,
      newMatchID: `${fixture.matchId}B`,
    };
    const first = await app.call('updateVSFStatsMatchData', body, { cookie: admin });
    expect(first.body).toMatchObject({ success: true, changed: true });
    const second = await app.call('updateFantasyStatsMatchData', body, { cookie: admin });
    expect(second.body).toMatchObject({ success: true, changed: false });
    expect(await db()('fixtures').where({ id: fixture.id }).first()).toMatchObject({
      round: fixture.round + 1,
      matchId: `${fixture.matchId}B`,
    });
    const unknown = await app.call(
      'updateFantasyPlayerPointsMatchData',
      { ...body, originalMatchID: 'FINNESIKKE', newMatchID: 'FINNESIKKE2' },
      { cookie: admin },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('fantasy and season calls', () => {
  it('lists every fantasy team of a season and initializes one', async () => {
    const { thisYear, thisMatchId, thisRound } = expectRow(await db()('season_state').first());
    const { body } = await app.call('getAllFantasyTeams', { season: thisYear }, { cookie: admin });
    const count = await db()('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', thisYear)
      .count({ n: '*' })
      .first();
    expect(body.teams.length).toBe(Number(count?.n));
    const user = expectRow(await db()('users').where({ username: 'skribent' }).first());
    const init = await app.call(
      'initializeFantasyTeamStats',
      { userID: user.id, season: thisYear, round: thisRound, matchID: thisMatchId },
      { cookie: admin },
    );
    expect(init.status).toBe(200);
    const again = await app.call(
      'initializeFantasyTeamStats',
      { userID: user.id, season: thisYear, round: thisRound, matchID: thisMatchId },
      { cookie: admin },
    );
    expect(again.body).toMatchObject({ fantasyStatsID: init.body.fantasyStatsID, created: false });
    const fix = await app.call(
      'updateFantasyStatsRoundPoints',
      {
        fantasyStatsID: init.body.fantasyStatsID,
        roundPoints: 5,
        totalPoints: 5,
        attackBoostUsed: 0,
        defenceBoostUsed: 0,
        superCaptainUsed: 1,
        remainingSubs: 4,
      },
      { cookie: admin },
    );
    expect(fix.status).toBe(400);
  });

  it('moves the pointer, replaces previous years, switches leagues, follows a renumbered match', async () => {
    const state = expectRow(await db()('season_state').first());
    const wrong = await app.call(
      'updateSeasonRoundMatchID',
      { season: state.thisYear, round: 0, matchID: state.thisMatchId },
      { cookie: admin },
    );
    expect(wrong.status).toBe(400);
    const years = await app.call('updateAdminPreviousYears', { previousYears: [2023, 2024, 2025] }, { cookie: admin });
    expect(years.body.previousYears).toEqual([2025, 2024, 2023]);
    expect(
      (await app.call('updateAdminPreviousYears', { previousYears: [state.thisYear] }, { cookie: admin })).status,
    ).toBe(400);
    const leagues = await app.call(
      'changeActiveStatusOnAllFantasyLeagues',
      { activeStatus: 0, season: state.thisYear },
      { cookie: admin },
    );
    expect(leagues.status).toBe(200);
    expect(await db()('leagues').where({ season: state.thisYear, active: 1 }).first()).toBeUndefined();
    const moved = await app.call(
      'updateAdminThisRoundMatchID',
      { originalRound: state.thisRound, newRound: state.thisRound, originalMatchID: 'IKKEDENNE', newMatchID: 'X' },
      { cookie: admin },
    );
    expect(moved.body.updated).toBe(0);
  });
});

describe('getMatchStatsForAdmin', () => {
  it("answers a match's lines to an admin only", async () => {
    const line = expectRow(await db()('match_stats').first());
    const fixture = expectRow(await db()('fixtures').where({ id: line.fixtureId }).first());
    const { body } = await app.call(
      'getMatchStatsForAdmin',
      { season: fixture.season, matchID: fixture.matchId },
      { cookie: admin },
    );
    expect(body.lines.find((l) => l.playerID === line.playerId)?.goalsScored).toBe(line.goalsScored);
    const fan = await app.login('vsffan');
    expect(
      (await app.call('getMatchStatsForAdmin', { season: fixture.season, matchID: fixture.matchId }, { cookie: fan }))
        .status,
    ).toBe(403);
  });
});
