import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { rooms, type LeagueTablePayload } from '@vsf/contract';
import { expectRow } from '../../testing/rows';
import { createTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let member: string;
let stranger: string;
let siteAdmin: string;
let privateLeague: number;
let publicLeague: number;
const sockets: Socket[] = [];

async function newLeague(name: string, privateLague: 0 | 1): Promise<number> {
  const userAdminID = await app.userIDOf(member);
  const { body } = await app.call(
    'newFantasyLeague',
    { name, season: 2004, round: 1, privateLague, password: privateLague ? 'kode123' : '', userAdminID },
    { cookie: member },
  );
  expect(body.success).toBe(true);
  return body.leagueID;
}

beforeAll(async () => {
  app = await createTestApp('demo', { realtime: true });
  member = await app.login('vsffan');
  stranger = await app.login('skribent');
  siteAdmin = await app.login('admin');
  privateLeague = await newLeague('Lukket klubb', 1);
  publicLeague = await newLeague('Åpen klubb', 0);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await app.close();
});

function socketOf(cookie: string | null): Promise<Socket> {
  const socket = connect(app.url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve) => socket.once('deadline', () => resolve(socket)));
}

const join = (socket: Socket, room: string) =>
  new Promise<boolean>((resolve) => socket.emit('join', room, (result: { ok: boolean }) => resolve(result.ok)));

describe("a league's realtime room", () => {
  it('answers mayJoinLeague: a private league for its members and the admins, a public one for anyone', async () => {
    const mayJoin = async (leagueID: number, cookie: string | null) =>
      expectRow((await app.call('mayJoinLeague', { leagueID }, { cookie })).body).mayJoin;
    expect(await mayJoin(privateLeague, member)).toBe(true);
    expect(await mayJoin(privateLeague, siteAdmin)).toBe(true);
    expect(await mayJoin(privateLeague, stranger)).toBe(false);
    expect(await mayJoin(privateLeague, null)).toBe(false);
    expect(await mayJoin(publicLeague, null)).toBe(true);
    expect(await mayJoin(publicLeague, stranger)).toBe(true);
    expect(await mayJoin(999_999, member)).toBe(false);
  });

  it("lets a member's socket into a private league's room and keeps others out", async () => {
    const [own, other, anonymous] = await Promise.all([socketOf(member), socketOf(stranger), socketOf(null)]);
    expect(await join(own, rooms.league(privateLeague))).toBe(true);
    expect(await join(other, rooms.league(privateLeague))).toBe(false);
    expect(await join(anonymous, rooms.league(privateLeague))).toBe(false);
    expect(await join(anonymous, rooms.league(publicLeague))).toBe(true);

    const tables: [string, LeagueTablePayload][] = [];
    for (const [name, socket] of [
      ['member', own],
      ['stranger', other],
      ['anonymous', anonymous],
    ] as const) {
      socket.on('league:table', (payload: LeagueTablePayload) => tables.push([name, payload]));
    }
    const table: LeagueTablePayload = {
      leagueID: privateLeague,
      season: 2004,
      round: 1,
      matchID: 'M1',
      live: true,
      rows: [{ userID: await app.userIDOf(member), rank: 1, roundPoints: 12, totalPoints: 12 }],
    };
    await app.deps.bus.publish({ event: 'league:table', payload: table, rooms: [rooms.league(privateLeague)] });
    await expect.poll(() => tables.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tables).toEqual([['member', table]]);
  });
});
