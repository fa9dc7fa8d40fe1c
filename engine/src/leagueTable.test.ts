import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { club } from './club';
import { sortTable, type TableRow } from './football';
import {
  addResultToRows,
  tableCorrectionText,
  leagueResultRefusal,
  leagueTable,
  provisionalTable,
  tableTeamName,
  type DatedResult,
  type TableCorrection,
} from './leagueTable';

const TEAMS = ['Aker', 'Bygdøy', 'Grorud IL 2', 'Lyn 3', ...club.spellings];
const team = fc.constantFrom(...TEAMS);
const date = fc.integer({ min: 1, max: 28 }).map((day) => `2026-05-${String(day).padStart(2, '0')}`);
const result: fc.Arbitrary<DatedResult> = fc
  .record({
    homeTeam: team,
    awayTeam: team,
    homeTeamScore: fc.nat({ max: 9 }),
    awayTeamScore: fc.nat({ max: 9 }),
    date,
  })
  .filter((r) => tableTeamName(r.homeTeam) !== tableTeamName(r.awayTeam));
const results = fc.array(result, { maxLength: 30 });
const correction: fc.Arbitrary<TableCorrection> = fc.record({
  team,
  pointsDeducted: fc.nat({ max: 6 }),
  withdrawn: fc.boolean(),
  reason: fc.constant('Brudd på reglementet'),
});

const blank = (name: string): TableRow => ({
  team: name,
  gamesPlayed: 0,
  wins: 0,
  ties: 0,
  losses: 0,
  goalsScored: 0,
  goalsConceded: 0,
  goalDifference: 0,
  points: 0,
});

/** The table computed one match at a time, the way a person would add them up. */
function matchByMatch(matches: readonly DatedResult[]): TableRow[] {
  let rows = new Map<string, TableRow>();
  for (const match of matches) rows = addResultToRows(rows, match, blank);
  return sortTable([...rows.values()]);
}

const table = (matches: readonly DatedResult[], corrections: readonly TableCorrection[] = []) =>
  leagueTable({ base: [], countedThrough: null, results: matches, corrections });

describe('the league table from results', () => {
  it('equals the table computed match by match', () => {
    fc.assert(
      fc.property(results, (matches) => {
        expect(table(matches)).toEqual(matchByMatch(matches));
      }),
    );
  });

  it('does not depend on the order the results were entered in', () => {
    fc.assert(
      fc.property(
        results.chain((matches) =>
          fc.tuple(fc.constant(matches), fc.shuffledSubarray(matches, { minLength: matches.length })),
        ),
        ([matches, shuffled]) => {
          expect(table(shuffled)).toEqual(table(matches));
        },
      ),
    );
  });

  it('keeps the sums: goals for = goals against, wins = losses, two games per match', () => {
    fc.assert(
      fc.property(results, (matches) => {
        const rows = table(matches);
        const sum = (key: keyof Omit<TableRow, 'team'>) => rows.reduce((total, row) => total + row[key], 0);
        expect(sum('goalsScored')).toBe(sum('goalsConceded'));
        expect(sum('wins')).toBe(sum('losses'));
        expect(sum('gamesPlayed')).toBe(2 * matches.length);
        for (const row of rows) {
          expect(row.points).toBe(3 * row.wins + row.ties);
          expect(row.gamesPlayed).toBe(row.wins + row.ties + row.losses);
        }
      }),
    );
  });

  it('gathers every spelling of the club in one row', () => {
    fc.assert(
      fc.property(results, (matches) => {
        const names = table(matches).map((row) => row.team);
        expect(names.filter((name) => club.spellings.includes(name))).toEqual(
          names.includes(club.name) ? [club.name] : [],
        );
      }),
    );
  });

  it('adds only the results after the published base to it', () => {
    fc.assert(
      fc.property(results, date, (matches, through) => {
        const before = matches.filter((m) => m.date <= through);
        const after = matches.filter((m) => m.date > through);
        const base = table(before);
        expect(leagueTable({ base, countedThrough: through, results: matches, corrections: [] })).toEqual(
          matchByMatch([...before, ...after]),
        );
      }),
    );
  });

  it('takes deducted points off and leaves withdrawn teams and their matches out', () => {
    fc.assert(
      fc.property(results, fc.array(correction, { maxLength: 4 }), (matches, corrections) => {
        const withdrawn = new Set(corrections.filter((c) => c.withdrawn).map((c) => tableTeamName(c.team)));
        const counted = matches.filter(
          (m) => !withdrawn.has(tableTeamName(m.homeTeam)) && !withdrawn.has(tableTeamName(m.awayTeam)),
        );
        const rows = table(matches, corrections);
        expect(rows.some((row) => withdrawn.has(row.team))).toBe(false);
        for (const row of rows) {
          const deducted = corrections
            .filter((c) => tableTeamName(c.team) === row.team)
            .reduce((total, c) => total + c.pointsDeducted, 0);
          expect(row.points).toBe(3 * row.wins + row.ties - deducted);
        }
        const uncorrected = table(counted).filter((row) => !withdrawn.has(row.team));
        for (const row of uncorrected) {
          expect(rows.find((r) => r.team === row.team)).toMatchObject({ wins: row.wins, goalsScored: row.goalsScored });
        }
      }),
    );
  });
});

