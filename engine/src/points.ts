/**
 * Fantasy points (001 §9). Every number here is also what the rules page prints
 * (rulesText.ts reads these constants), so the page cannot disagree with the scoring.
 */
import { RESULT_LINE_FIELDS, zeroLine, type EnteredLine, type ResultLine } from './matchStatFields';

/** One player's statistics in one match; goalsFor/goalsConceded are the club team's score. */
export type PlayerMatchStats = EnteredLine & Pick<ResultLine, 'goalsFor' | 'goalsConceded'>;

/** Most goals a team may concede and still count as 'two or fewer conceded'. */
export const TWO_OR_LESS_LIMIT = 2;

export const SCORING = {
  attendance: 5,
  goal: 3,
  assist: 2,
  /** Points per ten team goals, rounded up: ceil(goals * 2 / 10). */
  goalsForPerTen: 2,
  /** Points per ten goals conceded, rounded down: floor(-conceded * 2 / 10). */
  goalsConcededPerTen: -2,
  cleanSheet: { keeper: 8, outfield: 2 },
  twoOrLessConceded: { keeper: 6, outfield: 1 },
  ownGoal: -3,
  yellowCard: -3,
  redCard: -6,
  win: 1,
  tie: 0,
  loss: -1,
} as const;

export const CAPTAIN_MULTIPLIER = 2;
export const SUPER_CAPTAIN_MULTIPLIER = 3;
export const DEFENCE_BOOST_BONUS = { cleanSheet: 5, twoOrLessConceded: 3 } as const;

/** Match points in a league table ('Tot. poeng'): win 3, tie 1, loss 0. */
export const GAME_POINTS = { win: 3, tie: 1, loss: 0 } as const;

export interface MatchOutcome {
  cleanSheet: 0 | 1;
  /** A clean sheet also counts as two or fewer conceded. */
  twoOrLessConceded: 0 | 1;
  win: 0 | 1;
  tie: 0 | 1;
  loss: 0 | 1;
  /** The club's league points from the match: 3 for a win, 1 for a tie, 0 for a loss ('Tot. poeng'). */
  gamePoints: number;
}

function flag(condition: boolean): 0 | 1 {
  return condition ? 1 : 0;
}

/** What a final score means for every club player who took part. */
export function deriveMatchOutcome(goalsFor: number, goalsConceded: number): MatchOutcome {
  const win = flag(goalsFor > goalsConceded);
  const tie = flag(goalsFor === goalsConceded);
  const loss = flag(goalsFor < goalsConceded);
  return {
    cleanSheet: flag(goalsConceded === 0),
    twoOrLessConceded: flag(goalsConceded <= TWO_OR_LESS_LIMIT),
    win,
    tie,
    loss,
    gamePoints: win * GAME_POINTS.win + tie * GAME_POINTS.tie + loss * GAME_POINTS.loss,
  };
}

/** The result's columns of every attending player's stored line; all 0 while the match has no result. */
export function resultLine(match: { goalsFor: number; goalsConceded: number } | null): ResultLine {
  if (!match) return zeroLine(RESULT_LINE_FIELDS);
  const outcome = deriveMatchOutcome(match.goalsFor, match.goalsConceded);
  return {
    goalsFor: match.goalsFor,
    goalsConceded: match.goalsConceded,
    cleanSheet: outcome.cleanSheet,
    twoOrLessConceded: outcome.twoOrLessConceded,
    win: outcome.win,
    tie: outcome.tie,
    loss: outcome.loss,
    gamePoints: outcome.gamePoints,
  };
}

/**
 * The fantasy points categories and their sum, declared once: the key, the column in
 * fantasy_player_points and the 'Poengfordeling' table's label (001 §2).
 */
export const POINTS_BREAKDOWN_FIELDS = [
  { key: 'attendance', column: 'attendance', label: 'Oppmøte' },
  { key: 'goalsScored', column: 'goals_scored', label: 'Mål' },
  { key: 'assists', column: 'assists', label: 'Målgivende' },
  { key: 'goalsFor', column: 'goals_for', label: 'Mål for' },
  { key: 'goalsConceded', column: 'goals_conceded', label: 'Mål imot' },
  { key: 'cleanSheet', column: 'clean_sheet', label: 'Rent bur' },
  { key: 'twoOrLessConceded', column: 'two_or_less_conceded', label: 'Maks 2 baklengs' },
  { key: 'ownGoals', column: 'own_goals', label: 'Selvmål' },
  { key: 'yellowCards', column: 'yellow_cards', label: 'Gule kort' },
  { key: 'redCards', column: 'red_cards', label: 'Røde kort' },
  { key: 'wins', column: 'wins', label: 'Seiere' },
  { key: 'losses', column: 'losses', label: 'Tap' },
  { key: 'totalPoints', column: 'total_points', label: 'Totalt' },
] as const;

/** Points per category, and their sum. */
export type PointsBreakdown = Record<(typeof POINTS_BREAKDOWN_FIELDS)[number]['key'], number>;

/** The 'Poengfordeling' table's point columns, in the spec's order (001 §2): the sum first. */
export const POINTS_BREAKDOWN_COLUMNS: readonly { key: keyof PointsBreakdown; label: string }[] = [
  ...POINTS_BREAKDOWN_FIELDS.filter((field) => field.key === 'totalPoints'),
  ...POINTS_BREAKDOWN_FIELDS.filter((field) => field.key !== 'totalPoints'),
].map(({ key, label }) => ({ key, label }));

