import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../migrationSource';
import { addDays, daysBetween, osloDate } from './calendar';
import { loadDemoData, type DemoOptions, type DemoSummary } from './index';
import { planSeasons } from './seasons';

const TODAY = '2026-11-22';
const OPTIONS: DemoOptions = {
  today: TODAY,
  now: new Date('2026-11-22T10:30:00Z'),
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$ZGVtby1zYWx0LWRlbW8$9Wb0tXfQ8oRkq7lE0yq3Hc4jzJbN3T0Vx7xwq9y8H1A',
};
const CLUB = ['Vinderen SF', 'Vinderen', 'Vindern'];

async function freshDatabase(): Promise<Knex> {
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: {},
  });
  await knex.migrate.latest({ migrationSource });
  return knex;
}

async function count(knex: Knex, sql: string): Promise<number> {
  const result: { rows: { n: string | number }[] } = await knex.raw(sql);
  return Number(result.rows[0]?.n ?? 0);
}

async function rows<T>(knex: Knex, sql: string): Promise<T[]> {
  const result: { rows: T[] } = await knex.raw(sql);
  return result.rows;
}

let first: Knex;
let summary: DemoSummary;
let loadMs = 0;

// PGlite takes seconds to start and the machine may be busy with other test files: generous limits.
beforeAll(async () => {
  first = await freshDatabase();
  const started = Date.now();
  summary = await loadDemoData(first, OPTIONS);
  loadMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  await first?.destroy();
});

