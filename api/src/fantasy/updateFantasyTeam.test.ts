import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { messages } from '../platform/http/errors';
import { TEST_NOW } from '../testing/clock';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';
import { userTeamCache } from './userTeamCache';

/*
 * Every rule of updateFantasyTeam, as the server enforces it. The scenarios are set up
 * in the rows themselves (the previous round's team, earlier boosts), and the expected
 * allowances are the spec's (001 §9) written out here, not taken from the engine.
 */

let app: TestApp;
let fan: string;
let fanId: number;
let adminId: number;
let current: { id: number; season: number; round: number; matchId: string };
let previousFixtureId: number;
let earlierFixtureId: number;
let active: number[];
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  fan = await app.login('vsffan');
  fanId = expectRow(await db()('users').where({ username: 'vsffan' }).first('id')).id;
  adminId = expectRow(await db()('users').where({ username: 'admin' }).first('id')).id;
  const pointer = expectRow(await db()('season_state').first());
  current = expectRow(
    await db()('fixtures').where({ matchId: pointer.thisMatchId }).first('id', 'season', 'round', 'matchId'),
  );
  const earlier = await db()('fixtures')
    .where({ season: current.season })
    .where('date', '<', expectRow(await db()('fixtures').where({ id: current.id }).first('date')).date)
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'time', order: 'desc' },
    ])
    .pluck('id');
  [previousFixtureId, earlierFixtureId] = [expectRow(earlier[0]), expectRow(earlier[1])];
  active = await db()('players').where({ active: 1 }).orderBy('id').pluck('id');
});
afterAll(() => app.close());

const SEVEN = () => active.slice(0, 7);

/** The previous round's team (7 players, what was left) and no boosts used before this round. */
async function setPrevious(players: number[] | null, remainingSubs: number | null, firstLogin: 0 | 1 = 0) {
  await db()('fantasy_teams').where({ userId: fanId, fixtureId: current.id }).delete();
  await db()('fantasy_teams')
    .where({ userId: fanId })
    .update({ activeBoost: null, attackBoostUsed: 0, defenceBoostUsed: 0, superCaptainUsed: 0 });
  await db()('users').where({ id: fanId }).update({ seasonFirstTimeLogin: firstLogin });
  if (players === null) {
    // No team earlier in the season: the next save is the free first selection.
    const fixtureIds = db()('fixtures').where({ season: current.season }).select('id');
    await db()('fantasy_teams').where({ userId: fanId }).whereIn('fixtureId', fixtureIds).delete();
    return;
  }
  const slots = Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id]));
  await db()('fantasy_teams')
    .insert({ userId: fanId, fixtureId: previousFixtureId, ...slots, captainId: players[0], remainingSubs })
    .onConflict(['user_id', 'fixture_id'])
    .merge();
}

function body(players: number[], extra: Record<string, unknown> = {}) {
  return {
    userID: fanId,
    username: 'vsffan',
    teamName: 'whatever',
    season: current.season,
    round: current.round,
    date: '27.11.2026',
    matchID: current.matchId,
    ...Object.fromEntries(players.map((id, i) => [`player${i + 1}`, id])),
    captain: players[0],
    activeBoost: 'none',
    attackBoostUsed: 0,
    defenceBoostUsed: 0,
    superCaptainUsed: 0,
    remainingSubs: null,
    ...extra,
  };
}

/** Raw, since the cases add any field (another userID, a bad boost) to an otherwise good team. */
const save = (players: number[], extra: Record<string, unknown> = {}, cookie: string = fan) =>
  app.callRaw('updateFantasyTeam', body(players, extra), { cookie });

const snapshot = async () => ({
  teams: await db()('fantasy_teams').where({ userId: fanId }).orderBy('id'),
  announcements: await db()('scheduled_announcements').count({ n: '*' }).first(),
});

/** Refused with the status and text, and not a row changed. */
async function expectRefused(
  call: () => Promise<{ status: number; body: { msg?: string } }>,
  status: number,
  msg: string,
) {
  const before = await snapshot();
  const { status: got, body: answer } = await call();
  expect({ status: got, msg: answer.msg }).toEqual({ status, msg });
  expect(await snapshot()).toEqual(before);
}

