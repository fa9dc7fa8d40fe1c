import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { busMessage, EVERYONE, type CallInput, type CallName } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';

/*
 * The shared round reads against values computed here from the raw rows of the demo
 * club: the last played match (its deadline has passed, so its answers are cached) and
 * the current one (teams still changing, picks of others hidden).
 */

let app: TestApp;
let fan: string;
let fanId: number;
let played: Fixture;
let current: Fixture;
const db = (): Knex => app.deps.db.knex;

interface Fixture {
  id: number;
  season: number;
  round: number;
  matchId: string;
  date: string;
}
interface Team {
  userId: number;
  username: string;
  teamName: string;
  roundPoints: number;
  totalPoints: number;
  slots: number[];
}

beforeAll(async () => {
  app = await createTestApp('demo');
  fan = await app.login('vsffan');
  fanId = expectRow(await db()('users').where({ username: 'vsffan' }).first('id')).id;
  const pointer = expectRow(await db()('season_state').first());
  const columns = ['id', 'season', 'round', 'match_id', 'date'];
  current = await db()('fixtures')
    .where({ matchId: pointer.thisMatchId })
    .first(...columns);
  played = await db()('fixtures')
    .where({ season: current.season })
    .whereNotNull('home_score')
    .orderBy('date', 'desc')
    .first(...columns);
});
afterAll(() => app.close());

const round = (fixture: Fixture) => ({ season: fixture.season, round: fixture.round, matchID: fixture.matchId });
// The body is checked here by the contract; callRaw only because a generic name cannot pick call's argument list.
const call = <N extends CallName>(name: N, body: CallInput<N>) => app.callRaw(name, body, { cookie: fan });

/** The teams of a fixture with players, from the raw rows. */
async function teamsAt(fixtureIds: number[]): Promise<Team[]> {
  const rows = await db()('fantasy_teams as t')
    .join('users as u', 'u.id', 't.user_id')
    .whereIn('t.fixture_id', fixtureIds)
    .select('t.*', 'u.username', 'u.team_name');
  return rows
    .filter((row) => row.player1 !== null)
    .map((row) => ({
      userId: row.userId,
      username: row.username,
      teamName: row.teamName,
      roundPoints: row.roundPoints,
      totalPoints: row.totalPoints,
      slots: [1, 2, 3, 4, 5, 6, 7].map((i) => row[`player${i}`]).filter((id) => id !== null),
    }));
}

const rankOf = (all: number[], points: number) => 1 + all.filter((other) => other > points).length;

function expectedTop(teams: Team[], key: 'roundPoints' | 'totalPoints') {
  const all = teams.map((team) => team[key]);
  return [...teams]
    .sort((a, b) => b[key] - a[key] || a.username.localeCompare(b.username))
    .slice(0, 7)
    .map((team) => ({
      rank: rankOf(all, team[key]),
      userID: team.userId,
      username: team.username,
      teamName: team.teamName,
      roundPoints: team.roundPoints,
      totalPoints: team.totalPoints,
    }));
}

describe('top 7 teams, average, ranks and totals', () => {
  it('ranks the round by round points and the season by total points', async () => {
    const teams = await teamsAt([played.id]);
    expect(teams.length).toBeGreaterThan(7);
    const byRound = await call('getTop7FantasyTeamsThisRound', round(played));
    expect(byRound.body.teams).toEqual(expectedTop(teams, 'roundPoints'));
    const bySeason = await call('getTop7FantasyTeamsThisSeason', round(played));
    expect(bySeason.body.teams).toEqual(expectedTop(teams, 'totalPoints'));
  });

  it('averages the round (rounded) and ranks one user by round and total points', async () => {
    const teams = await teamsAt([played.id]);
    const points = teams.map((team) => team.roundPoints);
    const { body } = await call('getAverageFantasyTeamsPointsThisRound', round(played));
    expect(body).toMatchObject({
      averageRoundPoints: Math.round(points.reduce((a, b) => a + b, 0) / points.length),
      highestRoundPoints: Math.max(...points),
      teamCount: teams.length,
    });
    const someone = teams[3]!;
    const asked = { ...round(played), userID: someone.userId };
    expect((await call('getFantasyTeamRankingThisRound', asked)).body.rank).toBe(rankOf(points, someone.roundPoints));
    const totals = teams.map((team) => team.totalPoints);
    expect((await call('getFantasyWorldRankingThisRound', asked)).body.rank).toBe(rankOf(totals, someone.totalPoints));
    expect((await call('getFantasyTeamTotalScore', asked)).body.totalPoints).toBe(someone.totalPoints);
    const info = await call('loadFantasyTeamWithInfo', asked);
    expect(info.body).toMatchObject({ roundPoints: someone.roundPoints, totalPoints: someone.totalPoints });
  });

  it('answers null ranks and 0 points for a user without a team', async () => {
    const lonely = { ...round(played), userID: 2 }; // the bot never plays
    expect((await call('getFantasyTeamRankingThisRound', lonely)).body.rank).toBeNull();
    expect((await call('getFantasyWorldRankingThisRound', lonely)).body.rank).toBeNull();
    expect((await call('getFantasyTeamTotalScore', lonely)).body.totalPoints).toBe(0);
    expect((await call('getFantasyTeamForUserThisRound', lonely)).body.team).toBeNull();
  });

  it('counts the users with a team in the season', async () => {
    const fixtureIds = await db()('fixtures').where({ season: current.season }).pluck('id');
    const users = new Set((await teamsAt(fixtureIds)).map((team) => team.userId));
    const { body } = await call('getFantasyTeamCountThisSeason', { season: current.season });
    expect(body.teamCount).toBe(users.size);
  });
});

