import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { rescoreSeason } from './seasonScoring';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';
import { joined, rawRows } from '../../platform/db/queryResults';
import { substitutionAllowance } from '@vsf/engine';
import { TEST_NOW } from '../../testing/clock';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const pointer = async () => expectRow(await db()('season_state').first());
const fixtureOf = (matchId: string) => db()('fixtures').where({ matchId }).first();
const CLUB = ['Vinderen SF', 'Vinderen', 'Vindern', 'Vinderen '];
/** The body's two scores for the club's and the opponents' goals, whichever side the club is on. */
const scores = (fixture: { homeTeam: string }, club: number, opponents: number) =>
  CLUB.includes(fixture.homeTeam)
    ? { homeTeamScore: club, awayTeamScore: opponents }
    : { homeTeamScore: opponents, awayTeamScore: club };
/** The test clock on the evening of a fixture's day (Oslo). */
const onMatchDay = (fixture: { date: string }) => app.setNow(new Date(`${fixture.date}T21:00:00+01:00`));
const totals = async (season: number) =>
  joined<{ id: number; roundPoints: number; totalPoints: number; worldRank: number | null }>(
    db()('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', season)
      .orderBy('t.id')
      .select('t.id', 't.round_points', 't.total_points', 't.world_rank'),
  );

/** The spec's table (001 §9), written out again here so the test does not trust the engine. */
function expectedPoints(
  line: { keeper: number; goals: number; assists: number; own: number; yellow: number; red: number },
  goalsFor: number,
  against: number,
) {
  const clean = against === 0;
  const twoOrLess = against <= 2;
  return (
    5 +
    3 * line.goals +
    2 * line.assists +
    Math.ceil((goalsFor / 10) * 2) +
    Math.floor((against / 10) * -2) +
    (clean ? (line.keeper ? 8 : 2) : 0) +
    (twoOrLess ? (line.keeper ? 6 : 1) : 0) -
    3 * line.own -
    3 * line.yellow -
    6 * line.red +
    (goalsFor > against ? 1 : goalsFor < against ? -1 : 0)
  );
}

