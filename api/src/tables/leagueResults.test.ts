import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { club, isClubTeam, osloDateTimeToInstant, type IsoDate } from '@vsf/engine';
import { type SeasonTableRow } from '@vsf/contract';
import { createTestApp, type TestApp } from '../testing/testApp';
import { expectRow } from '../testing/rows';
import { countRows } from '../platform/db/queryResults';

let app: TestApp;
let admin: string;
let season: number;
const LEAGUE = '5. div. Menn avd. 01';
const db = (): Knex => app.deps.db.knex;

beforeAll(async () => {
  app = await createTestApp('demo');
  admin = await app.login('admin');
  season = (await app.call('getYearRoundMatchDateID')).body.thisYear;
});
afterAll(() => app.close());

async function tables(): Promise<{ tables: SeasonTableRow[]; corrections: { team: string; reason: string }[] }> {
  return (await (await fetch(`${app.url}/api/getTables`)).json()) as {
    tables: SeasonTableRow[];
    corrections: { team: string; reason: string }[];
  };
}

async function leagueRows(): Promise<SeasonTableRow[]> {
  return (await tables()).tables.filter((row) => row.season === season && row.tournement === LEAGUE);
}

const rowOf = (rows: readonly SeasonTableRow[], team: string) => expectRow(rows.find((row) => row.team === team));

/** Saves the season's current match from the statistics form ('Lagre kampen') as `home`–`away`. */
async function saveCurrentMatch(home: number, away: number) {
  const current = expectRow(await db()('season_state').first('this_match_id'));
  const fixture = expectRow(await db()('fixtures').where({ matchId: current.thisMatchId }).first());
  app.setNow(osloDateTimeToInstant(fixture.date as IsoDate, '22.00'));
  const players: { id: number }[] = await db()('players').where({ active: 1 }).orderBy('id').limit(2);
  const { status, body } = await app.call(
    'saveMatch',
    {
      season: fixture.season,
      round: fixture.round,
      matchID: fixture.matchId,
      homeTeamScore: home,
      awayTeamScore: away,
      trivia: fixture.trivia,
      players: players.map((player, index) => ({
        playerID: player.id,
        attendance: 1,
        keeper: index === 0 ? 1 : 0,
        goalsScored: index === 1 ? (isClubTeam(fixture.homeTeam) ? home : away) : 0,
      })),
    },
    { cookie: admin },
  );
  expect(status, String(body.msg)).toBe(200);
  return { fixture, opponent: isClubTeam(fixture.homeTeam) ? fixture.awayTeam : fixture.homeTeam };
}

describe("this season's table follows the results", () => {
  it('is computed from the club fixtures and the entered division results, every team once', async () => {
    const rows = await leagueRows();
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => isClubTeam(row.team)).map((row) => row.team)).toEqual([club.name]);
    const played = await db()('fixtures')
      .join('tournaments', 'tournaments.id', 'fixtures.tournament_id')
      .where({ 'fixtures.season': season, 'tournaments.name': LEAGUE })
      .whereNotNull('fixtures.home_score')
      .select('fixtures.home_team', 'fixtures.away_team', 'fixtures.home_score', 'fixtures.away_score');
    const ours = rowOf(rows, club.name);
    expect(ours.gamesPlayed).toBe(played.length);
    const goalsFor = played.reduce((sum, f) => sum + (isClubTeam(f.homeTeam) ? f.homeScore : f.awayScore), 0);
    expect(ours.goalsScored).toBe(goalsFor);
    const sum = (key: 'goalsScored' | 'goalsConceded') => rows.reduce((total, row) => total + row[key], 0);
    expect(sum('goalsScored')).toBe(sum('goalsConceded'));
  });

  it("moves the club's row and the opponent's when 'Lagre kampen' saves a 1–1, and a reopen takes it back", async () => {
    const before = await leagueRows();
    const { fixture, opponent } = await saveCurrentMatch(1, 1);
    const after = await leagueRows();
    for (const team of [club.name, opponent]) {
      expect(rowOf(after, team).gamesPlayed).toBe(rowOf(before, team).gamesPlayed + 1);
      expect(rowOf(after, team).ties).toBe(rowOf(before, team).ties + 1);
      expect(rowOf(after, team).points).toBe(rowOf(before, team).points + 1);
      expect(rowOf(after, team).goalsScored).toBe(rowOf(before, team).goalsScored + 1);
    }
    const reopened = await app.call('reopenMatch', { matchID: fixture.matchId }, { cookie: admin });
    expect(reopened.status, reopened.body.msg).toBe(200);
    expect(await leagueRows()).toEqual(before);
  });

  it('keeps a past season as published: its rows equal the stored ones', async () => {
    const past = (await tables()).tables.filter((row) => row.season === season - 1);
    const stored = await db()('league_table_rows').where({ season: season - 1 });
    expect(past).toHaveLength(stored.length);
    for (const row of stored) expect(rowOf(past, row.team).points).toBe(row.points);
  });
});