describe('the 7 most used players', () => {
  async function expectedMostUsed(fixtureIds: number[]) {
    const teams = await teamsAt(fixtureIds);
    const uses = new Map<number, number>();
    for (const id of teams.flatMap((team) => team.slots)) uses.set(id, (uses.get(id) ?? 0) + 1);
    const points = await db()('fantasy_player_points')
      .whereIn('fixture_id', fixtureIds)
      .groupBy('player_id')
      .select('player_id', db().raw('sum(total_points)::int as points'));
    const pointsOf = (id: number) => points.find((row) => row.playerId === id)?.points ?? 0;
    return [...uses]
      .map(([playerID, useCount]) => ({ playerID, useCount, totalPoints: pointsOf(playerID) }))
      .sort((a, b) => b.useCount - a.useCount || b.totalPoints - a.totalPoints || a.playerID - b.playerID)
      .slice(0, 7)
      .map((row) => ({ ...row, usePercentage: Number(((row.useCount / teams.length) * 100).toFixed(2)) }));
  }
  const shape = (rows: { playerID: number; useCount: number; totalPoints: number; usePercentage: number }[]) =>
    rows.map(({ playerID, useCount, totalPoints, usePercentage }) => ({
      playerID,
      useCount,
      totalPoints,
      usePercentage,
    }));

  it('in the round, with the share of teams to 2 decimals', async () => {
    const { body } = await call('getTop7MostUsedVSFPlayersThisRound', round(played));
    expect(shape(body.mostUsedPlayers)).toEqual(await expectedMostUsed([played.id]));
    expect(body.mostUsedPlayers[0]).toHaveProperty('name');
  });

  it('in the season up to the round', async () => {
    const fixtureIds = await db()('fixtures')
      .where({ season: played.season })
      .where('date', '<=', played.date)
      .pluck('id');
    const { body } = await call('getTop7MostUsedVSFPlayersThisSeason', round(played));
    expect(shape(body.mostUsedPlayers)).toEqual(await expectedMostUsed(fixtureIds));
  });
});

describe('caching and visibility', () => {
  it("serves a played round's lists from the cache until rankings are updated", async () => {
    const top = async () => (await call('getTop7FantasyTeamsThisRound', round(played))).body;
    await top();
    const underdog = (await teamsAt([played.id])).sort((a, b) => a.roundPoints - b.roundPoints)[0]!;
    await db()('fantasy_teams')
      .where({ userId: underdog.userId, fixtureId: played.id })
      .update({ roundPoints: 10_000 });
    expect((await top()).teams[0]!.userID).not.toBe(underdog.userId);
    await app.deps.bus.publish(busMessage('rankings:updated', round(played), [EVERYONE]));
    expect((await top()).teams[0]!.userID).toBe(underdog.userId);
  });

  it("hides other users' picks until the deadline, never the caller's own", async () => {
    const { body } = await call('getAllFantasyTeamsThisRound', round(current));
    expect(body.teams.length).toBe((await teamsAt([current.id])).length);
    for (const team of body.teams) {
      expect(team.picksHidden).toBe(team.userID !== fanId);
      expect(team.player1 === null).toBe(team.userID !== fanId);
    }
    const rival = body.teams.find((team) => team.userID !== fanId)!;
    const before = await call('getFantasyTeamForUserThisRound', { ...round(current), userID: rival.userID });
    expect(before.body.team).toMatchObject({ picksHidden: true, player1: null, captain: null, activeBoost: 'none' });
    const after = await call('getFantasyTeamForUserThisRound', { ...round(played), userID: rival.userID });
    expect(after.body.team).toMatchObject({ picksHidden: false, player1: expect.any(Number) });
  });

  it("reads 'endOfSeason' as the season's last match and refuses an unknown one", async () => {
    const last = expectRow(
      await db()('fixtures').where({ season: current.season }).orderBy('date', 'desc').first('matchId'),
    );
    const { body } = await call('loadFantasyTeamWithInfo', {
      season: current.season,
      round: 0,
      matchID: 'endOfSeason',
    });
    expect(body.team?.matchID ?? last.matchId).toBe(last.matchId);
    const unknown = await call('getTop7FantasyTeamsThisRound', { ...round(current), matchID: 'NOSUCHMATCH' });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, msg: 'Fant ikke kampen.' } });
  });
});