describe('saveMatch', () => {
  it('refuses everyone but admins', async () => {
    const fan = await app.login('vsffan');
    const { status } = await app.callRaw('saveMatch', {}, { cookie: fan });
    expect(status).toBe(403);
  });

  it('refuses a missing score and impossible cards with the spec messages, changing nothing', async () => {
    const { thisYear, thisRound, thisMatchId } = await pointer();
    const base = { season: thisYear, round: thisRound, matchID: thisMatchId, trivia: '', players: [] };
    const missing = await app.call('saveMatch', { ...base, homeTeamScore: 2, awayTeamScore: null }, { cookie: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Du må fylle inn resultatet av kampen også.');
    const player = expectRow((await db()('players').where({ active: 1 }).limit(1))[0]);
    const cards = await app.call(
      'saveMatch',
      {
        ...base,
        homeTeamScore: 1,
        awayTeamScore: 0,
        players: [{ playerID: player.id, attendance: 1, yellowCards: 2, redCards: 1 }],
      },
      { cookie: admin },
    );
    expect(cards.status).toBe(400);
    expect(cards.body.msg).toBe('Et rødt kort kan ikke kombineres med to gule kort.');
    expect(expectRow(await fixtureOf(thisMatchId)).homeScore).toBeNull();
  });

  it('changes nothing when a step fails half-way', async () => {
    const before = await pointer();
    const current = expectRow(await fixtureOf(before.thisMatchId));
    onMatchDay(current);
    const { status } = await app.call(
      'saveMatch',
      {
        season: before.thisYear,
        round: before.thisRound,
        matchID: before.thisMatchId,
        ...scores(current, 1, 1),
        trivia: 'Skal ikke lagres',
        players: [{ playerID: 999999, attendance: 1, goalsScored: 1 }],
      },
      { cookie: admin },
    );
    expect(status).toBe(400);
    const fixture = expectRow(await fixtureOf(before.thisMatchId));
    expect(fixture.homeScore).toBeNull();
    expect(fixture.trivia).not.toBe('Skal ikke lagres');
    expect(await pointer()).toEqual(before);
    app.setNow(TEST_NOW);
  });

  it('refuses a result before the match day, goals that do not add up and more assists than goals', async () => {
    const { thisYear, thisRound, thisMatchId } = await pointer();
    const current = expectRow(await fixtureOf(thisMatchId));
    const [first, second] = await db()('players').where({ active: 1 }).orderBy('id').limit(2);
    const base = { season: thisYear, round: thisRound, matchID: thisMatchId, trivia: '' };
    const scorer = { playerID: expectRow(first).id, attendance: 1, goalsScored: 2 };
    const helper = { playerID: expectRow(second).id, attendance: 1, assists: 1 };
    const tries = [
      {
        body: { ...base, ...scores(current, 2, 0), players: [scorer, helper] },
        msg: 'Kampen er ikke spilt ennå. Et resultat kan først lagres på kampdagen.',
      },
    ];
    const refused = async (body: object, msg: string) => {
      const answer = await app.callRaw('saveMatch', body, { cookie: admin });
      expect(answer.status, String(answer.body.msg)).toBe(400);
      expect(answer.body.msg).toBe(msg);
    };
    // TEST_NOW is before the current match: the first refusal is its date.
    for (const { body, msg } of tries) await refused(body, msg);
    onMatchDay(current);
    await refused(
      { ...base, ...scores(current, 3, 0), players: [scorer, helper] },
      'Spillernes mål og selvmål av motstanderen blir ikke til sammen klubbens mål i resultatet. Sjekk målscorerne og resultatet.',
    );
    await refused(
      { ...base, ...scores(current, 2, 0), players: [scorer, { ...helper, assists: 3 }] },
      'Det er flere målgivende pasninger enn mål av klubbens spillere.',
    );
    await refused(
      { ...base, ...scores(current, 2, 0), opponentOwnGoals: -1, players: [scorer, helper] },
      'Tallene kan ikke være negative.',
    );
    expect(expectRow(await fixtureOf(thisMatchId)).homeScore).toBeNull();
    expect(await pointer()).toMatchObject({ thisMatchId });
    app.setNow(TEST_NOW);
  });

  it('stores the match, scores it, moves the season on and carries every team forward', async () => {
    const before = await pointer();
    const fixture = expectRow(await fixtureOf(before.thisMatchId));
    onMatchDay(fixture);
    const players = await db()('players').where({ active: 1 }).orderBy('id').limit(12);
    const keeper = expectRow(players[0]);
    const scorer = expectRow(players[1]);
    const rest = players.slice(2);
    const lines = [
      { playerID: keeper.id, attendance: 1, keeper: 1 },
      { playerID: scorer.id, attendance: 1, goalsScored: 2, assists: 1, yellowCards: 1 },
      ...rest.map((p: { id: number }) => ({ playerID: p.id, attendance: 1 })),
    ];
    const teamsBefore = await db()('fantasy_teams').where({ fixtureId: fixture.id }).count({ n: '*' }).first();
    // Every case of the carried substitution allowance: none left to 3 left, first login or not.
    await db().raw(
      'UPDATE fantasy_teams SET remaining_subs = (ARRAY[NULL, 0, 1, 2, 3])[1 + id % 5] WHERE fixture_id = ?',
      [fixture.id],
    );
    await db().raw('UPDATE users SET season_first_time_login = id % 2');
    app.events.length = 0;

    const { status, body } = await app.callRaw(
      'saveMatch',
      {
        season: before.thisYear,
        round: before.thisRound,
        matchID: before.thisMatchId,
        ...scores(fixture, 3, 1),
        trivia: 'Kampen ble spilt i pøsregn.',
        // The scorer's two and one the opponents put in their own net.
        opponentOwnGoals: 1,
        players: lines,
      },
      { cookie: admin },
    );
    expect(status).toBe(200);
    expect(body.teams).toBe(teamsBefore?.n);

    const stats = await db()('match_stats').where({ fixtureId: fixture.id, playerId: scorer.id }).first();
    expect(stats).toMatchObject({
      goalsScored: 2,
      goalsFor: 3,
      goalsConceded: 1,
      win: 1,
      loss: 0,
      cleanSheet: 0,
      twoOrLessConceded: 1,
      gamePoints: 3,
    });
    const points = await db()('fantasy_player_points').where({ fixtureId: fixture.id });
    const byPlayer = new Map(
      points.map((row: { playerId: number; totalPoints: number }) => [row.playerId, row.totalPoints]),
    );
    expect(byPlayer.get(scorer.id)).toBe(
      expectedPoints({ keeper: 0, goals: 2, assists: 1, own: 0, yellow: 1, red: 0 }, 3, 1),
    );
    expect(byPlayer.get(keeper.id)).toBe(
      expectedPoints({ keeper: 1, goals: 0, assists: 0, own: 0, yellow: 0, red: 0 }, 3, 1),
    );

    const after = await pointer();
    expect(after.thisMatchId).not.toBe(before.thisMatchId);
    const next = expectRow(await fixtureOf(after.thisMatchId));
    const carried = await db()('fantasy_teams').where({ fixtureId: next.id }).count({ n: '*' }).first();
    expect(carried?.n).toBeGreaterThanOrEqual(Number(teamsBefore?.n));
    const copies = rawRows<{ left: number | null; firstLogin: 0 | 1; allowance: number | null }>(
      await db().raw(
        `SELECT source.remaining_subs AS left, u.season_first_time_login AS first_login, copy.remaining_subs AS allowance
           FROM fantasy_teams source
           JOIN fantasy_teams copy ON copy.user_id = source.user_id AND copy.updated_at = source.updated_at
           JOIN users u ON u.id = source.user_id
          WHERE source.fixture_id = ? AND copy.fixture_id = ?`,
        [fixture.id, next.id],
      ),
    );
    expect(new Set(copies.map((copy) => `${copy.left}/${copy.firstLogin}`)).size).toBe(10);
    for (const copy of copies) {
      expect(copy.allowance).toBe(substitutionAllowance(copy.left, copy.firstLogin === 1, true));
    }
    expect(app.events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['fixtures:updated', 'stats:updated', 'rankings:updated', 'deadline']),
    );
    const deadline = app.events.find((event) => event.event === 'deadline');
    expect(deadline?.payload).toMatchObject({ matchID: after.thisMatchId });
    const saved = app.events.find((event) => event.event === 'fixtures:updated');
    expect(saved?.payload).toEqual({ season: before.thisYear, matchID: before.thisMatchId, savedBy: 'admin' });
  });

  it('saves a second entry of the same match into that match, never into the next one', async () => {
    // Two admins had the form open on the same match; the first save moved the season on.
    const { thisYear } = await pointer();
    const saved = expectRow(
      (
        await db()('fixtures').where({ season: thisYear }).whereNotNull('home_score').orderBy('date', 'desc').limit(1)
      )[0],
    );
    const before = await pointer();
    const next = expectRow(await fixtureOf(before.thisMatchId));
    const { status } = await app.call(
      'saveMatch',
      { season: thisYear, round: saved.round, matchID: saved.matchId, ...scores(saved, 0, 0), trivia: '', players: [] },
      { cookie: admin },
    );
    expect(status).toBe(200);
    expect(expectRow(await fixtureOf(saved.matchId))).toMatchObject({ homeScore: 0, awayScore: 0 });
    expect(expectRow(await fixtureOf(next.matchId)).homeScore).toBeNull();
    expect(await pointer()).toEqual(before);
    app.setNow(TEST_NOW);
  });

  it('gives the same totals and ranks as a fresh computation after an earlier match is edited', async () => {
    const { thisYear } = await pointer();
    const earlier = expectRow(
      (await db()('fixtures').where({ season: thisYear }).whereNotNull('home_score').orderBy('date').limit(1))[0],
    );
    const lines = await db()('match_stats').where({ fixtureId: earlier.id }).orderBy('id');
    const clubAtHome = CLUB.includes(earlier.homeTeam);
    const clubGoals = expectRow(clubAtHome ? earlier.homeScore : earlier.awayScore);
    const opponentGoals = expectRow(clubAtHome ? earlier.awayScore : earlier.homeScore);
    const scored = lines.reduce((sum, line) => sum + (line.goalsScored ?? 0), 0);
    // Two more goals, both by the first player in the lines; the opponents' own goals stay.
    const { status } = await app.call(
      'saveMatch',
      {
        season: thisYear,
        round: earlier.round,
        matchID: earlier.matchId,
        ...scores(earlier, clubGoals + 2, opponentGoals),
        opponentOwnGoals: clubGoals - scored,
        trivia: earlier.trivia,
        players: lines.map((line, index) => ({
          playerID: line.playerId,
          attendance: 1,
          keeper: line.keeper,
          goalsScored: (line.goalsScored ?? 0) + (index === 0 ? 2 : 0),
          assists: line.assists,
          ownGoals: line.ownGoals,
          yellowCards: line.yellowCards,
          redCards: line.redCards,
        })),
      },
      { cookie: admin },
    );
    expect(status).toBe(200);
    const incremental = await totals(thisYear);
    await db().transaction((trx) => rescoreSeason(trx, thisYear));
    expect(await totals(thisYear)).toEqual(incremental);
  });

  it('ends the season after its last match and deletes the fixtures never played', async () => {
    // The season's last day: every match has been played (a new clock needs a new login).
    app.setNow(new Date('2026-12-31T21:00:00+01:00'));
    admin = await app.login('admin');
    let guard = 0;
    for (;;) {
      const current = await pointer();
      if (current.thisMatchId === 'endOfSeason' || guard++ > 40) break;
      const { status, body } = await app.call(
        'saveMatch',
        {
          season: current.thisYear,
          round: current.thisRound,
          matchID: current.thisMatchId,
          homeTeamScore: 1,
          awayTeamScore: 1,
          opponentOwnGoals: 1,
          trivia: '',
          players: [],
        },
        { cookie: admin },
      );
      expect(status, String(body.msg)).toBe(200);
    }
    const ended = await pointer();
    expect(ended).toMatchObject({ thisRound: 0, thisMatchId: 'endOfSeason' });
    expect(
      await db()('fixtures').where({ season: ended.thisYear }).whereNull('home_score').count({ n: '*' }).first(),
    ).toEqual({ n: 0 });
    expect(app.events.map((event) => event.event)).toContain('season:changed');
  });
});
