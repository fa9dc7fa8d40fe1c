import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { osloDateTimeToInstant } from '@vsf/engine';
import { fanoutPayload, rooms, type BusMessage, type LeagueTablePayload, type LivePointsPayload } from '@vsf/contract';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';
import { cachedLiveSnapshot } from './snapshot';

let app: TestApp;
let admin: string;
let manager: string;
let managerID: number;
let leagueID: number;
const db = (): Knex => app.deps.db.knex;

interface Fixture {
  id: number;
  season: number;
  round: number;
  matchId: string;
  date: string;
}
let fixture: Fixture;
let squad: number[];
let scorer: number;

/*
 * The manager's team holds the scorer as captain and six players outside the squad (0
 * points), so the team's round points are exactly twice the scorer's.
 */
beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  const pointer = expectRow(await db()('season_state').first());
  fixture = expectRow(await db()('fixtures').where({ matchId: pointer.thisMatchId }).first());
  const players: number[] = await db()('players').where({ active: 1 }).orderBy('id').pluck('id');
  squad = players.slice(0, 6);
  scorer = squad[1]!;
  const team = expectRow(
    await db()('fantasy_teams as t')
      .join('league_members as m', function () {
        this.on('m.user_id', 't.user_id');
      })
      .join('users as u', 'u.id', 't.user_id')
      .where({ 't.fixture_id': fixture.id, 'm.season': fixture.season })
      .whereNotNull('t.player1')
      .first('t.user_id as userId', 'u.username as username', 'm.league_id as leagueId'),
  );
  managerID = team.userId;
  leagueID = team.leagueId;
  const firstRound = expectRow(
    await db()('fixtures').where({ season: fixture.season }).orderBy(['date', 'time', 'match_id']).first('round'),
  );
  // The manager counts in the league from the season's first match on.
  await db()('league_members')
    .where({ leagueId: leagueID, userId: managerID })
    .update({ joinFixtureId: null, joinRound: firstRound.round });
  const others = players.slice(6, 12);
  await db()('fantasy_teams').where({ fixtureId: fixture.id, userId: managerID }).update({
    player1: scorer,
    player2: others[0],
    player3: others[1],
    player4: others[2],
    player5: others[3],
    player6: others[4],
    player7: others[5],
    captainId: scorer,
    activeBoost: null,
  });
  manager = await app.login(team.username);
  app.setNow(osloDateTimeToInstant(fixture.date, '18:00'));
});
afterAll(() => app.close());

const round = () => ({ season: fixture.season, round: fixture.round, matchID: fixture.matchId });
const livePoints = async () => (await app.call('getLivePoints', { matchID: fixture.matchId })).body;
const myPoints = async () =>
  (await app.call('getMyLivePoints', { matchID: fixture.matchId }, { cookie: manager })).body;
const pointsOf = (players: { playerID: number; points: number }[], playerID: number) =>
  players.find((player) => player.playerID === playerID)?.points ?? 0;
const sentSince = (from: number) => app.events.slice(from);
const ownFor = (messages: BusMessage[], userID: number) => {
  for (const message of messages.filter((sent) => sent.event === 'points:own').reverse()) {
    const index = message.fanout?.userIDs.indexOf(userID) ?? -1;
    if (index >= 0) return fanoutPayload(message as BusMessage<'points:own'>, index);
  }
  return undefined;
};

describe('before kick-off', () => {
  it('has no rank for the unplayed round, and zeros without a rank in getTeamPoints', async () => {
    const rank = await app.call('getFantasyTeamRankingThisRound', round(), { cookie: manager });
    expect(rank.body.rank).toBeNull();
    const world = await app.call('getFantasyWorldRankingThisRound', round(), { cookie: manager });
    expect(world.body.rank).toBeNull();
    const { body } = await app.call('getTeamPoints', { ...round(), userID: managerID });
    expect(body.team).toMatchObject({ live: false, roundPoints: 0, worldRank: null, captain: scorer });
    expect(body.team?.players.every((player) => player.points === 0)).toBe(true);
    expect((await livePoints()).players).toEqual([]);
  });
});

