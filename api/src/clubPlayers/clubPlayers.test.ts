import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../platform/db/queryResults';
import type { Knex } from 'knex';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e801b57b526b0000001149444154089963e0b69df81f8419600c003c120761c859cb200000000049454e44ae426082',
  'hex',
);

async function multipart(name: string, fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('playerImage', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'bilde');
  const response = await fetch(`${app.url}/api/${name}`, {
    method: 'POST',
    headers: { Origin: app.url, Cookie: admin },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const newPlayer = { nickname: 'Lynet', firstName: 'Ola', lastName: 'Testmann', position: 'Angrep', jerseyNo: '9' };

describe('newVSFPlayer and updateVSFPlayer', () => {
  it('creates a player from a multipart form with a PNG, registered for the current season', async () => {
    const { status, body } = await multipart('newVSFPlayer', newPlayer, { bytes: PNG, type: 'image/png' });
    expect(status, String(body.msg)).toBe(200);
    const row = expectRow(
      await db()('players')
        .where({ id: body.playerID as number })
        .first(),
    );
    expect(row).toMatchObject({ firstName: 'Ola', jerseyNo: 9, active: 1, deletable: 1 });
    // Re-encoded (DESIGN §6): whatever came in is stored as a freshly written WebP.
    const image = expectRow(
      await db()('images')
        .where({ id: expectRow(row.imageId) })
        .first(),
    );
    expect(image.contentType).toBe('image/webp');
    expect(Buffer.from(image.bytes).subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(Buffer.from(image.bytes).equals(PNG)).toBe(false);
    const { thisYear } = expectRow(await db()('season_state').first());
    expect(await db()('player_seasons').where({ playerId: row.id, season: thisYear }).first()).toBeDefined();
    const served = await fetch(`${app.url}/api/images/${row.imageId}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses an SVG, a renamed text file and an image over 5 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await multipart('newVSFPlayer', newPlayer, { bytes: svg, type: 'image/svg+xml' });
    expect(asSvg).toMatchObject({ status: 400, body: { msg: 'Bildet må være PNG, JPEG, WebP eller GIF.' } });
    const text = await multipart('newVSFPlayer', newPlayer, { bytes: Buffer.from('hei'), type: 'image/png' });
    expect(text.status).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await multipart('newVSFPlayer', newPlayer, { bytes: big, type: 'image/png' });
    expect(tooBig).toMatchObject({ status: 413, body: { msg: 'Bildet er for stort (maks 5 MB).' } });
  });

  it('needs nickname, first and last name for a new player; accepts a data URL from JSON', async () => {
    const missing = await app.callRaw('newVSFPlayer', { firstName: 'Ola' }, { cookie: admin });
    expect(missing.body.msg).toBe('Du må minimum fylle inn kallenavn, fornavn og etternavn');
    const json = await app.call(
      'newVSFPlayer',
      { ...newPlayer, playerImage: `data:image/png;base64,${PNG.toString('base64')}` },
      { cookie: admin },
    );
    expect(json.status).toBe(200);
  });

  it('changes a player and replaces the image, deleting the old one', async () => {
    const created = await multipart('newVSFPlayer', newPlayer, { bytes: PNG, type: 'image/png' });
    const id = created.body.playerID as number;
    const old = expectRow(await db()('players').where({ id }).first()).imageId;
    const gif = Buffer.from(
      '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
      'hex',
    );
    const { status, body } = await multipart(
      'updateVSFPlayer',
      { ...newPlayer, playerID: String(id), nickname: '', firstName: 'Kari', imageUpdated: 'true' },
      { bytes: gif, type: 'image/gif' },
    );
    expect(status).toBe(200);
    expect(body.msg).toBe('Endringene er lagret.');
    const row = expectRow(await db()('players').where({ id }).first());
    expect(row).toMatchObject({ firstName: 'Kari', nickname: '' });
    expect(row.imageId).not.toBe(old);
    expect(
      await db()('images')
        .where({ id: expectRow(old) })
        .first(),
    ).toBeUndefined();
    const noName = await app.callRaw(
      'updateVSFPlayer',
      { playerID: id, firstName: '', lastName: 'X' },
      { cookie: admin },
    );
    expect(noName.body.msg).toBe('Du må fylle inn fornavn og etternavn.');
  });
});

describe('active, deletable and delete', () => {
  it('answers the spec texts and deletes only an inactive, deletable player, with all its data', async () => {
    const played = expectRow(await db()('players').where({ deletable: 0 }).first());
    const active = await app.call('setVSFPlayerActiveStatus', { playerID: played.id, status: 1 }, { cookie: admin });
    expect(active.body.msg).toBe('Spilleren er nå aktiv og vil dukke opp som et valg i statistikken og i VSF fantasy.');
    const refusedActive = await app.call('deleteVSFPlayer', { playerID: played.id }, { cookie: admin });
    expect(refusedActive).toMatchObject({
      status: 400,
      body: { msg: 'Spilleren må deaktiveres før den kan slettes.' },
    });
    const slots = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6', 'player7', 'captain_id'];
    const inComingTeams = () =>
      db()('fantasy_teams')
        .whereIn('fixture_id', db()('fixtures').whereNull('home_score').select('id'))
        .where((query) => slots.forEach((slot) => query.orWhere(slot, played.id)))
        .count({ n: '*' })
        .first();
    const inPlayedTeams = () =>
      db()('fantasy_teams')
        .whereIn('fixture_id', db()('fixtures').whereNotNull('home_score').select('id'))
        .where((query) => slots.forEach((slot) => query.orWhere(slot, played.id)))
        .count({ n: '*' })
        .first();
    const historyBefore = await inPlayedTeams();
    const off = await app.call('setVSFPlayerActiveStatus', { playerID: played.id, status: 0 }, { cookie: admin });
    expect(off.body.msg).toBe('Spilleren er nå deaktivert.');
    // Deactivated: gone from the teams of coming matches, kept in the played ones.
    expect(await inComingTeams()).toEqual({ n: 0 });
    expect(await inPlayedTeams()).toEqual(historyBefore);
    const refusedPlayed = await app.call('deleteVSFPlayer', { playerID: played.id }, { cookie: admin });
    expect(refusedPlayed.status).toBe(400);
    expect(refusedPlayed.body.msg).toMatch(/kan ikke slettes/);

    // An admin may still remove a player by making it deletable: everything of it goes.
    await app.call('setVSFPlayerDeletableStatus', { playerID: played.id, status: 1 }, { cookie: admin });
    expect(await db()('match_stats').where({ playerId: played.id }).first()).toBeDefined();
    const deleted = await app.call('deleteVSFPlayer', { playerID: played.id }, { cookie: admin });
    expect(deleted.body.msg).toBe('Spilleren er nå slettet.');
    const rows = rawRows<{ n: string | number }>(
      await db().raw(
        `SELECT (SELECT count(*) FROM match_stats WHERE player_id = ?) + (SELECT count(*) FROM fantasy_player_points WHERE player_id = ?)
            + (SELECT count(*) FROM player_seasons WHERE player_id = ?)
            + (SELECT count(*) FROM fantasy_teams WHERE ? IN (player1, player2, player3, player4, player5, player6, player7, captain_id)) AS n`,
        [played.id, played.id, played.id, played.id],
      ),
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('registers and removes initialized stats', async () => {
    const player = expectRow(await db()('players').first());
    await app.callRaw(
      'newVSFPlayerFirstTimeStat',
      { playerID: player.id, firstName: 'x', lastName: 'y', season: 2030 },
      { cookie: admin },
    );
    expect(await db()('player_seasons').where({ playerId: player.id, season: 2030 }).first()).toBeDefined();
    await app.call('removeInitializedStatsForVSFPlayer', { playerID: player.id }, { cookie: admin });
    expect(await db()('player_seasons').where({ playerId: player.id }).first()).toBeUndefined();
  });
});

describe('linking a profile to an account', () => {
  it('moves a linked profile: the old account loses isPlayer, the new one gets it and loses its old profile', async () => {
    const spiller = expectRow(await db()('users').where({ username: 'spiller' }).first());
    const fan = expectRow(await db()('users').where({ username: 'vsffan' }).first());
    const linked = expectRow(await db()('players').where({ userId: spiller.id }).first());
    const other = expectRow(await db()('players').whereNull('user_id').first());
    await app.call('connectVSFPlayerToUserAccount', { userID: fan.id, playerID: other.id }, { cookie: admin });
    const { body } = await app.call(
      'connectVSFPlayerToUserAccount',
      { userID: fan.id, playerID: linked.id },
      { cookie: admin },
    );
    expect(body.previousUserID).toBe(spiller.id);
    expect(expectRow(await db()('users').where({ id: spiller.id }).first()).isPlayer).toBe(0);
    expect(expectRow(await db()('users').where({ id: fan.id }).first()).isPlayer).toBe(1);
    expect(expectRow(await db()('players').where({ id: other.id }).first()).userId).toBeNull();
    const found = await app.call('getVSFPlayerFromUserID', { userID: fan.id }, { cookie: admin });
    expect(found.body.player?.playerID).toBe(linked.id);
    await app.call('changeIsPlayerStatus', { status: 0, userID: fan.id }, { cookie: admin });
    expect(expectRow(await db()('players').where({ id: linked.id }).first()).userId).toBeNull();
    const none = await app.call('getVSFPlayerFromUserID', { userID: fan.id }, { cookie: admin });
    expect(none.body.player).toBeNull();
  });

  it('is refused to a player and a poster', async () => {
    for (const username of ['spiller', 'skribent']) {
      const cookie = await app.login(username);
      expect((await app.call('getVSFPlayersForAdmin', {}, { cookie })).status).toBe(403);
    }
  });

  it("lets a player read and change their own linked profile, and nobody else's", async () => {
    const cookie = await app.login('spiller');
    const userID = await app.userIDOf(cookie);
    const linked = expectRow(await db()('players').orderBy('id').first('id'));
    await app.call('connectVSFPlayerToUserAccount', { userID, playerID: linked.id }, { cookie: admin });
    const own = expectRow(
      await db()('players').where({ userId: userID }).first('id', 'firstName', 'lastName', 'position'),
    );
    expect(own.id).toBe(linked.id);
    const read = await app.call('getVSFPlayerFromUserID', { userID }, { cookie });
    expect(read.status).toBe(200);
    expect(read.body.player?.playerID).toBe(own.id);
    expect((await app.call('getVSFPlayerFromUserID', { userID: userID + 1 }, { cookie })).status).toBe(403);

    const change = {
      firstName: own.firstName,
      lastName: own.lastName,
      position: own.position,
      description: 'Egen tekst.',
    };
    const saved = await app.call('updateVSFPlayer', { playerID: own.id, ...change }, { cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Informasjonen er lagret');
    expect(expectRow(await db()('players').where({ id: own.id }).first('description')).description).toBe('Egen tekst.');

    const other = expectRow(await db()('players').whereNot({ id: own.id }).first('id', 'description'));
    const refused = await app.call('updateVSFPlayer', { playerID: other.id, ...change }, { cookie });
    expect(refused.status).toBe(403);
    expect(expectRow(await db()('players').where({ id: other.id }).first('description')).description).toBe(
      other.description,
    );

    const fan = await app.login('vsffan');
    expect((await app.call('updateVSFPlayer', { playerID: own.id, ...change }, { cookie: fan })).status).toBe(403);
  });
});
