import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { expectRow } from '../../testing/rows';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
});
afterAll(() => app.close());

const knex = () => app.deps.db.knex;
const pointer = async () => expectRow(await knex()('season_state').first());

async function addFixture(season: number, date: string, matchId: string): Promise<void> {
  const pitch = expectRow(await knex()('pitches').first('id'));
  const tournament = expectRow(await knex()('tournaments').first('id'));
  await knex()('fixtures').insert({
    season,
    round: 1,
    date,
    weekday: 'Lørdag',
    time: '15:00',
    pitchId: pitch.id,
    tournamentId: tournament.id,
    matchId,
    homeTeam: 'Vinderen SF',
    awayTeam: 'Heming 2',
  });
}

describe('startSeason and endSeason', () => {
  it('refuse non-admins', async () => {
    const fan = await app.login('vsffan');
    expect((await app.call('endSeason', {}, { cookie: fan })).status).toBe(403);
    expect((await app.call('startSeason', {}, { cookie: fan })).status).toBe(403);
  });

  it('will not start a season that is still running', async () => {
    const { status, body } = await app.call('startSeason', {}, { cookie: admin });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/ikke avsluttet/);
  });

  it('ends the season: unplayed fixtures go, the pointer says endOfSeason', async () => {
    const { thisYear } = await pointer();
    const unplayed = await knex()('fixtures').where({ season: thisYear }).whereNull('home_score').pluck('id');
    expect(unplayed.length).toBeGreaterThan(0);
    const { status, body } = await app.call('endSeason', {}, { cookie: admin });
    expect(status).toBe(200);
    // A count, on PGlite too (whose driver answers a bare delete with its result object).
    expect(body.deletedFixtures).toBe(unplayed.length);
    expect(await pointer()).toMatchObject({ thisRound: 0, thisMatchId: 'endOfSeason' });
    expect(await knex()('fixtures').whereIn('id', unplayed).first()).toBeUndefined();
    expect(await knex()('fantasy_teams').whereIn('fixture_id', unplayed).first()).toBeUndefined();
    expect(app.events.map((event) => event.event)).toEqual(expect.arrayContaining(['season:changed', 'deadline']));
  });

  it("refuses to start without next year's fixtures, with the spec's text", async () => {
    const { status, body } = await app.call('startSeason', {}, { cookie: admin });
    expect(status).toBe(400);
    expect(body.msg).toBe('Du må registrere noen kamper i neste års kampprogram ... før du kan starte neste sesong.');
  });

  it('starts the next season at its first match, all in one go', async () => {
    const { thisYear } = await pointer();
    await addFixture(thisYear + 1, `${thisYear + 1}-04-18`, 'NY2');
    await addFixture(thisYear + 1, `${thisYear + 1}-04-11`, 'NY1');
    const managers = await knex()('fantasy_teams as t')
      .join('fixtures as f', 'f.id', 't.fixture_id')
      .where('f.season', thisYear)
      .countDistinct({ n: 't.user_id' })
      .first();
    const { status } = await app.call('startSeason', {}, { cookie: admin });
    expect(status).toBe(200);
    expect(await pointer()).toMatchObject({ thisYear: thisYear + 1, thisRound: 1, thisMatchId: 'NY1' });
    expect(await knex()('previous_years').pluck('year')).toContain(thisYear);
    expect(await knex()('leagues').where({ season: thisYear, active: 1 }).first()).toBeUndefined();
    const first = expectRow(await knex()('fixtures').where({ matchId: 'NY1' }).first());
    const teams = await knex()('fantasy_teams').where({ fixtureId: first.id }).count({ n: '*' }).first();
    expect(teams?.n).toBe(managers?.n);
    expect(await knex()('users').where({ seasonFirstTimeLogin: 0 }).first()).toBeUndefined();
  });
});
