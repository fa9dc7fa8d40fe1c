import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/queryResults';
import type { Knex } from 'knex';
import { rescoreSeason } from '../result/seasonScoring';
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

const form = {
  round: 3,
  date: '14.06.2027',
  weekday: '',
  time: '19.30',
  pitch: 'Ny kunstgress',
  tournement: 'Testcupen 2027',
  matchID: 'none',
  homeTeam: 'Vinderen',
  awayTeam: 'Ullern 3',
  aside: 7,
};

const pointer = async () => expectRow(await db()('season_state').first());

/** Rows of match data whose fixture is gone (the cascades of 002 §7A must leave none). */
async function orphans(): Promise<number> {
  const rows = rawRows<{ n: string | number }>(
    await db().raw(`
    SELECT (SELECT count(*) FROM match_stats s WHERE NOT EXISTS (SELECT 1 FROM fixtures f WHERE f.id = s.fixture_id))
         + (SELECT count(*) FROM fantasy_player_points p WHERE NOT EXISTS (SELECT 1 FROM fixtures f WHERE f.id = p.fixture_id))
         + (SELECT count(*) FROM fantasy_teams t WHERE NOT EXISTS (SELECT 1 FROM fixtures f WHERE f.id = t.fixture_id))
         AS n`),
  );
  return Number(rows[0]!.n);
}