/** The previous team with the first n players replaced by players not on it. */
const withNewcomers = (n: number) => [...active.slice(7, 7 + n), ...SEVEN().slice(n)];

beforeEach(async () => {
  app.setNow(TEST_NOW);
  await setPrevious(SEVEN(), 2);
});

describe('updateFantasyTeam: who and when', () => {
  it('saves a valid team with the spec text and answers it in the spec names', async () => {
    const { status, body: answer } = await save(SEVEN());
    expect(status).toBe(200);
    expect(answer).toMatchObject({ success: true, msg: 'Ditt lag har blitt lagret.' });
    expect(answer.team).toMatchObject({
      userID: fanId,
      username: 'vsffan',
      matchID: current.matchId,
      player1: active[0],
      player7: active[6],
      captain: active[0],
      activeBoost: 'none',
      remainingSubs: 3,
      picksHidden: false,
    });
  });

  it("refuses another user's team (403) and a visitor (401), changing nothing", async () => {
    await expectRefused(() => save(SEVEN(), { userID: adminId }), 403, messages.notOwner);
    await expectRefused(() => app.callRaw('updateFantasyTeam', body(SEVEN())), 401, messages.notLoggedIn);
  });

  it('is refused from 23:59 Oslo time the day before the match, allowed a second earlier', async () => {
    const deadlineText =
      'Fristen for å foreta bytter er passert. Du må vente til neste runde før du kan bytte igjen...';
    app.setNow(new Date('2026-11-26T23:59:00+01:00'));
    await expectRefused(() => save(SEVEN()), 400, deadlineText);
    app.setNow(new Date('2026-11-27T12:00:00+01:00'));
    await expectRefused(() => save(SEVEN()), 400, deadlineText);
    app.setNow(new Date('2026-11-26T23:58:59+01:00'));
    expect((await save(SEVEN())).status).toBe(200);
  });

  it('only saves the season pointer’s match', async () => {
    const later = expectRow(
      await db()('fixtures')
        .where({ season: current.season })
        .where('date', '>', expectRow(await db()('fixtures').where({ id: current.id }).first('date')).date)
        .orderBy('date')
        .first('round', 'matchId'),
    );
    await expectRefused(
      () => save(SEVEN(), { round: later.round, matchID: later.matchId }),
      400,
      'Du kan bare endre laget for runden som spilles nå.',
    );
    await expectRefused(() => save(SEVEN(), { matchID: 'NOSUCHMATCH' }), 404, 'Fant ikke kampen.');
  });
});

describe('updateFantasyTeam: the team', () => {
  it('needs exactly 7 distinct active players', async () => {
    const seven = 'Du må velge 7 spillere før du kan lagre...';
    await expectRefused(() => save(SEVEN().slice(0, 6)), 400, seven);
    await expectRefused(() => save(SEVEN(), { player7: 0 }), 400, seven);
    const twice = [...SEVEN().slice(0, 6), active[0]!];
    await expectRefused(() => save(twice), 400, 'Denne spilleren er allerede på banen. Vennligst velg en annen...');
    const inactive = active[6]!;
    await db()('players').where({ id: inactive }).update({ active: 0 });
    try {
      await expectRefused(() => save(SEVEN()), 400, 'Denne spilleren er ikke aktiv og kan ikke velges.');
    } finally {
      await db()('players').where({ id: inactive }).update({ active: 1 });
    }
  });

  it('needs a captain among the players', async () => {
    await expectRefused(() => save(SEVEN(), { captain: null }), 400, 'Vennligst velg en kaptein.');
    await expectRefused(() => save(SEVEN(), { captain: active[20] }), 400, 'Vennligst velg en kaptein.');
  });

  it('refuses malformed input with 400 before any rule', async () => {
    await expectRefused(() => save(SEVEN(), { player1: 'abc' }), 400, 'Ugyldig spiller-ID.');
    await expectRefused(
      () => save(SEVEN(), { activeBoost: ['attackBoost', 'defenceBoost'] }),
      400,
      'Boosten må være attackBoost, defenceBoost, superCaptain eller none.',
    );
  });
});

