import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../platform/db/queryResults';
import { rawRows } from '../platform/db/queryResults';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';

let app: TestApp;
let thisYear: number;
beforeAll(async () => {
  app = await createTestApp('demo');
  thisYear = (await app.call('getYearRoundMatchDateID')).body.thisYear;
});
afterAll(() => app.close());

const sql = () => app.deps.db.knex;

/** Per player, straight from the rows: SUM over match_stats of played fixtures in the season. */
async function rawTotals(season: number | null, until?: string) {
  const query = sql()
    .raw(
      `select ms.player_id as pid, sum(ms.attendance) as attendance, sum(ms.goals_scored) as goals,
              sum(ms.assists) as assists, sum(ms.yellow_cards) as yellows, sum(ms.game_points) as game_points
         from match_stats ms join fixtures f on f.id = ms.fixture_id
        where (?::int is null or f.season = ?::int) and (?::date is null or f.date <= ?::date)
        group by ms.player_id`,
      [season, season, until ?? null, until ?? null],
    )
    .then(
      (result: {
        rows: {
          pid: number;
          attendance: number;
          goals: number;
          assists: number;
          yellows: number;
          gamePoints: number;
        }[];
      }) => result.rows,
    );
  return new Map((await query).map((row) => [row.pid, row]));
}

