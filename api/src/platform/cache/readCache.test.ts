import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClubTeam } from '@vsf/engine';
import { busMessage, EVERYONE } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createReadCache, READ_CACHE_MAX_ENTRIES, readCache } from './readCache';
import { expectRow } from '../../testing/rows';

describe('the read cache', () => {
  it('computes once for concurrent callers and forgets failures', async () => {
    const cache = createReadCache();
    let runs = 0;
    const compute = async () => ({ n: ++runs });
    const [a, b] = await Promise.all([cache.answer('k', compute), cache.answer('k', compute)]);
    expect(a).toBe(b);
    expect(JSON.parse(a.json.toString())).toEqual({ success: true, n: 1 });
    expect(gunzipSync(a.gzip).equals(a.json)).toBe(true);
    await expect(cache.answer('bad', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(JSON.parse((await cache.answer('bad', compute)).json.toString())).toEqual({ success: true, n: 2 });
  });

  it('keeps at most READ_CACHE_MAX_ENTRIES answers, dropping the oldest', async () => {
    const cache = createReadCache();
    for (let i = 0; i <= READ_CACHE_MAX_ENTRIES; i++) await cache.answer(`k${i}`, async () => ({ i }));
    expect(cache.size).toBe(READ_CACHE_MAX_ENTRIES);
  });

  it('expires answers after its maximum age', async () => {
    let now = 0;
    const cache = createReadCache(() => now, 1000);
    let runs = 0;
    await cache.answer('k', async () => ({ n: ++runs }));
    now = 999;
    await cache.answer('k', async () => ({ n: ++runs }));
    now = 1000;
    await cache.answer('k', async () => ({ n: ++runs }));
    expect(runs).toBe(2);
  });
});

describe('whole-season answers in the app', () => {
  let app: TestApp;
  let season: number;
  beforeAll(async () => {
    app = await createTestApp('demo');
    season = (await app.call('getYearRoundMatchDateID')).body.thisYear;
  });
  afterAll(() => app.close());

  const trivia = async () => (await app.call('getSeasonFixtures', { season })).body.fixtures[0]!.trivia;
  const tableTeams = async () =>
    ((await (await fetch(`${app.url}/api/getTables`)).json()) as { tables: { season: number; team: string }[] }).tables
      .filter((row) => row.season === season)
      .map((row) => row.team);
  const goals = async (playerID: number) =>
    (await app.call('getPlayersWithRequestedStats', { season })).body.players.find((p) => p.playerID === playerID)!
      .stats.total.goalsScored;

  it('serves the cached answer until fixtures:updated drops it', async () => {
    const before = await trivia();
    const first = expectRow(
      await app.deps.db.knex('fixtures').where({ season }).orderBy(['date', 'time', 'match_id']).first(),
    );
    await app.deps.db.knex('fixtures').where({ id: first.id }).update({ trivia: 'Endret i testen' });
    expect(await trivia()).toBe(before);
    await app.deps.bus.publish(busMessage('fixtures:updated', { season }, [EVERYONE]));
    expect(await trivia()).toBe('Endret i testen');
  });

  it('answers gzip to browsers that take it, and 304 for an answer they hold', async () => {
    const first = await fetch(`${app.url}/api/getTables`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect((await first.json()).success).toBe(true);
    const again = await fetch(`${app.url}/api/getTables`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('drops the tables and the statistics on stats:updated', async () => {
    const row = await app.deps.db
      .knex('match_stats')
      .join('fixtures', 'fixtures.id', 'match_stats.fixture_id')
      .where('fixtures.season', season)
      .first('match_stats.id', 'match_stats.player_id', 'match_stats.goals_scored');
    const before = await goals(row.playerId);
    const team = (await tableTeams()).find((name) => !isClubTeam(name))!;
    await app.deps.db
      .knex('match_stats')
      .where({ id: row.id })
      .update({ goalsScored: row.goalsScored + 5 });
    // This season's table is built from results: renaming a team in them renames its row.
    await app.deps.db
      .knex('league_results')
      .where({ season, homeTeam: team })
      .update({ homeTeam: `${team} (endret)` });
    await app.deps.db
      .knex('league_results')
      .where({ season, awayTeam: team })
      .update({ awayTeam: `${team} (endret)` });
    expect(await goals(row.playerId)).toBe(before);
    expect(await tableTeams()).toContain(team);
    expect(readCache(app.deps).size).toBeGreaterThan(0);
    await app.deps.bus.publish(busMessage('stats:updated', { season }, [EVERYONE]));
    expect(readCache(app.deps).size).toBe(0);
    expect(await goals(row.playerId)).toBe(before + 5);
    expect(await tableTeams()).toContain(`${team} (endret)`);
  });
});

describe('the tables in the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('demo');
  });
  afterAll(() => app.close());

  it('serves the cached tables until table:updated drops them', async () => {
    const teams = async () =>
      ((await (await fetch(`${app.url}/api/getTables`)).json()) as { tables: { team: string }[] }).tables.map(
        (row) => row.team,
      );
    const before = await teams();
    await app.deps.db.knex('league_results').update({ homeTeam: 'Omdøpt IF' }).where('id', 1);
    expect(await teams()).toEqual(before);
    await app.deps.bus.publish(busMessage('table:updated', { season: 2026 }, [EVERYONE]));
    expect(await teams()).toContain('Omdøpt IF');
  });
});

describe('the public news list in the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('demo');
  });
  afterAll(() => app.close());

  const publicList = async () => (await app.call('load10PublicPosts', { numberOfPosts: 10 })).body.posts;
  const visitorList = async () => (await app.call('loadPosts', { numberOfPosts: 10 })).body.posts;

  it('serves visitors the cached list until an article gets a comment; feed messages leave it', async () => {
    const [newest] = await publicList();
    await app.deps.db.knex('posts').where({ id: newest!.id }).update({ title: 'Endret i testen' });
    expect((await publicList())[0]!.title).toBe(newest!.title);
    expect((await visitorList())[0]!.title).toBe(newest!.title);

    const cookie = await app.login('vsffan');
    const feed = await app.call('insertFeedComment', { postID: 1, content: 'Heia!' }, { cookie });
    expect(feed.status).toBe(200);
    expect((await publicList())[0]!.title).toBe(newest!.title);

    const comment = await app.call('insertComment', { postID: newest!.id, content: 'Godt skrevet!' }, { cookie });
    expect(comment.status).toBe(200);
    const [after] = await publicList();
    expect(after).toMatchObject({ title: 'Endret i testen', numberOfComments: newest!.numberOfComments + 1 });
    expect((await visitorList())[0]!.numberOfComments).toBe(newest!.numberOfComments + 1);
  });

  it('answers a logged-in reader from the database, with the articles of their roles', async () => {
    const cookie = await app.login('admin');
    const list = async () => (await app.call('loadPosts', { numberOfPosts: 50 }, { cookie })).body.posts;
    const [newest] = await list();
    await app.deps.db.knex('posts').where({ id: newest!.id }).update({ title: 'Sett med en gang' });
    expect((await list())[0]!.title).toBe('Sett med en gang');
    const adminOnly = await app.deps.db
      .knex('posts')
      .where({ published: 1, trashed: 0, isFeed: 0, publicView: 0, adminView: 1 })
      .pluck('id');
    const listed = (await list()).map((post) => post.id);
    expect(adminOnly.length).toBeGreaterThan(0);
    // The demo club has fewer than 50 articles: every one the admin may read is listed.
    for (const id of adminOnly) expect(listed).toContain(id);
  });
});
