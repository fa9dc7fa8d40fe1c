/**
 * The league table from results (000 §2, §7): the federation's published table as the base,
 * every result after the date it counts through added to it, then the admin's corrections
 * (a points deduction, a withdrawn team). The same addition gives the provisional table
 * while the club's match is live.
 */
import { club, isClubTeam } from './club';
import { emptyTableRow, sortTable, withMatchResult, type TableRow } from './football';
import { formatNorwegianDate } from './format';

/** A played match of the division: both scores are known. */
export interface PlayedResult {
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number;
  awayTeamScore: number;
}

export interface DatedResult extends PlayedResult {
  /** yyyy-mm-dd */
  date: string;
}

/** An admin's correction of one team's row; the reason is shown under the table. */
export interface TableCorrection {
  team: string;
  /** Points taken off the row (NFF's sanctions); 0 when the team only withdrew. */
  pointsDeducted: number;
  /** A withdrawn team leaves the table and its matches count for no one. */
  withdrawn: boolean;
  reason: string;
}

export interface LeagueTableInput {
  /** The published rows ('as the federation published it'); empty when the table is built from results alone. */
  base: readonly TableRow[];
  /** The last date the base counts; results on or before it are already in it. Null: no base. */
  countedThrough: string | null;
  results: readonly DatedResult[];
  corrections: readonly TableCorrection[];
}

/** The club's row gathers every spelling its fixtures were typed with (002 §5). */
export function tableTeamName(team: string): string {
  return isClubTeam(team) ? club.name : team;
}

/**
 * One result added to a table's rows (unsorted), teams by their table name. A team the table
 * does not have yet gets a row built by `newRow`.
 */
export function addResultToRows<T extends TableRow>(
  rows: ReadonlyMap<string, T>,
  result: PlayedResult,
  newRow: (team: string) => T,
): Map<string, T> {
  const next = new Map(rows);
  const home = tableTeamName(result.homeTeam);
  const away = tableTeamName(result.awayTeam);
  next.set(home, withMatchResult(next.get(home) ?? newRow(home), result.homeTeamScore, result.awayTeamScore));
  next.set(away, withMatchResult(next.get(away) ?? newRow(away), result.awayTeamScore, result.homeTeamScore));
  return next;
}

/** The teams that have withdrawn (by table name). */
export function withdrawnTeams(corrections: readonly TableCorrection[]): Set<string> {
  return new Set(corrections.filter((c) => c.withdrawn).map((c) => tableTeamName(c.team)));
}

/**
 * The table: base + results after `countedThrough` + corrections, in the engine's order.
 * Results of a withdrawn team count for no one (NFF's rule); a deduction lowers the points.
 */
export function leagueTable(input: LeagueTableInput): (TableRow & { position: number })[] {
  const withdrawn = withdrawnTeams(input.corrections);
  let rows = new Map<string, TableRow>();
  for (const row of input.base) {
    const team = tableTeamName(row.team);
    rows.set(team, { ...row, team, goalDifference: row.goalsScored - row.goalsConceded });
  }
  for (const result of input.results) {
    if (input.countedThrough !== null && result.date <= input.countedThrough) continue;
    if (withdrawn.has(tableTeamName(result.homeTeam)) || withdrawn.has(tableTeamName(result.awayTeam))) continue;
    rows = addResultToRows(rows, result, emptyTableRow);
  }
  for (const correction of input.corrections) {
    const team = tableTeamName(correction.team);
    if (correction.pointsDeducted === 0) continue;
    const row = rows.get(team) ?? emptyTableRow(team);
    rows.set(team, { ...row, points: row.points - correction.pointsDeducted });
  }
  for (const team of withdrawn) rows.delete(team);
  return sortTable([...rows.values()]);
}

/**
 * The table with a live match's running score counted (FotMob's live table): the two teams'
 * rows are marked provisional until the result is confirmed. A match against a withdrawn
 * team counts for no one, so it leaves the table as it was.
 */
export function provisionalTable<T extends TableRow>(
  rows: readonly T[],
  live: PlayedResult,
  newRow: (team: string) => T,
  withdrawn: ReadonlySet<string> = new Set(),
): (T & { position: number; provisional: boolean })[] {
  const home = tableTeamName(live.homeTeam);
  const away = tableTeamName(live.awayTeam);
  const counted = !withdrawn.has(home) && !withdrawn.has(away);
  const byTeam = new Map(rows.map((row) => [tableTeamName(row.team), row]));
  const added = counted ? addResultToRows(byTeam, live, newRow) : byTeam;
  return sortTable([...added.entries()].map(([team, row]) => ({ ...row, team }))).map((row) => ({
    ...row,
    provisional: counted && (row.team === home || row.team === away),
  }));
}

/** The most goals one side can score in a division result; more is a typing error. */
export const MAX_RESULT_GOALS = 30;

/**
 * Why a division result entered by an admin cannot be counted, in Norwegian; null when it
 * can. The club's own matches are results of its fixtures, so they are never entered twice.
 */
export function leagueResultRefusal(
  result: DatedResult,
  season: number,
  countedThrough: string | null = null,
): string | null {
  const home = result.homeTeam.trim();
  const away = result.awayTeam.trim();
  if (home === '' || away === '') return 'Skriv inn både hjemmelag og bortelag.';
  if (tableTeamName(home) === tableTeamName(away)) return 'Et lag kan ikke spille mot seg selv.';
  if (isClubTeam(home) || isClubTeam(away)) return 'Klubbens egne kamper føres i kampoppsettet, ikke her.';
  for (const score of [result.homeTeamScore, result.awayTeamScore]) {
    if (!Number.isInteger(score) || score < 0 || score > MAX_RESULT_GOALS) {
      return `Antall mål må være et helt tall fra 0 til ${MAX_RESULT_GOALS}.`;
    }
  }
  // A season is its calendar year; like the schedule, its last matches may run into January.
  if (!result.date.startsWith(`${season}-`) && !result.date.startsWith(`${season + 1}-01-`)) {
    return `Datoen må være i sesongen ${season}.`;
  }
  // It would not count: the published table already has every match up to that date.
  if (countedThrough !== null && result.date <= countedThrough) {
    return `Tabellen fra forbundet har allerede med kampene til og med ${formatNorwegianDate(countedThrough)}. Legg bare inn resultater etter den datoen.`;
  }
  return null;
}

/** The line under the table that says what was corrected and why ('Grorud IL 2: 3 poeng trukket – …'). */
export function tableCorrectionText(correction: TableCorrection, teamName = correction.team): string {
  const what = [
    ...(correction.withdrawn ? ['trukket fra serien, kampene teller ikke'] : []),
    ...(correction.pointsDeducted > 0 ? [`${correction.pointsDeducted} poeng trukket`] : []),
  ].join(', ');
  return `${teamName}: ${what} – ${correction.reason}`;
}