describe('a live match', () => {
  it('gives provisional numbers at kick-off, with points:own for the managers', async () => {
    const from = app.events.length;
    const start = await app.call(
      'startLiveMatch',
      { matchID: fixture.matchId, squad, keeperID: squad[0] },
      { cookie: admin },
    );
    expect(start.status).toBe(200);
    const mine = await myPoints();
    expect(mine).toMatchObject({ live: true, userID: managerID, matchID: fixture.matchId });
    expect(mine.worldRank).toBeGreaterThanOrEqual(1);
    expect(ownFor(sentSince(from), managerID)).toMatchObject({
      live: true,
      roundPoints: mine.roundPoints,
      totalPoints: mine.totalPoints,
      worldRank: mine.worldRank,
    });
    const live = await livePoints();
    expect(live.live).toBe(true);
    expect(live.players.map((player) => player.playerID).sort((a, b) => a - b)).toEqual(squad);
  });

  it("moves a captain's manager by twice the scorer's change, and tells them and their league", async () => {
    const before = await myPoints();
    const scorerBefore = pointsOf((await livePoints()).players, scorer);
    const from = app.events.length;
    const goal = await app.call(
      'addMatchEvent',
      { matchID: fixture.matchId, type: 'goal', minute: 10, playerID: scorer },
      { cookie: admin },
    );
    expect(goal.status).toBe(200);
    const scorerAfter = pointsOf((await livePoints()).players, scorer);
    expect(scorerAfter).toBeGreaterThan(scorerBefore);
    const after = await myPoints();
    expect(after.roundPoints - before.roundPoints).toBe(2 * (scorerAfter - scorerBefore));
    expect(after.totalPoints - before.totalPoints).toBe(2 * (scorerAfter - scorerBefore));

    const team = (await app.call('getTeamPoints', { ...round(), userID: managerID })).body.team;
    expect(team).toMatchObject({
      live: true,
      roundPoints: after.roundPoints,
      totalPoints: after.totalPoints,
      worldRank: after.worldRank,
      teamCount: after.teamCount,
    });
    expect(team?.players[0]).toMatchObject({ playerID: scorer, base: scorerAfter, multiplier: 2 });
    expect(team?.players.reduce((sum, player) => sum + player.points, 0)).toBe(after.roundPoints);

    const sent = sentSince(from);
    const live = sent.find((message) => message.event === 'points:live');
    expect(pointsOf((live?.payload as LivePointsPayload).players, scorer)).toBe(scorerAfter);
    const own = sent.filter((message) => message.event === 'points:own');
    expect(own).toHaveLength(1);
    expect(own[0]?.rooms).toEqual([]);
    expect(ownFor(sent, managerID)).toMatchObject({
      userID: managerID,
      live: true,
      roundPoints: after.roundPoints,
      totalPoints: after.totalPoints,
      worldRank: after.worldRank,
    });
    const table = sent.find(
      (message) => message.event === 'league:table' && message.rooms.includes(rooms.league(leagueID)),
    );
    expect((table?.payload as LeagueTablePayload).rows).toContainEqual(
      expect.objectContaining({ userID: managerID, roundPoints: after.roundPoints, totalPoints: after.totalPoints }),
    );
  });

  it('answers the league and world standings provisionally with live: true', async () => {
    const mine = await myPoints();
    const league = await app.call(
      'getFantasyLeagueMembers',
      { season: fixture.season, leagueID, matchID: fixture.matchId },
      { cookie: manager },
    );
    expect(league.body.live).toBe(true);
    expect(league.body.members.find((member) => member.userID === managerID)).toMatchObject({
      roundPoints: mine.roundPoints,
      totalPoints: mine.totalPoints,
    });
    const world = await app.call(
      'getFantasyWorldLeagueMembers',
      { season: fixture.season, matchID: fixture.matchId },
      { cookie: manager },
    );
    expect(world.body.live).toBe(true);
    expect(world.body.result.find((row) => row.userID === managerID)).toMatchObject({
      rank: mine.worldRank,
      totalPoints: mine.totalPoints,
    });
    const rank = await app.call('getFantasyWorldRankingThisRound', round(), { cookie: manager });
    expect(rank.body.rank).toBe(mine.worldRank);
  });

  it("stores at 'Bekreft resultat' exactly the last provisional numbers of every team and player", async () => {
    for (const [type, minute] of [
      ['opponentGoal', 30],
      ['yellowCard', 40],
    ] as const) {
      const playerID = type === 'yellowCard' ? squad[2] : undefined;
      const added = await app.call(
        'addMatchEvent',
        { matchID: fixture.matchId, type, minute, ...(playerID ? { playerID } : {}) },
        { cookie: admin },
      );
      expect(added.status, String(added.body.msg)).toBe(200);
    }
    for (const phase of ['halfTime', 'secondHalf', 'finished'] as const) {
      const sentBefore = app.events.length;
      const { status } = await app.call('setMatchPhase', { matchID: fixture.matchId, phase }, { cookie: admin });
      expect(status).toBe(200);
      // A phase changes no numbers: the points go out again, no manager is told of a change.
      const sent = sentSince(sentBefore).map((message) => message.event);
      expect(sent).toContain('points:live');
      expect(sent).not.toContain('points:own');
      expect(sent).not.toContain('league:table');
    }
    const provisional = expectRow(await cachedLiveSnapshot(app.deps, db(), fixture.matchId));
    const players = (await livePoints()).players;
    const from = app.events.length;
    const finish = await app.call('finishLiveMatch', { matchID: fixture.matchId }, { cookie: admin });
    expect(finish.status, String(finish.body.msg)).toBe(200);

    const stored: { userId: number; roundPoints: number; totalPoints: number; worldRank: number | null }[] = await db()(
      'fantasy_teams',
    )
      .where({ fixtureId: fixture.id })
      .select('userId', 'roundPoints', 'totalPoints', 'worldRank');
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      const index = expectRow(provisional.teams.indexOf.get(row.userId));
      expect([row.roundPoints, row.totalPoints, row.worldRank]).toEqual([
        provisional.numbers.roundPoints[index],
        provisional.numbers.totalPoints[index],
        provisional.numbers.worldRank[index],
      ]);
    }
    const saved = await livePoints();
    expect(saved.live).toBe(false);
    expect(saved.players.map(({ playerID, points }) => ({ playerID, points }))).toEqual(
      [...players].sort((a, b) => a.playerID - b.playerID).map(({ playerID, points }) => ({ playerID, points })),
    );
    const mine = await myPoints();
    expect(mine.live).toBe(false);
    expect(ownFor(sentSince(from), managerID)).toMatchObject({
      live: false,
      roundPoints: mine.roundPoints,
      totalPoints: mine.totalPoints,
      worldRank: mine.worldRank,
    });
    const team = (await app.call('getTeamPoints', { ...round(), userID: managerID })).body.team;
    expect(team).toMatchObject({ live: false, roundPoints: mine.roundPoints, worldRank: mine.worldRank });
  });
});

describe('reopening a match entered live', () => {
  it('makes it live again with the same numbers, and tells every manager so', async () => {
    const saved = await myPoints();
    const from = app.events.length;
    const reopened = await app.call('reopenMatch', { matchID: fixture.matchId }, { cookie: admin });
    expect(reopened.status, String(reopened.body.msg)).toBe(200);
    const mine = await myPoints();
    expect(mine).toMatchObject({
      live: true,
      roundPoints: saved.roundPoints,
      totalPoints: saved.totalPoints,
      worldRank: saved.worldRank,
    });
    expect(ownFor(sentSince(from), managerID)).toMatchObject({ live: true, roundPoints: saved.roundPoints });
    expect((await livePoints()).live).toBe(true);
  });
});
