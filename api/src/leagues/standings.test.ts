import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRow } from '../testing/rows';
import { rankByPoints } from '@vsf/engine';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
let cookie: string;
let vsffanId: number;
beforeAll(async () => {
  app = await createTestApp('demo');
  cookie = await app.login('vsffan');
  vsffanId = expectRow(await knex()('users').where({ username: 'vsffan' }).first()).id;
});
afterAll(() => app.close());

const knex = () => app.deps.db.knex;

async function schedule(season: number) {
  return knex()('fixtures').where({ season }).orderBy(['date', 'time', 'match_id']).select();
}

async function season() {
  return expectRow(await knex()('season_state').first()).thisYear;
}

/** Expected ranks from the raw rows: the members counting at the match, ranked by the engine. */
async function expectedLeague(leagueId: number, year: number, index: number) {
  const fixtures = await schedule(year);
  const rows = await knex()('league_members').where({ leagueId, season: year }).select('userId', 'joinRound');
  const firstOfRound = (round: number) => fixtures.findIndex((f) => f.round === round);
  const counting = rows.filter((m) => firstOfRound(m.joinRound) >= 0 && firstOfRound(m.joinRound) <= index);
  const teams = await knex()('fantasy_teams').where({ fixtureId: fixtures[index]!.id }).select('userId', 'totalPoints');
  const total = (userId: number) => teams.find((t) => t.userId === userId)?.totalPoints ?? 0;
  return new Map(rankByPoints(counting, (m) => total(m.userId)).map((m) => [m.userId, m.rank]));
}

describe('getFantasyLeagueMembers', () => {
  it('ranks the members counting at the last played match with the engine, and at the match before', async () => {
    const year = await season();
    const league = expectRow(await knex()('leagues').where({ name: 'VSF-ligaen' }).first());
    const fixtures = await schedule(year);
    const last = fixtures.findLastIndex((f) => f.homeScore !== null);
    const { status, body } = await app.call(
      'getFantasyLeagueMembers',
      { season: year, leagueID: league.id },
      { cookie },
    );
    expect(status).toBe(200);
    expect(body.matchID).toBe(fixtures[last]!.matchId);
    const ranks = await expectedLeague(league.id, year, last);
    const previous = await expectedLeague(league.id, year, last - 1);
    expect(body.members.length).toBe(ranks.size);
    for (const member of body.members) {
      expect(member.rank).toBe(ranks.get(member.userID));
      expect(member.previousRank).toBe(previous.get(member.userID) ?? null);
    }
    const ordered = body.members.map((m) => m.totalPoints);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    expect(Object.keys(body.members[0]!).sort()).toEqual(
      [
        'userID',
        'username',
        'firstName',
        'lastName',
        'fantasyTeamName',
        'rank',
        'previousRank',
        'userRegistrationDate',
        'userJoinLeagueDate',
        'userJoinLeagueRound',
        'leagueSeason',
        'roundPoints',
        'totalPoints',
      ].sort(),
    );
  });

  it('answers 404 for a match outside the season', async () => {
    const league = expectRow(await knex()('leagues').where({ name: 'VSF-ligaen' }).first());
    const answer = await app.call(
      'getFantasyLeagueMembers',
      { season: await season(), leagueID: league.id, matchID: 'finnesikke' },
      { cookie },
    );
    expect(answer.status).toBe(404);
  });
});

describe("a private league's table", () => {
  it('is shown to its members and its admin only', async () => {
    const year = await season();
    const admin = await app.login('admin');
    const adminId = expectRow(await knex()('users').where({ username: 'admin' }).first()).id;
    const created = await app.call(
      'newFantasyLeague',
      { name: 'Lukket krets', season: year, round: 1, privateLague: 1, password: 'hemmelig', userAdminID: adminId },
      { cookie: admin },
    );
    const body = { season: year, leagueID: created.body.leagueID };
    expect((await app.call('getFantasyLeagueMembers', body, { cookie: admin })).status).toBe(200);
    const outsider = await app.call('getFantasyLeagueMembers', body, { cookie });
    expect(outsider.status).toBe(403);
    expect(outsider.body.msg).toBe('Bare medlemmene kan se tabellen i en privat liga.');
    const joined = await app.call(
      'addNewFantasyLeagueMember',
      { leagueID: created.body.leagueID, password: 'hemmelig', userID: vsffanId, season: year, round: 1 },
      { cookie },
    );
    expect(joined.status).toBe(200);
    expect((await app.call('getFantasyLeagueMembers', body, { cookie })).status).toBe(200);
  });
});