/** count × points without the -0 that 0 × -3 gives (it would print as '-0' in places). */
function times(count: number, points: number): number {
  return count * points + 0;
}

/** ceil(goals / 10 * 2) in integer arithmetic: 0.2 is not exact in binary floating point. */
export function goalsForPoints(goalsFor: number): number {
  return Math.ceil((goalsFor * SCORING.goalsForPerTen) / 10);
}

/** floor(conceded / 10 * -2) in integer arithmetic: one goal already costs a point. */
export function goalsConcededPoints(goalsConceded: number): number {
  return Math.floor((goalsConceded * SCORING.goalsConcededPerTen) / 10) + 0;
}

/** No points in any category: a player who did not attend, or has no record (001 §3). */
export function noPoints(): PointsBreakdown {
  return zeroLine(POINTS_BREAKDOWN_FIELDS);
}

/** A player's fantasy points for one match; nothing at all when the player did not attend. */
export function playerMatchPoints(stats: PlayerMatchStats): PointsBreakdown {
  if (stats.attendance !== 1) return noPoints();
  const outcome = deriveMatchOutcome(stats.goalsFor, stats.goalsConceded);
  const role = stats.keeper === 1 ? 'keeper' : 'outfield';
  const categories = {
    attendance: SCORING.attendance,
    goalsScored: times(stats.goalsScored, SCORING.goal),
    assists: times(stats.assists, SCORING.assist),
    goalsFor: goalsForPoints(stats.goalsFor),
    goalsConceded: goalsConcededPoints(stats.goalsConceded),
    cleanSheet: times(outcome.cleanSheet, SCORING.cleanSheet[role]),
    twoOrLessConceded: times(outcome.twoOrLessConceded, SCORING.twoOrLessConceded[role]),
    ownGoals: times(stats.ownGoals, SCORING.ownGoal),
    yellowCards: times(stats.yellowCards, SCORING.yellowCard),
    redCards: times(stats.redCards, SCORING.redCard),
    wins: times(outcome.win, SCORING.win),
    losses: times(outcome.loss, SCORING.loss),
  };
  const totalPoints = Object.values(categories).reduce((sum, points) => sum + points, 0);
  return { ...categories, totalPoints };
}

export type Boost = 'attackBoost' | 'defenceBoost' | 'superCaptain';

export const BOOSTS: readonly Boost[] = ['attackBoost', 'defenceBoost', 'superCaptain'];

export interface TeamPlayerContext {
  isCaptain: boolean;
  activeBoost: Boost | null;
  attended: boolean;
  goalsFor: number;
  goalsConceded: number;
}

/** The defence boost's bonus for a final score: 5 for a clean sheet, 3 for two or fewer, else 0. */
export function defenceBoostBonus(goalsConceded: number): number {
  if (goalsConceded === 0) return DEFENCE_BOOST_BONUS.cleanSheet;
  return goalsConceded <= TWO_OR_LESS_LIMIT ? DEFENCE_BOOST_BONUS.twoOrLessConceded : 0;
}

/** What the armband and the boost make of one chosen player's base points. */
export interface TeamPlayerShare {
  /** 1; 2 for the captain; 3 for the captain with superCaptain. */
  multiplier: 1 | 2 | 3;
  /** base × (multiplier − 1) */
  captainBonus: number;
  /** attackBoost: the team's goals; defenceBoost: 5 or 3; only for a player who attended. */
  boostBonus: number;
  /** base × multiplier + boostBonus */
  points: number;
}

/**
 * What one chosen player earns a fantasy team: the captain's base is doubled (tripled
 * with superCaptain) first, then a boost's bonus is added, unmultiplied, to every
 * player who attended. The one rule both the scoring and the explained points use.
 */
export function teamPlayerShare(base: number, context: TeamPlayerContext): TeamPlayerShare {
  const multiplier = !context.isCaptain
    ? 1
    : context.activeBoost === 'superCaptain'
      ? SUPER_CAPTAIN_MULTIPLIER
      : CAPTAIN_MULTIPLIER;
  let boostBonus = 0;
  if (context.attended && context.activeBoost === 'attackBoost') boostBonus = context.goalsFor;
  if (context.attended && context.activeBoost === 'defenceBoost') {
    boostBonus = defenceBoostBonus(context.goalsConceded);
  }
  const captainBonus = base * (multiplier - 1) + 0;
  return { multiplier, captainBonus, boostBonus, points: base * multiplier + boostBonus };
}

/** The points one chosen player earns a fantasy team (teamPlayerShare's sum). */
export function teamPlayerPoints(base: number, context: TeamPlayerContext): number {
  return teamPlayerShare(base, context).points;
}

export interface ScoredTeam {
  players: readonly number[];
  captain: number | null;
  activeBoost: Boost | null;
}

export interface PlayerRoundPoints {
  totalPoints: number;
  attended: boolean;
}

/** A fantasy team's points for one match; a player without points counts as absent with 0. */
export function teamRoundPoints(
  team: ScoredTeam,
  pointsByPlayer: ReadonlyMap<number, PlayerRoundPoints>,
  match: { goalsFor: number; goalsConceded: number },
): number {
  return team.players.reduce((sum, playerID) => {
    const points = pointsByPlayer.get(playerID) ?? { totalPoints: 0, attended: false };
    return (
      sum +
      teamPlayerPoints(points.totalPoints, {
        isCaptain: playerID === team.captain,
        activeBoost: team.activeBoost,
        attended: points.attended,
        goalsFor: match.goalsFor,
        goalsConceded: match.goalsConceded,
      })
    );
  }, 0);
}
