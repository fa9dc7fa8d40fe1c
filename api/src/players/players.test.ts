import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

describe('players', () => {
  it('lists every player with the registered seasons', async () => {
    const { body } = await app.call('getVSFPlayers');
    const raw: { id: number }[] = await app.deps.db.knex('players');
    expect(body.players).toHaveLength(raw.length);
    const seasons: { playerId: number; season: number }[] = await app.deps.db.knex('player_seasons');
    const one = body.players[0]!;
    expect(one.activeSeasons).toEqual(
      seasons
        .filter((s) => s.playerId === one.playerID)
        .map((s) => s.season)
        .sort(),
    );
  });

  it('searches first name, last name and nickname, case-insensitively', async () => {
    const row = expectRow(await app.deps.db.knex('players').whereNot('nickname', '').first());
    const byLast = await app.call('searchPlayers', { searchString: row.lastName.toUpperCase() });
    expect(byLast.body.players.map((p) => p.playerID)).toContain(row.id);
    const byNick = await app.call('searchPlayers', { searchString: row.nickname.slice(0, 3) });
    expect(byNick.body.players.map((p) => p.playerID)).toContain(row.id);
    expect((await app.call('searchPlayers', { searchString: '%' })).body.players).toEqual([]);
  });
});

describe('GET /api/images/:imageID', () => {
  it('serves the stored bytes with long cache headers, an ETag and a CSP', async () => {
    const { body } = await app.call('getPlayer', { playerID: 1 });
    expect(body.player.image).toMatch(/^\/api\/images\/\d+$/);
    const response = await fetch(`${app.url}${body.player.image}`);
    expect(response.status).toBe(200);
    const id = Number(body.player.image!.split('/').at(-1));
    const stored = expectRow(await app.deps.db.knex('images').where({ id }).first());
    expect(response.headers.get('content-type')).toContain(stored.contentType);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(stored.bytes))).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${app.url}${body.player.image}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${app.url}/api/images/999999`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/images/abc`)).status).toBe(400);
  });
});