describe('division results entered by an admin', () => {
  const result = (teams: string[]) => ({
    season,
    tournement: LEAGUE,
    date: `${season}-06-01`,
    homeTeam: teams[0]!,
    awayTeam: teams[1]!,
    homeTeamScore: 2,
    awayTeamScore: 0,
  });
  const otherTeams = async () => (await leagueRows()).map((row) => row.team).filter((team) => !isClubTeam(team));

  it('refuses everyone but admins', async () => {
    const fan = await app.login('vsffan');
    const teams = await otherTeams();
    expect((await app.callRaw('saveLeagueResult', result(teams), { cookie: fan })).status).toBe(403);
    expect((await app.callRaw('getLeagueResults', { season, tournement: LEAGUE })).status).toBe(401);
  });

  it('counts a saved result, logs it, tells every table, and uncounts it when deleted', async () => {
    const teams = await otherTeams();
    const before = await leagueRows();
    const eventsBefore = app.events.length;
    const saved = await app.call('saveLeagueResult', result(teams), { cookie: admin });
    expect(saved.status, saved.body.msg).toBe(200);
    const after = await leagueRows();
    expect(rowOf(after, teams[0]!).points).toBe(rowOf(before, teams[0]!).points + 3);
    expect(rowOf(after, teams[1]!).losses).toBe(rowOf(before, teams[1]!).losses + 1);
    expect(app.events.slice(eventsBefore).map((e) => e.event)).toContain('table:updated');
    const log = await db()('audit_log').where({ kind: 'leagueTable' }).orderBy('id', 'desc').first();
    expect(log?.summary).toContain(teams[0]);
    const listed = await app.call('getLeagueResults', { season, tournement: LEAGUE }, { cookie: admin });
    expect(listed.body.results.map((r) => r.resultID)).toContain(saved.body.resultID);
    expect(listed.body.teams).toEqual(expect.arrayContaining(teams));

    const deleted = await app.call('deleteLeagueResult', { resultID: saved.body.resultID }, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect(await leagueRows()).toEqual(before);
  });

  it('refuses the club, a team against itself, bad scores, a date outside the season and a double entry', async () => {
    const teams = await otherTeams();
    const count = () => countRows(db()('league_results'));
    const rowsBefore = await count();
    const cases: [object, string][] = [
      [{ ...result(teams), homeTeam: 'Vindern' }, 'Klubbens egne kamper føres i kampoppsettet, ikke her.'],
      [{ ...result(teams), awayTeam: teams[0] }, 'Et lag kan ikke spille mot seg selv.'],
      [{ ...result(teams), homeTeamScore: -1 }, 'Antall mål må være et helt tall fra 0 til 30.'],
      [{ ...result(teams), awayTeamScore: 45 }, 'Antall mål må være et helt tall fra 0 til 30.'],
      [{ ...result(teams), awayTeamScore: null }, 'Antall mål må være et helt tall fra 0 til 30.'],
      [{ ...result(teams), date: `${season - 1}-06-01` }, `Datoen må være i sesongen ${season}.`],
      [{ ...result(teams), date: '31.02.2026' }, 'Datoen må skrives dd.mm.åååå.'],
    ];
    for (const [body, msg] of cases) {
      const answer = await app.callRaw('saveLeagueResult', body, { cookie: admin });
      expect(answer.status, msg).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
    const first = await app.call('saveLeagueResult', result(teams), { cookie: admin });
    const again = await app.callRaw('saveLeagueResult', result(teams), { cookie: admin });
    expect(again.status).toBe(409);
    expect(await count()).toBe(rowsBefore + 1);
    await app.call('deleteLeagueResult', { resultID: first.body.resultID }, { cookie: admin });
  });
});

describe('a published table', () => {
  it('adds a result dated after the date it counts through, and refuses one it already counts', async () => {
    const past = season - 1;
    const published = await db()('league_table_rows').where({ season: past }).orderBy('points');
    const through = expectRow(published[0]).countedThrough!;
    const [home, away] = published.filter((row) => !isClubTeam(row.team)).map((row) => row.team);
    const entry = {
      season: past,
      tournement: LEAGUE,
      homeTeam: home!,
      awayTeam: away!,
      homeTeamScore: 1,
      awayTeamScore: 0,
    };
    const listed = await app.call('getLeagueResults', { season: past, tournement: LEAGUE }, { cookie: admin });
    expect(listed.body.countedThrough).toBe(through);

    const counted = await app.callRaw('saveLeagueResult', { ...entry, date: through }, { cookie: admin });
    expect(counted.status).toBe(400);
    expect(counted.body.msg).toContain('Tabellen fra forbundet har allerede med kampene til og med');

    const later = await app.call('saveLeagueResult', { ...entry, date: `${past}-12-30` }, { cookie: admin });
    expect(later.status, later.body.msg).toBe(200);
    const rows = (await tables()).tables.filter((row) => row.season === past && row.tournement === LEAGUE);
    const stored = (team: string) => expectRow(published.find((row) => row.team === team));
    expect(rowOf(rows, home!).points).toBe(stored(home!).points + 3);
    expect(rowOf(rows, away!).gamesPlayed).toBe(stored(away!).gamesPlayed + 1);
    await app.call('deleteLeagueResult', { resultID: later.body.resultID }, { cookie: admin });
  });
});

describe('table corrections', () => {
  it('deducts points with the reason in the answer, leaves a withdrawn team and its matches out, and comes off again', async () => {
    const before = await leagueRows();
    const [deducted, withdrawn] = before.filter((row) => !isClubTeam(row.team)).map((row) => row.team);
    const deduction = await app.call(
      'saveTableCorrection',
      {
        season,
        tournement: LEAGUE,
        team: deducted!,
        pointsDeducted: 3,
        withdrawn: false,
        reason: 'Brukte ulovlig spiller',
      },
      { cookie: admin },
    );
    expect(deduction.status, deduction.body.msg).toBe(200);
    const withdrawal = await app.call(
      'saveTableCorrection',
      { season, tournement: LEAGUE, team: withdrawn!, pointsDeducted: 0, withdrawn: true, reason: 'Trakk laget' },
      { cookie: admin },
    );
    expect(withdrawal.status, withdrawal.body.msg).toBe(200);

    const answer = await tables();
    const after = answer.tables.filter((row) => row.season === season && row.tournement === LEAGUE);
    expect(after.map((row) => row.team)).not.toContain(withdrawn);
    expect(after).toHaveLength(before.length - 1);
    const playedAgainstWithdrawn = await db()('league_results')
      .where({ season })
      .andWhere((q) => q.where({ homeTeam: withdrawn }).orWhere({ awayTeam: withdrawn }))
      .andWhere((q) => q.where({ homeTeam: deducted }).orWhere({ awayTeam: deducted }));
    expect(rowOf(after, deducted!).gamesPlayed).toBe(
      rowOf(before, deducted!).gamesPlayed - playedAgainstWithdrawn.length,
    );
    expect(rowOf(after, deducted!).points).toBe(3 * rowOf(after, deducted!).wins + rowOf(after, deducted!).ties - 3);
    expect(answer.corrections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ team: deducted, pointsDeducted: 3, reason: 'Brukte ulovlig spiller' }),
        expect.objectContaining({ team: withdrawn, withdrawn: true, reason: 'Trakk laget' }),
      ]),
    );

    for (const id of [deduction.body.correctionID, withdrawal.body.correctionID]) {
      expect((await app.call('deleteTableCorrection', { correctionID: id }, { cookie: admin })).status).toBe(200);
    }
    expect(await leagueRows()).toEqual(before);
  });

  it('refuses a correction without a reason, without a change, or for a team outside the table', async () => {
    const team = (await leagueRows())[0]!.team;
    const base = { season, tournement: LEAGUE, team, pointsDeducted: 3, withdrawn: false, reason: 'Grunn' };
    const cases: [object, string][] = [
      [{ ...base, reason: '  ' }, 'Skriv en begrunnelse. Den vises under tabellen.'],
      [
        { ...base, pointsDeducted: 0 },
        'Skriv inn poeng som skal trekkes, eller kryss av for at laget har trukket seg.',
      ],
      [{ ...base, pointsDeducted: -2 }, 'Poengtrekket kan ikke være negativt.'],
      [{ ...base, team: 'Ukjent FK' }, 'Ukjent FK er ikke med i denne tabellen.'],
      [{ ...base, tournement: 'Finnes ikke' }, 'Fant ikke turneringen.'],
    ];
    for (const [body, msg] of cases) {
      const answer = await app.callRaw('saveTableCorrection', body, { cookie: admin });
      expect(answer.body.msg).toBe(msg);
    }
    expect(await countRows(db()('table_corrections'))).toBe(0);
  });
});