describe('getPlayersWithRequestedStats', () => {
  it("answers every player's season totals as the raw rows sum them", async () => {
    const { status, body } = await app.call('getPlayersWithRequestedStats', {
      season: thisYear,
    });
    expect(status).toBe(200);
    const raw = await rawTotals(thisYear);
    expect(raw.size).toBeGreaterThan(5);
    for (const [pid, row] of raw) {
      const player = body.players.find((p) => p.playerID === pid);
      expect(player, `player ${pid}`).toBeDefined();
      expect(player!.stats.total.attendance).toBe(row.attendance);
      expect(player!.stats.total.goalsScored).toBe(row.goals);
      expect(player!.stats.total.assists).toBe(row.assists);
      expect(player!.stats.total.yellowCards).toBe(row.yellows);
      expect(player!.stats.total.gamePoints).toBe(row.gamePoints);
    }
  });

  it("counts every season together for 'Totalt'", async () => {
    const { body } = await app.call('getPlayersWithRequestedStats', { season: 'Totalt' });
    const raw = await rawTotals(null);
    const registered = await countRows(sql()('players'));
    expect(body.players).toHaveLength(registered);
    for (const player of body.players)
      expect(player.stats.total.goalsScored).toBe(raw.get(player.playerID)?.goals ?? 0);
  });

  it('stops at thisDate (dd.mm.yyyy or yyyy-mm-dd)', async () => {
    const fixtures: { date: string }[] = await sql()('fixtures')
      .where({ season: thisYear })
      .whereNotNull('home_score')
      .orderBy('date');
    const middle = fixtures[Math.floor(fixtures.length / 2)]!.date;
    const [y, m, d] = middle.split('-');
    const raw = await rawTotals(thisYear, middle);
    for (const thisDate of [`${d}.${m}.${y}`, middle]) {
      const { body } = await app.call('getPlayersWithRequestedStats', {
        season: thisYear,
        thisDate,
        roundsPlayed: 18,
      });
      for (const player of body.players) {
        expect(player.stats.total.attendance).toBe(raw.get(player.playerID)?.attendance ?? 0);
      }
    }
  });

  it("keeps the invariant: a player's wins + ties + losses equal the matches attended", async () => {
    const { body } = await app.call('getPlayersWithRequestedStats', { season: 'Totalt' });
    for (const { stats } of body.players) {
      expect(stats.total.wins + stats.total.ties + stats.total.losses).toBe(stats.total.attendance);
      const matches = Object.values(stats.byDate).flatMap((day) => day.gameStat);
      expect(matches).toHaveLength(stats.total.attendance);
    }
  });

  it('keys byDate by dd.mm.yyyy with the match heading of each game', async () => {
    const { body } = await app.call('getPlayersWithRequestedStats', { season: thisYear });
    const player = body.players.find((p) => p.stats.total.attendance > 0)!;
    const [date, day] = Object.entries(player.stats.byDate)[0]!;
    expect(date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    const game = day.gameStat[0]!;
    const [d, m, y] = date.split('.');
    const fixture = expectRow(await sql()('fixtures').where({ matchId: game.matchID }).first());
    expect(fixture.date).toBe(`${y}-${m}-${d}`);
    expect(game).toMatchObject({
      round: fixture.round,
      homeTeamName: fixture.homeTeam,
      homeTeamScore: fixture.homeScore,
      awayTeamName: fixture.awayTeam,
      awayTeamScore: fixture.awayScore,
    });
  });

  it('leaves byDate empty when asked to, with the same totals', async () => {
    const full = await app.call('getPlayersWithRequestedStats', { season: thisYear });
    const lean = await app.call('getPlayersWithRequestedStats', {
      season: thisYear,
      includeByDate: false,
    });
    expect(lean.body.players.map((p) => p.stats.total)).toEqual(full.body.players.map((p) => p.stats.total));
    for (const player of lean.body.players) expect(player.stats.byDate).toEqual({});
  });

  it("answers description as '' for includeDescription: false, and the rest unchanged", async () => {
    const full = await app.call('getPlayersWithRequestedStats', { season: thisYear });
    const list = await app.call('getPlayersWithRequestedStats', { season: thisYear, includeDescription: false });
    expect(full.body.players.some((p) => p.description !== '')).toBe(true);
    expect(list.body.players).toEqual(full.body.players.map((p) => ({ ...p, description: '' })));
  });

  it('refuses a season that is neither a year nor Totalt', async () => {
    const { status, body } = await app.callRaw('getPlayersWithRequestedStats', { season: 'i fjor' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/sesong/i);
    expect((await app.call('getPlayersWithRequestedStats', { season: thisYear, thisDate: '31.02' })).status).toBe(400);
  });
});

describe('getPlayer', () => {
  it("gives the card's player with stats per season that add up to the total", async () => {
    const pid = expectRow(await sql()('match_stats').first('playerId')).playerId;
    const { body } = await app.call('getPlayer', { playerID: pid });
    const raw = await rawTotals(null);
    expect(body.player.stats.total.goalsScored).toBe(raw.get(pid)!.goals);
    const seasons = Object.values(body.player.statsBySeason);
    expect(seasons.reduce((sum, s) => sum + s.total.attendance, 0)).toBe(raw.get(pid)!.attendance);
    expect(body.player.skills.reliability).toBeGreaterThan(0);
    expect((await app.call('getPlayer', { playerID: 999999 })).status).toBe(404);
  });
});

describe('getPlayersWithComboStats', () => {
  it('sums over the matches where every chosen player took part', async () => {
    // The two players who played together most this season.
    const pairs = await sql().raw(
      `select a.player_id as a, b.player_id as b, count(*) as n
         from match_stats a join match_stats b on a.fixture_id = b.fixture_id and a.player_id < b.player_id
         join fixtures f on f.id = a.fixture_id
        where f.season = ? and a.attendance = 1 and b.attendance = 1
        group by a.player_id, b.player_id order by n desc, a.player_id limit 1`,
      [thisYear],
    );
    const { a, b, n } = pairs.rows[0] as { a: number; b: number; n: number };
    const goals = await sql().raw(
      `select coalesce(sum(ms.goals_scored), 0) as goals from match_stats ms
        where ms.player_id in (?, ?) and ms.fixture_id in (
          select a.fixture_id from match_stats a join match_stats b on a.fixture_id = b.fixture_id
            join fixtures f on f.id = a.fixture_id
           where f.season = ? and a.player_id = ? and b.player_id = ? and a.attendance = 1 and b.attendance = 1)`,
      [a, b, thisYear, a, b],
    );
    const { status, body } = await app.call('getPlayersWithComboStats', {
      season: thisYear,
      mainPlayerID: a,
      comboPlayers: [b],
    });
    expect(status).toBe(200);
    expect(body.comboStats).toHaveLength(n);
    expect(body.comboStats.reduce((sum, e) => sum + e.goalsScored, 0)).toBe(goals.rows[0].goals);
    for (const entry of body.comboStats) expect(entry.wins + entry.ties + entry.losses).toBe(1);
  });

  it('refuses the same player twice and more than 7 players', async () => {
    expect(
      (await app.call('getPlayersWithComboStats', { season: thisYear, mainPlayerID: 1, comboPlayers: [1] })).status,
    ).toBe(400);
    const seven = [2, 3, 4, 5, 6, 7, 8];
    expect(
      (await app.call('getPlayersWithComboStats', { season: thisYear, mainPlayerID: 1, comboPlayers: seven })).status,
    ).toBe(400);
  });
});

describe('fantasy points per player', () => {
  it("sums each player's stored points and counts the teams that picked them", async () => {
    const { body } = await app.call('getPlayersWithRequestedFantasy', { season: thisYear });
    const points = await sql().raw(
      `select p.player_id as pid, sum(p.total_points) as total from fantasy_player_points p
         join fixtures f on f.id = p.fixture_id where f.season = ? group by p.player_id`,
      [thisYear],
    );
    const uses = await sql().raw(
      `select pid, count(*) as n from (
          select player1 as pid, fixture_id from fantasy_teams union all select player2, fixture_id from fantasy_teams
          union all select player3, fixture_id from fantasy_teams union all select player4, fixture_id from fantasy_teams
          union all select player5, fixture_id from fantasy_teams union all select player6, fixture_id from fantasy_teams
          union all select player7, fixture_id from fantasy_teams) slots
         join fixtures f on f.id = slots.fixture_id where f.season = ? and pid is not null group by pid`,
      [thisYear],
    );
    expect(rawRows(points).length).toBeGreaterThan(5);
    for (const row of rawRows<{ pid: number; total: number }>(points)) {
      expect(body.players.find((p) => p.playerID === row.pid)!.fantasy.total.totalPoints).toBe(row.total);
    }
    for (const row of rawRows<{ pid: number; n: number }>(uses)) {
      expect(body.players.find((p) => p.playerID === row.pid)!.useCount).toBe(row.n);
    }
  });

  it('answers one match, a season and all time for a player', async () => {
    const row = await sql()('fantasy_player_points')
      .join('fixtures', 'fixtures.id', 'fantasy_player_points.fixture_id')
      .where('fixtures.season', thisYear)
      .first(
        'fantasy_player_points.player_id',
        'fantasy_player_points.total_points',
        'fixtures.round',
        'fixtures.match_id',
      );
    const round = await app.call('loadFantasyPlayerPointsRound', {
      playerID: row.playerId,
      season: thisYear,
      round: row.round,
      matchID: row.matchId,
    });
    expect(round.body.fantasy.total.totalPoints).toBe(row.totalPoints);

    const all = expectRow(
      await sql()('fantasy_player_points').where({ playerId: row.playerId }).sum({ s: 'total_points' }).first(),
    );
    const allTime = await app.call('loadFantasyPlayerPointsAllTime', { playerID: row.playerId });
    expect(allTime.body.fantasy.total.totalPoints).toBe(all.s);
    const season = await app.call('loadFantasyPlayerPointsSeason', {
      playerID: row.playerId,
      season: thisYear,
    });
    expect(season.body.fantasy.total.totalPoints).toBeLessThanOrEqual(
      Math.max(all.s, season.body.fantasy.total.totalPoints),
    );
    const listed = await app.call('loadFantasyPlayerPoints', { seasons: [thisYear], playerID: [row.playerId] });
    expect(listed.body.players[0]!.fantasy.total.totalPoints).toBe(season.body.fantasy.total.totalPoints);
  });
});
