/**
 * Football (000 §2, §4): the league table's order, the statistics metrics with their
 * labels, per-match figures and the combination view's stats.
 */
import { deriveMatchOutcome, type PlayerMatchStats } from './points';

export interface TableRow {
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

const norwegian = new Intl.Collator('nb');

/** Points, then goal difference, then goals scored (all most first), then team name A–Å. */
export function compareTableRows(a: TableRow, b: TableRow): number {
  return (
    b.points - a.points ||
    b.goalDifference - a.goalDifference ||
    b.goalsScored - a.goalsScored ||
    norwegian.compare(a.team, b.team)
  );
}

/** The table in order, with 'Plass' as the row's position. */
export function sortTable<T extends TableRow>(rows: readonly T[]): (T & { position: number })[] {
  return [...rows].sort(compareTableRows).map((row, index) => ({ ...row, position: index + 1 }));
}

export interface MatchResult {
  homeTeam: string;
  awayTeam: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
}

/** A team's row before any match counts. */
export function emptyTableRow(team: string): TableRow {
  return {
    team,
    gamesPlayed: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    goalsScored: 0,
    goalsConceded: 0,
    goalDifference: 0,
    points: 0,
  };
}

/** A row with one more match counted, seen from the row's team; its other fields are kept. */
export function withMatchResult<T extends TableRow>(row: T, goalsFor: number, goalsConceded: number): T {
  const outcome = deriveMatchOutcome(goalsFor, goalsConceded);
  const goalsScored = row.goalsScored + goalsFor;
  const conceded = row.goalsConceded + goalsConceded;
  return {
    ...row,
    gamesPlayed: row.gamesPlayed + 1,
    wins: row.wins + outcome.win,
    ties: row.ties + outcome.tie,
    losses: row.losses + outcome.loss,
    goalsScored,
    goalsConceded: conceded,
    goalDifference: goalsScored - conceded,
    points: row.points + outcome.gamePoints,
  };
}

/** A sorted table from results; matches without both scores have not been played and do not count. */
export function tableFromResults(matches: readonly MatchResult[]): (TableRow & { position: number })[] {
  const rows = new Map<string, TableRow>();
  const rowOf = (team: string): TableRow => rows.get(team) ?? emptyTableRow(team);
  for (const match of matches) {
    rows.set(match.homeTeam, rowOf(match.homeTeam));
    rows.set(match.awayTeam, rowOf(match.awayTeam));
    if (match.homeTeamScore === null || match.awayTeamScore === null) continue;
    rows.set(match.homeTeam, withMatchResult(rowOf(match.homeTeam), match.homeTeamScore, match.awayTeamScore));
    rows.set(match.awayTeam, withMatchResult(rowOf(match.awayTeam), match.awayTeamScore, match.homeTeamScore));
  }
  return sortTable([...rows.values()]);
}

/** The 13 statistics metrics of 000 §4, in the spec's order. */
export const STAT_METRICS = [
  'goalsScored',
  'assists',
  'wins',
  'ties',
  'losses',
  'gamePoints',
  'goalsFor',
  'goalsConceded',
  'cleanSheet',
  'twoOrLessConceded',
  'ownGoals',
  'yellowCards',
  'redCards',
] as const;

export type StatMetric = (typeof STAT_METRICS)[number];

/** The spec's labels; those it leaves unlabelled get the club's usual words. */
export const STAT_METRIC_LABELS: Record<StatMetric, string> = {
  goalsScored: 'Toppscorer',
  assists: 'Målgivende',
  wins: 'Seiere',
  ties: 'Uavgjort',
  losses: 'Tap',
  gamePoints: 'Tot. poeng',
  goalsFor: 'Mål for',
  goalsConceded: 'Mål imot',
  cleanSheet: 'Rene bur',
  twoOrLessConceded: 'Maks 2 baklengs',
  ownGoals: 'Selvmål',
  yellowCards: 'Gule kort',
  redCards: 'Røde kort',
};

export const DEFAULT_STAT_METRIC: StatMetric = 'goalsScored';

/** A total per match to 2 decimals; 0 when no matches were played. */
export function perMatch(total: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? Math.round((total * 100) / gamesPlayed) / 100 : 0;
}

export interface PlayerStatLine {
  playerID: number;
  gamesPlayed: number;
  stats: Record<StatMetric, number>;
}

export interface StatLeaderRow {
  playerID: number;
  position: number;
  gamesPlayed: number;
  total: number;
  perMatch: number;
}

/** The statistics list for a metric: the highest total first (ties by fewer matches, then ID). */
export function statLeaders(players: readonly PlayerStatLine[], metric: StatMetric): StatLeaderRow[] {
  return [...players]
    .sort((a, b) => b.stats[metric] - a.stats[metric] || a.gamesPlayed - b.gamesPlayed || a.playerID - b.playerID)
    .map((player, index) => ({
      playerID: player.playerID,
      position: index + 1,
      gamesPlayed: player.gamesPlayed,
      total: player.stats[metric],
      perMatch: perMatch(player.stats[metric], player.gamesPlayed),
    }));
}

/** One player's line in one match, as the combination view needs it. */
export type ComboMatchLine = { playerID: number; matchID: string; round: number } & Omit<PlayerMatchStats, 'keeper'>;

/** A combination stats entry (000 §3); round is null only in the 'nothing found' entry. */
export interface ComboStatsEntry {
  round: number | null;
  attendance: number;
  points: number;
  goalsScored: number;
  assists: number;
  goalsFor: number;
  goalsConceded: number;
  cleanSheet: number;
  twoOrLessConceded: number;
  yellowCards: number;
  redCards: number;
  wins: number;
  ties: number;
  losses: number;
}

/** 000 §4: a single entry whose round is null means no matches; it becomes an empty list. */
export function normaliseComboStats(entries: readonly ComboStatsEntry[]): ComboStatsEntry[] {
  return entries.length === 1 && entries[0]?.round === null ? [] : [...entries];
}

/**
 * One entry per match in which every chosen player took part. The players' own numbers
 * (goals, assists, cards) are summed over the chosen players; the team's numbers (score,
 * clean sheet, result, points) are counted once per match, since they share the match.
 */
export function combinationStats(
  chosenPlayerIDs: readonly number[],
  lines: readonly ComboMatchLine[],
): ComboStatsEntry[] {
  const chosen = new Set(chosenPlayerIDs);
  const byMatch = new Map<string, { first: ComboMatchLine; players: Set<number>; lines: ComboMatchLine[] }>();
  for (const line of lines) {
    if (line.attendance !== 1 || !chosen.has(line.playerID)) continue;
    const match = byMatch.get(line.matchID) ?? { first: line, players: new Set<number>(), lines: [] };
    match.players.add(line.playerID);
    match.lines.push(line);
    byMatch.set(line.matchID, match);
  }
  return [...byMatch.values()]
    .filter((match) => match.players.size === chosen.size)
    .sort((a, b) => a.first.round - b.first.round)
    .map(({ first, lines: matchLines }) => {
      const outcome = deriveMatchOutcome(first.goalsFor, first.goalsConceded);
      const sum = (key: 'goalsScored' | 'assists' | 'yellowCards' | 'redCards'): number =>
        matchLines.reduce((total, line) => total + line[key], 0);
      return {
        round: first.round,
        attendance: 1,
        points: outcome.gamePoints,
        goalsScored: sum('goalsScored'),
        assists: sum('assists'),
        goalsFor: first.goalsFor,
        goalsConceded: first.goalsConceded,
        cleanSheet: outcome.cleanSheet,
        twoOrLessConceded: outcome.twoOrLessConceded,
        yellowCards: sum('yellowCards'),
        redCards: sum('redCards'),
        wins: outcome.win,
        ties: outcome.tie,
        losses: outcome.loss,
      };
    });
}

/** The total row ('Totalt for denne sesongen:') of combination or per-match entries. */
export function sumComboStats(entries: readonly ComboStatsEntry[]): Omit<ComboStatsEntry, 'round'> {
  const total: Omit<ComboStatsEntry, 'round'> = {
    attendance: 0,
    points: 0,
    goalsScored: 0,
    assists: 0,
    goalsFor: 0,
    goalsConceded: 0,
    cleanSheet: 0,
    twoOrLessConceded: 0,
    yellowCards: 0,
    redCards: 0,
    wins: 0,
    ties: 0,
    losses: 0,
  };
  for (const entry of normaliseComboStats(entries)) {
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += entry[key];
  }
  return total;
}

/** 000 §4: the table of 2018 opens on this tournament (spelt with the federation's leading space). */
export const DEFAULT_TABLE_TOURNAMENTS: Readonly<Record<number, string>> = { 2018: ' 5. div. Menn avd. 01' };

/**
 * Which of a season's tournaments the table shows first: the season's named default when it
 * is there (spaces around names do not count), otherwise the first; null when there are none.
 */
export function defaultTableTournament(season: number, tournaments: readonly string[]): string | null {
  const preferred = DEFAULT_TABLE_TOURNAMENTS[season]?.trim();
  const match = preferred === undefined ? undefined : tournaments.find((name) => name.trim() === preferred);
  return match ?? tournaments[0] ?? null;
}