describe('the demo club', () => {
  it('loads in a few seconds and reports its seasons and logins', () => {
    expect(loadMs).toBeLessThan(15_000);
    expect(summary.seasons).toEqual([2023, 2024, 2025, 2026]);
    expect(summary.currentSeason).toBe(2026);
    expect(summary.logins.map((l) => l.username)).toEqual(['admin', 'skribent', 'spiller', 'vsffan']);
    expect(new Set(summary.logins.map((l) => l.password))).toEqual(new Set(['fotball123']));
  });

  it('has enough of everything', async () => {
    expect(await count(first, 'SELECT count(*) AS n FROM players')).toBeGreaterThanOrEqual(25);
    expect(
      await count(first, 'SELECT count(*) AS n FROM users WHERE is_fantasy = 1 AND id <> 2'),
    ).toBeGreaterThanOrEqual(55);
    expect(await count(first, 'SELECT count(*) AS n FROM posts WHERE is_feed = 0')).toBeGreaterThanOrEqual(20);
    expect(await count(first, 'SELECT count(DISTINCT season) AS n FROM fixtures')).toBe(4);
    expect(await count(first, 'SELECT count(*) AS n FROM previous_years')).toBe(3);
    expect(await count(first, 'SELECT count(*) AS n FROM contact_info')).toBeGreaterThanOrEqual(8);
    expect(await count(first, 'SELECT count(*) AS n FROM leagues WHERE season = 2026')).toBeGreaterThanOrEqual(4);
  });

  it('gives every player a shirt number of their own, none without one', async () => {
    const numbers = await rows<{ jersey_no: number }>(first, 'SELECT jersey_no FROM players');
    for (const { jersey_no } of numbers) {
      expect(jersey_no).toBeGreaterThanOrEqual(1);
      expect(jersey_no).toBeLessThan(100);
    }
    expect(new Set(numbers.map((n) => n.jersey_no)).size).toBe(numbers.length);
  });

  it('leaves the feeds and the bot alone apart from feed messages', async () => {
    const feeds = await rows<{ id: number; is_feed: number }>(
      first,
      'SELECT id, is_feed FROM posts WHERE id <= 4 ORDER BY id',
    );
    expect(feeds).toEqual([1, 2, 3, 4].map((id) => ({ id, is_feed: 1 })));
    expect(await count(first, 'SELECT count(*) AS n FROM posts WHERE id > 4 AND is_feed = 1')).toBe(0);
    expect(await count(first, "SELECT count(*) AS n FROM users WHERE id = 2 AND username = 'vsf-bot'")).toBe(1);
    expect(
      await count(
        first,
        "SELECT count(*) AS n FROM comments WHERE post_id = 4 AND user_id = 2 AND content LIKE 'En bruker har akkurat %'",
      ),
    ).toBeGreaterThan(5);
  });

  it('points the season at the next match, 1–6 days after today, with 10–12 league rounds played', async () => {
    const [pointer] = await rows<{ this_year: number; this_round: number; date: string; first_unplayed: string }>(
      first,
      `SELECT s.this_year, s.this_round, to_char(f.date, 'YYYY-MM-DD') AS date,
              (SELECT match_id FROM fixtures WHERE season = s.this_year AND home_score IS NULL ORDER BY date, time LIMIT 1) AS first_unplayed
         FROM season_state s JOIN fixtures f ON f.match_id = s.this_match_id AND f.round = s.this_round`,
    );
    expect(pointer).toBeDefined();
    if (!pointer) return;
    expect(pointer.this_year).toBe(2026);
    expect(daysBetween(TODAY, pointer.date)).toBeGreaterThanOrEqual(1);
    expect(daysBetween(TODAY, pointer.date)).toBeLessThanOrEqual(6);
    expect(summary.nextMatchDate).toBe(pointer.date);
    expect(
      await count(first, `SELECT count(*) AS n FROM fixtures WHERE date < '${TODAY}' AND home_score IS NULL`),
    ).toBe(0);
    expect(
      await count(first, `SELECT count(*) AS n FROM fixtures WHERE date >= '${TODAY}' AND home_score IS NOT NULL`),
    ).toBe(0);
    const played = await count(
      first,
      `SELECT count(*) AS n FROM fixtures f JOIN tournaments t ON t.id = f.tournament_id
        WHERE f.season = 2026 AND t.name LIKE '5. div.%' AND f.home_score IS NOT NULL`,
    );
    expect(played).toBeGreaterThanOrEqual(10);
    expect(played).toBeLessThanOrEqual(12);
  });

  it('keeps every planned current season within its calendar year and in progress, whatever today is', () => {
    // Every day of a common and of a leap year, 1 January and 31 December included.
    const days = [
      ...Array.from({ length: 365 }, (_, day) => addDays('2026-01-01', day)),
      ...Array.from({ length: 366 }, (_, day) => addDays('2028-01-01', day)).filter((_, day) => day % 5 === 0),
      '2028-12-31',
    ];
    for (const today of days) {
      const year = Number(today.slice(0, 4));
      const current = planSeasons(20041025, today).at(-1);
      expect(current?.season).toBe(year);
      const fixtures = current?.fixtures ?? [];
      expect(
        fixtures.every((f) => f.season === year && f.date.startsWith(`${year}-`)),
        today,
      ).toBe(true);
      const played = fixtures.filter((f) => f.homeScore !== null);
      const next = fixtures.find((f) => f.homeScore === null);
      expect(played.length, today).toBeGreaterThan(0);
      expect(next, today).toBeDefined();
      // Played before today (on 1 January: that day); the next match 1–6 days on (31 December: that day).
      expect(
        played.every((f) => f.date < today || (today.endsWith('-01-01') && f.date === today)),
        today,
      ).toBe(true);
      const wait = next ? daysBetween(today, next.date) : -1;
      if (today.endsWith('-12-31')) expect(wait, today).toBe(0);
      else {
        expect(wait, today).toBeGreaterThanOrEqual(1);
        expect(wait, today).toBeLessThanOrEqual(6);
      }
      expect(
        fixtures.every((f) => f.homeScore !== null || f.date >= today),
        today,
      ).toBe(true);
      const league = fixtures.filter((f) => f.tournament.startsWith('5. div.'));
      expect(
        league.map((f) => f.round),
        today,
      ).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    }
  });

  it("publishes a past season's table with the club's row its fixtures add up to, counted through its last match", async () => {
    const mismatches = await rows<object>(
      first,
      `WITH club AS (
         SELECT f.season, f.tournament_id,
                CASE WHEN f.home_team IN ('${CLUB.join("','")}') THEN f.home_score ELSE f.away_score END AS gf,
                CASE WHEN f.home_team IN ('${CLUB.join("','")}') THEN f.away_score ELSE f.home_score END AS ga
           FROM fixtures f JOIN league_table_rows r ON r.season = f.season AND r.tournament_id = f.tournament_id AND r.team = 'Vinderen SF'
          WHERE f.home_score IS NOT NULL),
       sums AS (
         SELECT season, tournament_id, count(*) AS games, sum((gf > ga)::int) AS wins, sum((gf = ga)::int) AS ties,
                sum((gf < ga)::int) AS losses, sum(gf) AS gf, sum(ga) AS ga
           FROM club GROUP BY season, tournament_id)
       SELECT r.* FROM league_table_rows r JOIN sums s ON s.season = r.season AND s.tournament_id = r.tournament_id
        WHERE r.team = 'Vinderen SF' AND (r.games_played <> s.games OR r.wins <> s.wins OR r.ties <> s.ties
          OR r.losses <> s.losses OR r.goals_scored <> s.gf OR r.goals_conceded <> s.ga OR r.points <> 3 * s.wins + s.ties)`,
    );
    expect(mismatches).toEqual([]);
    const tables = await rows<{ season: number; teams: string; wins: string; losses: string; gf: string; ga: string }>(
      first,
      `SELECT season, count(*) AS teams, sum(wins) AS wins, sum(losses) AS losses, sum(goals_scored) AS gf, sum(goals_conceded) AS ga
         FROM league_table_rows GROUP BY season ORDER BY season`,
    );
    expect(tables.map((table) => table.season)).toEqual([2023, 2024, 2025]);
    for (const table of tables) {
      expect(Number(table.teams)).toBe(10);
      expect(table.wins).toBe(table.losses);
      expect(table.gf).toBe(table.ga);
    }
    const notThroughLastMatch = await rows<object>(
      first,
      `SELECT r.season FROM league_table_rows r
        WHERE r.counted_through IS DISTINCT FROM (SELECT max(f.date) FROM fixtures f
                WHERE f.season = r.season AND f.tournament_id = r.tournament_id)`,
    );
    expect(notThroughLastMatch).toEqual([]);
  });

  it("builds this season's table from results: every team has played every played round, the club only in its fixtures", async () => {
    expect(await count(first, `SELECT count(*) AS n FROM league_results WHERE season <> 2026`)).toBe(0);
    expect(
      await count(
        first,
        `SELECT count(*) AS n FROM league_results WHERE home_team IN ('${CLUB.join("','")}') OR away_team IN ('${CLUB.join("','")}')`,
      ),
    ).toBe(0);
    const games = await rows<{ team: string; games: string }>(
      first,
      `WITH league AS (SELECT id FROM tournaments WHERE name = '5. div. Menn avd. 01'),
       played AS (
         SELECT CASE WHEN home_team IN ('${CLUB.join("','")}') THEN 'Vinderen SF' ELSE home_team END AS home,
                CASE WHEN away_team IN ('${CLUB.join("','")}') THEN 'Vinderen SF' ELSE away_team END AS away
           FROM fixtures WHERE season = 2026 AND home_score IS NOT NULL AND tournament_id IN (SELECT id FROM league)
         UNION ALL
         SELECT home_team, away_team FROM league_results WHERE season = 2026 AND tournament_id IN (SELECT id FROM league))
       SELECT team, count(*) AS games FROM (SELECT home AS team FROM played UNION ALL SELECT away FROM played) t
        GROUP BY team`,
    );
    const clubGames = games.find((row) => row.team === 'Vinderen SF')?.games;
    expect(games).toHaveLength(10);
    expect(Number(clubGames)).toBeGreaterThan(0);
    for (const row of games) expect(row.games, row.team).toBe(clubGames);
  });

  it('records plausible, consistent statistics for every played match', async () => {
    const problems = await rows<object>(
      first,
      `WITH m AS (
         SELECT f.id, f.aside,
                CASE WHEN f.home_team IN ('${CLUB.join("','")}') THEN f.home_score ELSE f.away_score END AS gf,
                CASE WHEN f.home_team IN ('${CLUB.join("','")}') THEN f.away_score ELSE f.home_score END AS ga
           FROM fixtures f WHERE f.home_score IS NOT NULL)
       SELECT m.id, count(s.id) AS players, sum(s.keeper) AS keepers, sum(s.goals_scored) AS goals, sum(s.assists) AS assists
         FROM m LEFT JOIN match_stats s ON s.fixture_id = m.id
        GROUP BY m.id, m.aside, m.gf, m.ga
       HAVING sum(s.keeper) <> 1 OR sum(s.goals_scored) > m.gf OR sum(s.assists) > sum(s.goals_scored)
           OR (m.aside = 11 AND count(s.id) NOT BETWEEN 11 AND 16) OR (m.aside = 7 AND count(s.id) NOT BETWEEN 7 AND 11)
           OR bool_or(s.goals_for <> m.gf OR s.goals_conceded <> m.ga OR s.attendance <> 1
              OR s.clean_sheet <> (m.ga = 0)::int OR s.two_or_less_conceded <> (m.ga <= 2)::int
              OR s.win <> (m.gf > m.ga)::int OR s.tie <> (m.gf = m.ga)::int OR s.loss <> (m.gf < m.ga)::int
              OR s.game_points <> CASE WHEN m.gf > m.ga THEN 3 WHEN m.gf = m.ga THEN 1 ELSE 0 END)`,
    );
    expect(problems).toEqual([]);
    expect(
      await count(
        first,
        'SELECT count(*) AS n FROM match_stats s JOIN fixtures f ON f.id = s.fixture_id WHERE f.home_score IS NULL',
      ),
    ).toBe(0);
    expect(
      await count(
        first,
        'SELECT count(*) AS n FROM players WHERE deletable = 0 AND id NOT IN (SELECT player_id FROM match_stats)',
      ),
    ).toBe(0);
  });

  it('gives every fantasy team 7 distinct active players and a captain among them', async () => {
    const bad = await rows<object>(
      first,
      `SELECT t.id FROM fantasy_teams t CROSS JOIN LATERAL unnest(ARRAY[t.player1, t.player2, t.player3, t.player4, t.player5, t.player6, t.player7]) AS p(player_id)
         LEFT JOIN players pl ON pl.id = p.player_id
        GROUP BY t.id, t.captain_id
       HAVING count(DISTINCT pl.id) <> 7 OR bool_or(pl.active = 0) OR NOT bool_or(p.player_id = t.captain_id)`,
    );
    expect(bad).toEqual([]);
    const withoutNextTeam = await count(
      first,
      `SELECT count(*) AS n FROM users u WHERE u.id <> 2 AND u.is_fantasy = 1 AND NOT EXISTS (
         SELECT 1 FROM fantasy_teams t JOIN fixtures f ON f.id = t.fixture_id JOIN season_state s ON s.this_match_id = f.match_id
          WHERE t.user_id = u.id)`,
    );
    expect(withoutNextTeam).toBe(0);
  });

  it('changes at most three players between a user’s consecutive rounds, within the substitution allowance', async () => {
    const teams = await rows<{ user_id: number; season: number; players: number[] }>(
      first,
      `SELECT t.user_id, f.season, ARRAY[t.player1, t.player2, t.player3, t.player4, t.player5, t.player6, t.player7] AS players
         FROM fantasy_teams t JOIN fixtures f ON f.id = t.fixture_id
        ORDER BY t.user_id, f.season, f.date, f.time`,
    );
    const previous = new Map<string, { players: number[]; allowance: number }>();
    for (const team of teams) {
      const key = `${team.user_id}/${team.season}`;
      const before = previous.get(key);
      if (before) {
        const added = team.players.filter((id) => !before.players.includes(id)).length;
        expect(added).toBeLessThanOrEqual(before.allowance);
        previous.set(key, { players: team.players, allowance: before.allowance - added >= 2 ? 3 : 2 });
      } else {
        previous.set(key, { players: team.players, allowance: 2 });
      }
    }
  });

  it('uses each boost at most once per user and season, with the used flags set from that round on', async () => {
    const teams = await rows<{
      key: string;
      active_boost: string | null;
      attack: number;
      defence: number;
      super: number;
    }>(
      first,
      `SELECT t.user_id || '/' || f.season AS key, t.active_boost,
              t.attack_boost_used AS attack, t.defence_boost_used AS defence, t.super_captain_used AS super
         FROM fantasy_teams t JOIN fixtures f ON f.id = t.fixture_id ORDER BY t.user_id, f.season, f.date, f.time`,
    );
    let key = '';
    let used = { attackBoost: 0, defenceBoost: 0, superCaptain: 0 };
    for (const team of teams) {
      if (team.key !== key) {
        key = team.key;
        used = { attackBoost: 0, defenceBoost: 0, superCaptain: 0 };
      }
      if (
        team.active_boost === 'attackBoost' ||
        team.active_boost === 'defenceBoost' ||
        team.active_boost === 'superCaptain'
      ) {
        expect(used[team.active_boost]).toBe(0);
        used[team.active_boost] = 1;
      }
      expect([team.attack, team.defence, team.super]).toEqual([used.attackBoost, used.defenceBoost, used.superCaptain]);
    }
  });

  it('dates nothing after now, and the newest article a day or two before today', async () => {
    const now = OPTIONS.now.toISOString();
    for (const [table, column] of [
      ['posts', 'date_created'],
      ['comments', 'date_created'],
      ['poll_votes', 'created_at'],
      ['users', 'register_date'],
      ['fantasy_teams', 'updated_at'],
      ['league_members', 'joined_at'],
    ]) {
      // The bot (user 2) is the migration's row, registered when the database was made.
      const mine = table === 'users' ? 'AND id <> 2' : '';
      expect(await count(first, `SELECT count(*) AS n FROM ${table} WHERE ${column} > '${now}' ${mine}`), table).toBe(
        0,
      );
    }
    for (const [table, column] of [
      ['comments', 'date_created'],
      ['poll_votes', 'created_at'],
      ['fantasy_teams', 'updated_at'],
      ['league_members', 'joined_at'],
    ]) {
      const early = await count(
        first,
        `SELECT count(*) AS n FROM ${table} x JOIN users u ON u.id = x.user_id WHERE u.id <> 2 AND x.${column} < u.register_date`,
      );
      expect(early, `${table} before the user signed up`).toBe(0);
    }
    const [newest] = await rows<{ date_created: Date }>(
      first,
      'SELECT date_created FROM posts WHERE is_feed = 0 AND published = 1 AND trashed = 0 ORDER BY date_created DESC LIMIT 1',
    );
    const age = newest ? daysBetween(osloDate(newest.date_created), TODAY) : -1;
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThanOrEqual(2);
  });

  it('has polls, albums, restricted articles, drafts and trash', async () => {
    expect(
      await count(first, 'SELECT count(*) AS n FROM posts WHERE is_feed = 0 AND published = 0 AND trashed = 0'),
    ).toBeGreaterThanOrEqual(2);
    expect(await count(first, 'SELECT count(*) AS n FROM posts WHERE trashed = 1')).toBeGreaterThanOrEqual(2);
    expect(
      await count(first, 'SELECT count(*) AS n FROM posts WHERE public_view = 0 AND admin_view = 1'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(first, 'SELECT count(*) AS n FROM posts WHERE public_view = 0 AND player_view = 1'),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(first, 'SELECT count(*) AS n FROM polls WHERE vote_once = 0')).toBeGreaterThanOrEqual(1);
    expect(
      await count(first, 'SELECT count(*) AS n FROM polls WHERE fantasy_vote = 1 AND public_vote = 0'),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(first, 'SELECT count(DISTINCT post_id) AS n FROM album_images')).toBeGreaterThanOrEqual(3);
    const singleChoiceWithSeveral = await count(
      first,
      `SELECT count(*) AS n FROM (SELECT v.id FROM poll_votes v JOIN polls p ON p.id = v.poll_id JOIN poll_vote_choices c ON c.vote_id = v.id
        WHERE p.vote_once = 1 GROUP BY v.id HAVING count(*) <> 1) x`,
    );
    expect(singleChoiceWithSeveral).toBe(0);
    expect(
      await count(
        first,
        'SELECT count(*) AS n FROM poll_vote_choices c JOIN poll_votes v ON v.id = c.vote_id LEFT JOIN poll_alternatives a ON a.poll_id = v.poll_id AND a.position = c.position WHERE a.text IS NULL',
      ),
    ).toBe(0);
  });

  it('draws every picture as a self-contained SVG', async () => {
    const images = await rows<{ content_type: string; bytes: Uint8Array }>(
      first,
      'SELECT content_type, bytes FROM images',
    );
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      const svg = Buffer.from(image.bytes).toString('utf8');
      expect(image.content_type).toBe('image/svg+xml');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/i);
    }
  });

  it('is deterministic: the same options give the same rows', async () => {
    const second = await freshDatabase();
    try {
      await loadDemoData(second, OPTIONS);
      const tables = [
        'SELECT * FROM fixtures ORDER BY id',
        'SELECT * FROM match_stats ORDER BY id',
        'SELECT * FROM league_table_rows ORDER BY id',
        'SELECT id, season, tournament_id, date, home_team, away_team, home_score, away_score FROM league_results ORDER BY id',
        'SELECT id, user_id, fixture_id, player1, player2, player3, player4, player5, player6, player7, captain_id, active_boost, updated_at FROM fantasy_teams ORDER BY id',
        'SELECT id, title, main_text, date_created FROM posts ORDER BY id',
        'SELECT * FROM comments ORDER BY id',
        'SELECT id, etag FROM images ORDER BY id',
      ];
      for (const sql of tables) {
        expect(await rows(second, sql), sql).toEqual(await rows(first, sql));
      }
    } finally {
      await second.destroy();
    }
  }, 120_000);
});