describe('updateFantasyTeam: boosts', () => {
  it('stores one active boost and computes the used flags itself, ignoring the body’s', async () => {
    const { body: answer } = await save(SEVEN(), {
      activeBoost: 'superCaptain',
      superCaptainUsed: 0,
      attackBoostUsed: 1,
    });
    expect(answer.team).toMatchObject({
      activeBoost: 'superCaptain',
      superCaptainUsed: 1,
      attackBoostUsed: 0,
      defenceBoostUsed: 0,
    });
    // Switching to another boost in the same round frees the first one again.
    const { body: again } = await save(SEVEN(), { activeBoost: 'defenceBoost' });
    expect(again.team).toMatchObject({ activeBoost: 'defenceBoost', superCaptainUsed: 0, defenceBoostUsed: 1 });
  });

  it('refuses a boost used in an earlier round of the season, whatever the body says', async () => {
    await db()('fantasy_teams')
      .where({ userId: fanId, fixtureId: earlierFixtureId })
      .update({ activeBoost: 'attackBoost' });
    await expectRefused(
      () => save(SEVEN(), { activeBoost: 'attackBoost', attackBoostUsed: 0 }),
      400,
      'Denne boosten er allerede brukt denne sesongen.',
    );
    const { body: answer } = await save(SEVEN(), { activeBoost: 'none' });
    expect(answer.team).toMatchObject({ attackBoostUsed: 1, activeBoost: 'none' });
    const used = await app.call(
      'loadUsedBoosts',
      { season: current.season, round: current.round, matchID: current.matchId },
      { cookie: fan },
    );
    expect(used.body).toMatchObject({ attackBoostUsed: 1, defenceBoostUsed: 0, superCaptainUsed: 0 });
  });
});

describe('updateFantasyTeam: substitutions (001 §9)', () => {
  const noSubs = 'Du kan ikke bytte denne spilleren. Du har brukt opp dine bytter...';

  it('gives 2 when fewer than 2 were left: 3 newcomers refused, 2 leave 0', async () => {
    await setPrevious(SEVEN(), 1);
    await expectRefused(() => save(withNewcomers(3)), 400, noSubs);
    expect((await save(withNewcomers(2))).body.team).toMatchObject({ remainingSubs: 0 });
  });

  it('saves up to 3: with 2 or 3 left the round gives 3, never more', async () => {
    await setPrevious(SEVEN(), 2);
    expect((await save(withNewcomers(3))).body.team).toMatchObject({ remainingSubs: 0 });
    await setPrevious(SEVEN(), 3);
    await expectRefused(() => save(withNewcomers(4)), 400, noSubs);
    expect((await save(withNewcomers(1))).body.team).toMatchObject({ remainingSubs: 2 });
  });

  it('counts newcomers against the previous round, so swapping back costs nothing', async () => {
    await setPrevious(SEVEN(), 1);
    expect((await save(withNewcomers(2))).body.team).toMatchObject({ remainingSubs: 0 });
    expect((await save(SEVEN())).body.team).toMatchObject({ remainingSubs: 2 });
  });

  it('after a free first selection (null left) gives 2; on the first login of a season savings do not carry', async () => {
    await setPrevious(SEVEN(), null);
    await expectRefused(() => save(withNewcomers(3)), 400, noSubs);
    await setPrevious(SEVEN(), 3, 1);
    await expectRefused(() => save(withNewcomers(3)), 400, noSubs);
    expect((await save(withNewcomers(2))).body.team).toMatchObject({ remainingSubs: 0 });
  });

  it('leaves the first selection of the season unlimited (null)', async () => {
    await setPrevious(null, null);
    expect((await save(active.slice(10, 17))).body.team).toMatchObject({ remainingSubs: null });
    const subs = await app.call(
      'loadRemainingSubs',
      { season: current.season, round: current.round, matchID: current.matchId },
      { cookie: fan },
    );
    expect(subs.body).toMatchObject({ remainingSubs: null, allowance: null });
  });

  it('answers the substitution context through loadFantasyTeam', async () => {
    await setPrevious(SEVEN(), 1);
    await save(withNewcomers(1));
    const { body: loaded } = await app.call(
      'loadFantasyTeam',
      { season: current.season, round: current.round, matchID: current.matchId },
      { cookie: fan },
    );
    expect(loaded).toMatchObject({
      previousTeam: SEVEN(),
      allowance: 2,
      boostsUsedEarlier: [],
      isCurrentRound: true,
      canChange: true,
      deadlineAt: '2026-11-26T23:59:00+01:00',
      team: { remainingSubs: 1, player1: active[7] },
    });
  });
});