describe('getFantasyWorldLeagueMembers', () => {
  it("answers the stored world ranks, the previous match's as previousRank", async () => {
    const year = await season();
    const fixtures = await schedule(year);
    const last = fixtures.findLastIndex((f) => f.homeScore !== null);
    const { body } = await app.call(
      'getFantasyWorldLeagueMembers',
      {
        userID: vsffanId,
        season: year,
        round: fixtures[last]!.round,
        previousRound: fixtures[last - 1]!.round,
        matchID: fixtures[last]!.matchId,
        previousMatchID: fixtures[last - 1]!.matchId,
      },
      { cookie },
    );
    const teams = await knex()('fantasy_teams')
      .whereIn('fixture_id', [fixtures[last]!.id, fixtures[last - 1]!.id])
      .select('userId', 'fixtureId', 'worldRank');
    const rankOf = (fixtureId: number, userId: number) =>
      teams.find((t) => t.fixtureId === fixtureId && t.userId === userId)?.worldRank ?? null;
    expect(body.teamCount).toBe(teams.filter((t) => t.fixtureId === fixtures[last]!.id).length);
    expect(body.result.length).toBeGreaterThan(0);
    for (const row of body.result) {
      expect(row.rank).toBe(rankOf(fixtures[last]!.id, row.userID));
      expect(row.previousRank).toBe(rankOf(fixtures[last - 1]!.id, row.userID));
    }
    expect(body.result.some((row) => row.userID === vsffanId)).toBe(true);
  });

  it('ranks a match not yet played by its carried totals with the engine', async () => {
    const year = await season();
    const fixtures = await schedule(year);
    const coming = fixtures.find((f) => f.homeScore === null)!;
    const { body } = await app.call(
      'getFantasyWorldLeagueMembers',
      { userID: vsffanId, season: year, matchID: coming.matchId },
      { cookie },
    );
    const totals = await knex()('fantasy_teams').where({ fixtureId: coming.id }).pluck('total_points');
    for (const row of body.result) expect(row.rank).toBe(1 + totals.filter((t: number) => t > row.totalPoints).length);
  });
});

describe('league lists', () => {
  it("lists the user's leagues and refuses someone else's", async () => {
    const year = await season();
    const own = await app.call('getFantasyLeagues', { season: year, userID: vsffanId }, { cookie });
    expect(own.body.leagues.map((l) => l.leagueName)).toEqual(
      expect.arrayContaining(['VSF-ligaen', 'BikerBoyz Fantasy']),
    );
    expect(JSON.stringify(own.body)).not.toMatch(/argon2|codeHash|leagueCode/);
    const other = await app.call('getFantasyLeagues', { season: year, userID: 1 }, { cookie });
    expect(other.status).toBe(403);
    const admin = await app.call('getFantasyLeaguesForAdmin', { userID: vsffanId }, { cookie });
    expect(admin.body.leagues.length).toBeGreaterThan(0);
    expect(admin.body.leagues.every((l) => l.adminUserID === vsffanId)).toBe(true);
  });

  it('searches active leagues by name, literally, and refuses an empty search', async () => {
    const year = await season();
    const found = await app.call('findFantasyLeague', { searchString: ' LIGA', season: year }, { cookie });
    expect(found.body.leagues.map((l) => l.leagueName)).toContain('VSF-ligaen');
    expect(found.body.leagues.map((l) => l.leagueName)).not.toContain('Sommerligaen');
    const wildcard = await app.call('findFantasyLeague', { searchString: '%', season: year }, { cookie });
    expect(wildcard.body.leagues).toEqual([]);
    const empty = await app.call('findFantasyLeague', { searchString: '   ', season: year }, { cookie });
    expect(empty.status).toBe(400);
  });
});
