import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { osloDateTimeToInstant, type IsoDate } from '@vsf/engine';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const pointer = () => db()('season_state').first('this_year', 'this_round', 'this_match_id');

/** Everything a save changes and a reopen must give back, row by row. */
async function matchDayState() {
  const byId = (table: 'fixtures' | 'match_stats' | 'fantasy_player_points' | 'fantasy_teams') =>
    db()(table).orderBy('id');
  return {
    fixtures: await byId('fixtures'),
    stats: await byId('match_stats'),
    points: await byId('fantasy_player_points'),
    teams: await byId('fantasy_teams'),
    pointer: await pointer(),
  };
}

/** Saves the season's current match as an admin on its evening: 3–1 to the club, two scorers. */
async function saveCurrentMatch(): Promise<{ matchID: string; season: number }> {
  const current = expectRow(await pointer());
  const fixture = expectRow(await db()('fixtures').where({ matchId: current.thisMatchId }).first());
  app.setNow(osloDateTimeToInstant(fixture.date as IsoDate, '22.00'));
  const players: { id: number }[] = await db()('players').where({ active: 1 }).orderBy('id').limit(6);
  const clubAtHome = ['Vinderen SF', 'Vinderen', 'Vindern'].includes(fixture.homeTeam);
  const { status, body } = await app.call(
    'saveMatch',
    {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      homeTeamScore: clubAtHome ? 3 : 1,
      awayTeamScore: clubAtHome ? 1 : 3,
      trivia: fixture.trivia,
      players: players.map((player, index) => ({
        playerID: player.id,
        attendance: 1,
        keeper: index === 0 ? 1 : 0,
        goalsScored: index === 1 ? 2 : index === 2 ? 1 : 0,
        assists: index === 3 ? 2 : 0,
      })),
    },
    { cookie: admin },
  );
  expect(status, String(body.msg)).toBe(200);
  return { matchID: fixture.matchId, season: fixture.season };
}

describe('reopenMatch', () => {
  it('refuses an unknown match and a match without a result in Norwegian, changing nothing', async () => {
    const before = await matchDayState();
    const unknown = await app.call('reopenMatch', { matchID: 'finnes-ikke' }, { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Fant ikke kampen.');
    const current = expectRow(await pointer());
    const unplayed = await app.call('reopenMatch', { matchID: current.thisMatchId }, { cookie: admin });
    expect(unplayed.status).toBe(400);
    expect(unplayed.body.msg).toBe('Kampen har ikke noe resultat, så den kan ikke åpnes igjen.');
    expect(await matchDayState()).toEqual(before);
  });

  it('gives back the database as it was before the save: fixtures, statistics, points, totals, ranks, pointer', async () => {
    const before = await matchDayState();
    const { matchID, season } = await saveCurrentMatch();
    expect(expectRow(await pointer()).thisMatchId).not.toBe(matchID);
    app.events.length = 0;
    const { status, body } = await app.call('reopenMatch', { matchID }, { cookie: admin });
    expect(status, String(body.msg)).toBe(200);
    expect(body).toMatchObject({ thisYear: season, thisMatchID: matchID });
    expect(await matchDayState()).toEqual(before);
    // The managers' numbers go back to the unplayed ones: points:own and each changed league's
    // table; notice:new tells the managers whose points the reopen took away.
    expect([...new Set(app.events.map((event) => event.event))].sort()).toEqual(
      [
        'deadline',
        'fixtures:updated',
        'notice:new',
        'rankings:updated',
        'stats:updated',
        'points:live',
        'points:own',
        'league:table',
      ].sort(),
    );
    const line = expectRow(await db()('audit_log').orderBy('id', 'desc').first());
    expect(line).toMatchObject({ kind: 'match', action: 'reopen', objectId: matchID, username: 'admin' });
    expect(line.after).toMatchObject({ homeTeamScore: null, awayTeamScore: null, players: {} });
  });

  it('keeps a team its manager changed for the next round, with the reopened points taken off its total', async () => {
    const { matchID } = await saveCurrentMatch();
    const next = expectRow(
      await db()('fixtures')
        .where({ matchId: expectRow(await pointer()).thisMatchId })
        .first(),
    );
    const team = expectRow(await db()('fantasy_teams').where({ fixtureId: next.id }).orderBy('id').first());
    const reopened = expectRow(await db()('fixtures').where({ matchId: matchID }).first());
    const source = expectRow(
      await db()('fantasy_teams').where({ fixtureId: reopened.id, userId: team.userId }).first(),
    );
    await db()('fantasy_teams')
      .where({ id: team.id })
      .update({ updatedAt: new Date(Date.parse(String(source.updatedAt)) + 60_000) });
    expect((await app.call('reopenMatch', { matchID }, { cookie: admin })).status).toBe(200);
    const kept = expectRow(await db()('fantasy_teams').where({ id: team.id }).first());
    expect(kept.totalPoints).toBe(team.totalPoints - source.roundPoints);
    const others = await db()('fantasy_teams').where({ fixtureId: next.id }).whereNot({ id: team.id });
    expect(others).toEqual([]);
    await db()('fantasy_teams').where({ id: team.id }).delete();
  });

  it('leaves the pointer where it is when a later match was saved too', async () => {
    const first = await saveCurrentMatch();
    const second = await saveCurrentMatch();
    const after = await pointer();
    expect((await app.call('reopenMatch', { matchID: first.matchID }, { cookie: admin })).status).toBe(200);
    expect(await pointer()).toEqual(after);
    expect(expectRow(await db()('fixtures').where({ matchId: first.matchID }).first()).homeScore).toBeNull();
    expect((await app.call('reopenMatch', { matchID: second.matchID }, { cookie: admin })).status).toBe(200);
    expect(expectRow(await pointer()).thisMatchId).toBe(second.matchID);
  });

  it("continues an ended season at its last match, as it was before the season's last save", async () => {
    const current = expectRow(await pointer());
    const fixture = expectRow(await db()('fixtures').where({ matchId: current.thisMatchId }).first());
    // Make the current match the season's last: no match after it, none left unplayed before it.
    await db()('fixtures')
      .where({ season: fixture.season })
      .whereNot({ id: fixture.id })
      .andWhere((where) =>
        where
          .whereNull('home_score')
          .orWhereRaw('(date, time, match_id) > (?, ?, ?)', [fixture.date, fixture.time, fixture.matchId]),
      )
      .delete();
    const before = await matchDayState();
    const { matchID, season } = await saveCurrentMatch();
    expect(await pointer()).toEqual({ thisYear: season, thisRound: 0, thisMatchId: 'endOfSeason' });
    app.events.length = 0;
    expect((await app.call('reopenMatch', { matchID }, { cookie: admin })).status).toBe(200);
    expect(await matchDayState()).toEqual(before);
    expect(app.events.map((event) => event.event)).toContain('season:changed');
  });
});