describe('addFixture', () => {
  it('is refused to a fan', async () => {
    const fan = await app.login('vsffan');
    expect((await app.call('addFixture', form, { cookie: fan })).status).toBe(403);
  });

  it('refuses missing fields, round 0 and a fixture without the club, spelt exactly', async () => {
    const missing = await app.call('addFixture', { ...form, pitch: '' }, { cookie: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Alle felt må fylles ut!');
    const round = await app.call('addFixture', { ...form, round: 0 }, { cookie: admin });
    expect(round.body.msg).toBe('Runden må være minst 1.');
    const noClub = await app.call('addFixture', { ...form, homeTeam: 'Vinderen SF ' }, { cookie: admin });
    expect(noClub.status).toBe(400);
    expect(noClub.body.msg).toMatch(/^Ett av lagene må være klubben/);
    const spaces = await app.call('addFixture', { ...form, awayTeam: ' Ullern 3' }, { cookie: admin });
    expect(spaces.body.msg).toBe('Lagnavn kan ikke begynne eller slutte med mellomrom.');
    expect(await db()('pitches').where({ name: form.pitch }).first()).toBeUndefined();
  });

  it('accepts the trailing-space spelling, creates pitch and tournament, fills weekday and match number', async () => {
    app.events.length = 0;
    const { status, body } = await app.call('addFixture', { ...form, homeTeam: 'Vinderen ' }, { cookie: admin });
    expect(status).toBe(200);
    const row = expectRow(
      await db()('fixtures')
        .where({ id: body.fixtureTableID as number })
        .first(),
    );
    expect(row).toMatchObject({ season: 2027, round: 3, weekday: 'Mandag', aside: 7, homeTeam: 'Vinderen ' });
    expect(row.matchId).toMatch(/^T2\d+$/);
    expect(await db()('pitches').where({ name: form.pitch }).first()).toBeDefined();
    expect(app.events.map((e) => e.event)).toEqual(['fixtures:updated', 'stats:updated']);
    const again = await app.call('addFixture', { ...form, matchID: row.matchId }, { cookie: admin });
    expect(again.status).toBe(409);
  });
});

describe('changeFixtureScheduleData', () => {
  it('keeps a January fixture in its own season when only its time changes, and moves it when the admin says so', async () => {
    const january = { ...form, season: 2026, round: 17, date: '04.01.2027', matchID: 'JAN2026' };
    const added = await app.call('addFixture', january, { cookie: admin });
    expect(added.status, added.body.msg).toBe(200);
    const id = added.body.fixtureTableID;
    expect(expectRow(await db()('fixtures').where({ id }).first()).season).toBe(2026);

    const retimed = await app.call(
      'changeFixtureScheduleData',
      { ...form, round: 17, date: '04.01.2027', matchID: 'JAN2026', time: '20.15', fixtureTableID: id },
      { cookie: admin },
    );
    expect(retimed.status, retimed.body.msg).toBe(200);
    expect(expectRow(await db()('fixtures').where({ id }).first())).toMatchObject({ season: 2026, time: '20:15:00' });

    const moved = await app.call(
      'changeFixtureScheduleData',
      { ...january, season: 2027, fixtureTableID: id },
      { cookie: admin },
    );
    expect(moved.status, moved.body.msg).toBe(200);
    expect(expectRow(await db()('fixtures').where({ id }).first()).season).toBe(2027);
    await app.call('deleteFixture', { fixtureTableID: id }, { cookie: admin });
  });

  it("renumbers the current match: stats and teams follow, users' registration match and the pointer too", async () => {
    const before = await pointer();
    const fixture = expectRow(await db()('fixtures').where({ matchId: before.thisMatchId }).first());
    const teams = await db()('fantasy_teams').where({ fixtureId: fixture.id }).count({ n: '*' }).first();
    await db()('users').where({ username: 'vsffan' }).update({ registerMatchId: before.thisMatchId });
    const pitch = expectRow(await db()('pitches').where({ id: fixture.pitchId }).first());
    const tournament = expectRow(await db()('tournaments').where({ id: fixture.tournamentId }).first());
    const { status, body } = await app.call(
      'changeFixtureScheduleData',
      {
        fixtureTableID: fixture.id,
        round: fixture.round + 1,
        date: fixture.date,
        weekday: fixture.weekday,
        time: fixture.time.slice(0, 5),
        pitch: pitch.name,
        tournement: tournament.name,
        matchID: 'NYTT123',
        homeTeam: fixture.homeTeam,
        awayTeam: fixture.awayTeam,
        aside: fixture.aside,
        gameResult: '-',
      },
      { cookie: admin },
    );
    expect(status, body.msg).toBe(200);
    expect(body.msg).toBe('Endringene er blitt lagret.');
    expect(await pointer()).toEqual({ ...before, thisRound: fixture.round + 1, thisMatchId: 'NYTT123' });
    expect(expectRow(await db()('users').where({ username: 'vsffan' }).first()).registerMatchId).toBe('NYTT123');
    const after = await db()('fantasy_teams').where({ fixtureId: fixture.id }).count({ n: '*' }).first();
    expect(after).toEqual(teams);
    expect(app.events.map((e) => e.event)).toContain('deadline');
  });

  it('moving a played match to another date gives the totals of a fresh computation', async () => {
    const played = expectRow(
      await db()('fixtures')
        .where({ season: (await pointer()).thisYear })
        .whereNotNull('home_score')
        .orderBy('date')
        .first(),
    );
    const pitch = expectRow(await db()('pitches').where({ id: played.pitchId }).first());
    const tournament = expectRow(await db()('tournaments').where({ id: played.tournamentId }).first());
    const { status } = await app.call(
      'changeFixtureScheduleData',
      {
        fixtureTableID: played.id,
        round: played.round,
        date: '2026-12-30',
        time: '12.00',
        pitch: pitch.name,
        tournement: tournament.name,
        matchID: played.matchId,
        homeTeam: played.homeTeam,
        awayTeam: played.awayTeam,
      },
      { cookie: admin },
    );
    expect(status).toBe(200);
    const read = () =>
      db()('fantasy_teams as t')
        .join('fixtures as f', 'f.id', 't.fixture_id')
        .where('f.season', played.season)
        .orderBy('t.id')
        .select('t.id', 't.round_points', 't.total_points', 't.world_rank');
    const stored = await read();
    await db().transaction((trx) => rescoreSeason(trx, played.season));
    expect(stored).toEqual(await read());
    expect(expectRow(await db()('fixtures').where({ id: played.id }).first()).weekday).toBe('Onsdag');
  });
});

describe('updateFixtureStats', () => {
  it("sets a result and trivia, refuses to clear a result that has players' lines", async () => {
    // The latest match played by the test clock's day (a test above moved one into December).
    const played = expectRow(
      await db()('fixtures')
        .whereNotNull('home_score')
        .where('date', '<=', '2026-11-22')
        .orderBy('date', 'desc')
        .first(),
    );
    const clear = await app.call(
      'updateFixtureStats',
      { fixtureTableID: played.id, matchResult: '-', matchTrivia: '' },
      { cookie: admin },
    );
    expect(clear.status).toBe(400);
    const bad = await app.call(
      'updateFixtureStats',
      { fixtureTableID: played.id, matchResult: 'tre-en', matchTrivia: '' },
      { cookie: admin },
    );
    expect(bad.status).toBe(400);
    const ok = await app.call(
      'updateFixtureStats',
      { fixtureTableID: played.id, matchResult: '4 - 4', matchTrivia: 'Vilt.' },
      { cookie: admin },
    );
    expect(ok.status).toBe(200);
    expect(await db()('fixtures').where({ id: played.id }).first()).toMatchObject({
      homeScore: 4,
      awayScore: 4,
      trivia: 'Vilt.',
    });
    const line = await db()('match_stats').where({ fixtureId: played.id }).first();
    expect(line).toMatchObject({ goalsFor: 4, goalsConceded: 4, tie: 1, win: 0, cleanSheet: 0 });
  });

  it('refuses a result for a match not played yet, as saveMatch does', async () => {
    const unplayed = expectRow(await db()('fixtures').whereNull('home_score').orderBy('date', 'desc').first());
    const early = await app.call(
      'updateFixtureStats',
      { fixtureTableID: unplayed.id, matchResult: '1 - 0', matchTrivia: '' },
      { cookie: admin },
    );
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('Kampen er ikke spilt ennå. Et resultat kan først lagres på kampdagen.');
    expect(expectRow(await db()('fixtures').where({ id: unplayed.id }).first()).homeScore).toBeNull();
  });
});

describe('deleteFixture', () => {
  it('deletes a played match with its statistics, teams and points, leaving no orphans', async () => {
    const played = expectRow(await db()('fixtures').whereNotNull('home_score').orderBy('date').first());
    expect(await db()('match_stats').where({ fixtureId: played.id }).first()).toBeDefined();
    const { status, body } = await app.call('deleteFixture', { fixtureTableID: played.id }, { cookie: admin });
    expect(status, body.msg).toBe(200);
    expect(await db()('fixtures').where({ id: played.id }).first()).toBeUndefined();
    expect(await orphans()).toBe(0);
    for (const table of ['match_stats', 'fantasy_player_points', 'fantasy_teams']) {
      expect(await db()(table).where({ fixtureId: played.id }).first()).toBeUndefined();
    }
  });

  it('deleting the current match moves the pointer and its teams to the next match', async () => {
    const before = await pointer();
    const current = expectRow(await db()('fixtures').where({ matchId: before.thisMatchId }).first());
    const users = await db()('fantasy_teams').where({ fixtureId: current.id }).pluck('user_id');
    const { status } = await app.call('deleteFixture', { fixtureTableID: current.id }, { cookie: admin });
    expect(status).toBe(200);
    const after = await pointer();
    expect(after.thisMatchId).not.toBe(before.thisMatchId);
    const next = expectRow(await db()('fixtures').where({ matchId: after.thisMatchId }).first());
    const moved = await db()('fantasy_teams').where({ fixtureId: next.id }).pluck('user_id');
    expect(new Set(moved)).toEqual(new Set(users));
    expect(await orphans()).toBe(0);
  });

  it('answers 404 for an unknown fixture and 400 for a malformed id', async () => {
    expect((await app.call('deleteFixture', { fixtureTableID: 999999 }, { cookie: admin })).status).toBe(404);
    expect((await app.callRaw('deleteFixture', { fixtureTableID: 'x' }, { cookie: admin })).status).toBe(400);
  });
});

describe('deleteUnplayedRemainingFixtures and findTeamNameSuggestion', () => {
  it('refuses while the season runs, and deletes another season’s unplayed fixtures', async () => {
    const { thisYear } = await pointer();
    const running = await app.call(
      'deleteUnplayedRemainingFixtures',
      { result: '-', season: thisYear },
      { cookie: admin },
    );
    expect(running.status).toBe(400);
    const next = await app.call('deleteUnplayedRemainingFixtures', { result: '-', season: 2027 }, { cookie: admin });
    expect(next.status).toBe(200);
    expect(await db()('fixtures').where({ season: 2027 }).whereNull('home_score').first()).toBeUndefined();
  });

  it('suggests known team names containing the text', async () => {
    const { body } = await app.call('findTeamNameSuggestion', { searchString: 'vind' }, { cookie: admin });
    expect(body.teams.length).toBeGreaterThan(0);
    expect(body.teams.every((team) => team.toLowerCase().includes('vind'))).toBe(true);
    const none = await app.call('findTeamNameSuggestion', { searchString: '%' }, { cookie: admin });
    expect(none.body.teams).toEqual([]);
  });
});

describe('the weekday', () => {
  it("stores the date's weekday whatever weekday is sent", async () => {
    const { status, body } = await app.call(
      'addFixture',
      { ...form, date: '15.06.2027', weekday: 'Lørdag', matchID: 'UKEDAG1' },
      { cookie: admin },
    );
    expect(status, body.msg).toBe(200);
    const id = body.fixtureTableID as number;
    expect(expectRow(await db()('fixtures').where({ id }).first()).weekday).toBe('Tirsdag');
    const changed = await app.call(
      'changeFixtureScheduleData',
      { ...form, date: '17.06.2027', weekday: 'Mandag', matchID: 'UKEDAG1', fixtureTableID: id, gameResult: '-' },
      { cookie: admin },
    );
    expect(changed.status, changed.body.msg).toBe(200);
    expect(expectRow(await db()('fixtures').where({ id }).first()).weekday).toBe('Torsdag');
    await app.call('deleteFixture', { fixtureTableID: id }, { cookie: admin });
  });
});