describe('the provisional table of a live match', () => {
  it('equals the table with the running score as one more result, the two teams marked', () => {
    fc.assert(
      fc.property(results, result, (matches, live) => {
        const shown = provisionalTable(table(matches), live, blank);
        expect(shown.map(({ provisional: _, ...row }) => row)).toEqual(table([...matches, live]));
        expect(
          shown
            .filter((row) => row.provisional)
            .map((row) => row.team)
            .sort(),
        ).toEqual([tableTeamName(live.homeTeam), tableTeamName(live.awayTeam)].sort());
      }),
    );
  });

  it('counts nothing for a match against a withdrawn team', () => {
    const rows = table([
      { homeTeam: 'Aker', awayTeam: 'Lyn 3', homeTeamScore: 1, awayTeamScore: 0, date: '2026-05-01' },
    ]);
    const shown = provisionalTable(
      rows,
      { homeTeam: 'Vindern', awayTeam: 'Bygdøy', homeTeamScore: 2, awayTeamScore: 0 },
      blank,
      new Set(['Bygdøy']),
    );
    expect(shown.map(({ provisional: _, ...row }) => row)).toEqual(rows);
    expect(shown.some((row) => row.provisional)).toBe(false);
  });
});

describe('a division result an admin enters', () => {
  const ok: DatedResult = {
    homeTeam: 'Aker',
    awayTeam: 'Lyn 3',
    homeTeamScore: 2,
    awayTeamScore: 1,
    date: '2026-05-02',
  };
  it('is counted when it is a plain result of two other teams in the season', () => {
    expect(leagueResultRefusal(ok, 2026)).toBeNull();
  });
  it.each([
    [{ ...ok, awayTeam: ' ' }, 'Skriv inn både hjemmelag og bortelag.'],
    [{ ...ok, awayTeam: 'Aker' }, 'Et lag kan ikke spille mot seg selv.'],
    [{ ...ok, homeTeam: 'Vindern' }, 'Klubbens egne kamper føres i kampoppsettet, ikke her.'],
    [{ ...ok, homeTeamScore: -1 }, 'Antall mål må være et helt tall fra 0 til 30.'],
    [{ ...ok, awayTeamScore: 31 }, 'Antall mål må være et helt tall fra 0 til 30.'],
    [{ ...ok, date: '2025-12-31' }, 'Datoen må være i sesongen 2026.'],
    [{ ...ok, date: '2027-02-01' }, 'Datoen må være i sesongen 2026.'],
  ])('refuses %o', (result, message) => {
    expect(leagueResultRefusal(result, 2026)).toBe(message);
  });
  it('refuses a result the published table already counts', () => {
    expect(leagueResultRefusal(ok, 2026, '2026-05-02')).toBe(
      'Tabellen fra forbundet har allerede med kampene til og med 02.05.2026. Legg bare inn resultater etter den datoen.',
    );
    expect(leagueResultRefusal(ok, 2026, '2026-05-01')).toBeNull();
  });
});

describe('the line under the table', () => {
  it('names the team, what was corrected and why', () => {
    const deduction = { team: 'Grorud IL 2', pointsDeducted: 3, withdrawn: false, reason: 'Ulovlig spiller' };
    expect(tableCorrectionText(deduction)).toBe('Grorud IL 2: 3 poeng trukket – Ulovlig spiller');
    expect(tableCorrectionText({ ...deduction, pointsDeducted: 0, withdrawn: true, reason: 'Fikk ikke lag' })).toBe(
      'Grorud IL 2: trukket fra serien, kampene teller ikke – Fikk ikke lag',
    );
  });
});
