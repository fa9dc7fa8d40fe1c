import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('demo');
});
afterAll(() => app.close());

interface Row {
  season: number;
  tournement: string;
  position: number;
  team: string;
  gamesPlayed: number;
  wins: number;
  ties: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  goalDifference: number;
  points: number;
}

async function getTables(): Promise<{ status: number; body: { success: boolean; tables: Row[] } }> {
  const response = await fetch(`${app.url}/api/getTables`);
  return { status: response.status, body: (await response.json()) as { success: boolean; tables: Row[] } };
}

describe('GET getTables', () => {
  it('answers every published row with the spec field names, as entered, and the tables built from results', async () => {
    const { status, body } = await getTables();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const raw: {
      season: number;
      name: string;
      team: string;
      goalsScored: number;
      goalsConceded: number;
      points: number;
    }[] = await app.deps.db
      .knex('league_table_rows')
      .join('tournaments', 'tournaments.id', 'league_table_rows.tournament_id');
    const published = new Set(raw.map((row) => `${row.season}/${row.name}`));
    const computed = body.tables.filter((t) => !published.has(`${t.season}/${t.tournement}`));
    expect(body.tables).toHaveLength(raw.length + computed.length);
    expect(computed.length).toBeGreaterThan(0);
    for (const row of raw) {
      const answered = body.tables.find(
        (t) => t.season === row.season && t.tournement === row.name && t.team === row.team,
      );
      expect(answered).toBeDefined();
      expect(answered!.points).toBe(row.points);
      expect(answered!.goalDifference).toBe(row.goalsScored - row.goalsConceded);
    }
  });

  it('keeps the invariants: points are 3·wins + ties, games are wins + ties + losses', async () => {
    const { body } = await getTables();
    for (const row of body.tables) {
      expect(row.points).toBe(3 * row.wins + row.ties);
      expect(row.gamesPlayed).toBe(row.wins + row.ties + row.losses);
    }
  });

  it('orders each table by points, goal difference and goals, newest season first', async () => {
    const { body } = await getTables();
    const seasons = [...new Set(body.tables.map((r) => r.season))];
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
    for (const season of seasons) {
      const rows = body.tables.filter((r) => r.season === season);
      expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        const order = a.points - b.points || a.goalDifference - b.goalDifference || a.goalsScored - b.goalsScored;
        expect(order).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is a GET: a POST is not the same call', async () => {
    const response = await fetch(`${app.url}/api/getTables`, { method: 'POST', headers: { Origin: app.url } });
    expect(response.status).toBe(405);
  });
});