describe('loadFantasyTeam: when each used boost was used', () => {
  it("answers the round and the match's date of an earlier round's boost", async () => {
    await setPrevious(SEVEN(), 1);
    await db()('fantasy_teams')
      .where({ userId: fanId, fixtureId: previousFixtureId })
      .update({ activeBoost: 'attackBoost' });
    // Written behind the API's back: the kept answer is dropped as a rescore would drop it.
    userTeamCache(app.deps.bus).drop({ users: [fanId] });
    const previous = expectRow(await db()('fixtures').where({ id: previousFixtureId }).first('round', 'date'));
    const { body: loaded } = await app.call(
      'loadFantasyTeam',
      { season: current.season, round: current.round, matchID: current.matchId },
      { cookie: fan },
    );
    expect(loaded).toMatchObject({
      boostsUsedEarlier: ['attackBoost'],
      boostUses: [{ boost: 'attackBoost', round: previous.round, date: previous.date }],
    });
  });
});

describe('updateFantasyTeam: announcements (001 §9)', () => {
  const names = async (ids: number[]) => {
    const rows = await db()('players').whereIn('id', ids).select('id', 'nickname', 'firstName', 'lastName');
    const name = (id: number) => {
      const row = expectRow(rows.find((r) => r.id === id));
      return row.nickname.trim() !== '' ? row.nickname.trim() : `${row.firstName} ${row.lastName}`.trim();
    };
    return ids.map(name);
  };
  const newAnnouncements = async (sinceId: number) =>
    db()('scheduled_announcements').where('id', '>', sinceId).orderBy('id').select('post_id', 'content', 'due_at');
  const lastId = async () => Number((await db()('scheduled_announcements').max({ id: 'id' }).first())?.id ?? 0);

  it('queues the captain, each swap and the boost for post 4, 1 to 10 s ahead', async () => {
    await save(SEVEN());
    const since = await lastId();
    const team = withNewcomers(1);
    await save(team, { captain: active[3], activeBoost: 'attackBoost' });
    const rows = await newAnnouncements(since);
    const [captain, playerIn, playerOut] = await names([active[3]!, active[7]!, active[0]!]);
    expect(rows.map((row) => row.content)).toEqual([
      `En bruker har akkurat valgt ${captain} som kaptein.`,
      `En bruker har akkurat byttet in ${playerIn} for ${playerOut}.`,
      'En bruker har akkurat aktivert angrepsboost.',
    ]);
    for (const row of rows) {
      expect(row.postId).toBe(4);
      const delay = new Date(row.dueAt).getTime() - TEST_NOW.getTime();
      expect(delay % 1000).toBe(0);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(10_000);
    }
  });

  it('pairs swaps against the previous round when the round has no stored team yet', async () => {
    const since = await lastId();
    await save(withNewcomers(1));
    const [captain, playerIn, playerOut] = await names([active[7]!, active[7]!, active[0]!]);
    expect((await newAnnouncements(since)).map((row) => row.content)).toEqual([
      `En bruker har akkurat valgt ${captain} som kaptein.`,
      `En bruker har akkurat byttet in ${playerIn} for ${playerOut}.`,
    ]);
  });

  it('queues nothing when nothing announced changed', async () => {
    await save(SEVEN());
    const since = await lastId();
    await save(SEVEN());
    expect(await newAnnouncements(since)).toEqual([]);
  });
});
