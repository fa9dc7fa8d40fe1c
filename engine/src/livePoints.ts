/**
 * Provisional fantasy points while a match is played: the scoring of a saved
 * match (playerMatchPoints, teamPlayerPoints) fed the result the events give so far
 * (liveResult, the same 'Bekreft resultat' saves), and every team's round points, total and
 * world rank from them, computed in one pass over packed columns so 100,000 teams take
 * milliseconds.
 */
import type { LiveResult } from './liveScore';
import { clubScore } from './matchEntry';
import {
  BOOSTS,
  playerMatchPoints,
  teamPlayerPoints,
  type Boost,
  type PlayerRoundPoints,
  type PointsBreakdown,
} from './points';
import { ranksOfPoints } from './rankings';

/** One club player's own points in a match, by the spec's categories (001 §9). */
export interface PlayerPoints {
  playerID: number;
  /** breakdown.totalPoints */
  points: number;
  breakdown: PointsBreakdown;
  attended: boolean;
}

/** What one chosen player adds to a fantasy team, so that the screen adds up. */
export interface TeamPlayerPoints {
  playerID: number;
  /** The player's own points (breakdown.totalPoints); 0 when absent. */
  base: number;
  breakdown: PointsBreakdown;
  attended: boolean;
  isCaptain: boolean;
  /** 1; 2 for the captain; 3 for the captain with superCaptain. */
  multiplier: 1 | 2 | 3;
  /** base × (multiplier − 1): what the armband adds. */
  captainBonus: number;
  /** attackBoost: the team's goals; defenceBoost: 5 or 3; only for a chosen player who attended. */
  boostBonus: number;
  /** base × multiplier + boostBonus */
  points: number;
}

/** The club's goals for and against in a result: what saveMatch scores with (null: not a club match). */
export function liveClubScore(
  teams: { homeTeam: string; awayTeam: string },
  result: { homeTeamScore: number; awayTeamScore: number },
): { goalsFor: number; goalsConceded: number } | null {
  return clubScore({ ...teams, homeTeamScore: result.homeTeamScore, awayTeamScore: result.awayTeamScore });
}

/** Every squad player's points as the result stands: what saving it now would store. */
export function livePlayerPoints(teams: { homeTeam: string; awayTeam: string }, result: LiveResult): PlayerPoints[] {
  const match = liveClubScore(teams, result);
  if (!match) return [];
  return result.lines
    .filter((line) => line.attendance === 1)
    .map((line) => {
      const breakdown = playerMatchPoints({ ...line, ...match });
      return { playerID: line.playerID, points: breakdown.totalPoints, breakdown, attended: true };
    });
}

/** Players' points as the team scoring reads them. */
export function pointsByPlayer(players: readonly PlayerPoints[]): Map<number, PlayerRoundPoints> {
  return new Map(players.map((player) => [player.playerID, { totalPoints: player.points, attended: player.attended }]));
}

/** A boost as a small number for packed columns: 0 none, else its place in BOOSTS plus one. */
export function boostCode(boost: Boost | null): number {
  return boost === null ? 0 : BOOSTS.indexOf(boost) + 1;
}

function boostOfCode(code: number): Boost | null {
  return code === 0 ? null : (BOOSTS[code - 1] ?? null);
}

/**
 * A match's fantasy teams as columns, team i at index i: `players` holds `slots` player IDs
 * per team (0 for an empty slot), `captains` 0 for none; `storedRound`/`storedTotal` are the
 * numbers the team has stored for the match (round points 0 while it is unplayed).
 */
export interface PackedTeams {
  userIds: Int32Array;
  slots: number;
  players: Int32Array;
  captains: Int32Array;
  boosts: Uint8Array;
  storedRound: Int32Array;
  storedTotal: Int32Array;
}

/** Every team's numbers for a match, at the teams' indices; worldRank 0 stands for none. */
export interface TeamNumbers {
  roundPoints: Int32Array;
  totalPoints: Int32Array;
  worldRank: Int32Array;
}

/** Entries per player in teamWorthTable: (no boost + each boost) × (armband or not). */
export const WORTH_COMBOS = (BOOSTS.length + 1) * 2;

/**
 * What each player is worth to a team, for every armband and boost: computed once per
 * player with teamPlayerPoints (the one rule), then looked up per team slot in a flat
 * table by player ID (a player without points is worth 0). The entry of a player with a
 * boost (boostCode) and the armband or not is at
 * `playerID * WORTH_COMBOS + boostCode * 2 + (isCaptain ? 1 : 0)`; a team's round points
 * are the sum of its slots' entries, which the scoring of a saved match lets the database
 * add up (api/src/match/result/scoreTeams.ts).
 */
export function teamWorthTable(
  points: ReadonlyMap<number, PlayerRoundPoints>,
  match: { goalsFor: number; goalsConceded: number },
): Int32Array {
  const highest = Math.max(0, ...points.keys());
  const table = new Int32Array((highest + 1) * WORTH_COMBOS);
  for (const [playerID, own] of points) {
    for (let code = 0; code <= BOOSTS.length; code++) {
      for (const isCaptain of [false, true]) {
        table[playerID * WORTH_COMBOS + code * 2 + (isCaptain ? 1 : 0)] = teamPlayerPoints(own.totalPoints, {
          isCaptain,
          activeBoost: boostOfCode(code),
          attended: own.attended,
          goalsFor: match.goalsFor,
          goalsConceded: match.goalsConceded,
        });
      }
    }
  }
  return table;
}

/**
 * Every team's round points as teamRoundPoints gives them, its total (the stored total
 * before this match plus the round), and its world rank by total among all the match's
 * teams (ties share a rank), as rescoreFixture stores them once the match is saved.
 */
export function provisionalNumbers(
  teams: PackedTeams,
  points: ReadonlyMap<number, PlayerRoundPoints>,
  match: { goalsFor: number; goalsConceded: number },
): TeamNumbers {
  const worth = teamWorthTable(points, match);
  const known = worth.length / WORTH_COMBOS;
  const { slots, players, captains, boosts } = teams;
  const count = teams.userIds.length;
  const roundPoints = new Int32Array(count);
  const totalPoints = new Int32Array(count);
  for (let team = 0; team < count; team++) {
    const column = boosts[team]! * 2;
    const captain = captains[team]!;
    let round = 0;
    for (let slot = team * slots; slot < (team + 1) * slots; slot++) {
      const playerID = players[slot]!;
      if (playerID > 0 && playerID < known)
        round += worth[playerID * WORTH_COMBOS + column + (playerID === captain ? 1 : 0)]!;
    }
    roundPoints[team] = round;
    totalPoints[team] = teams.storedTotal[team]! - teams.storedRound[team]! + round;
  }
  return { roundPoints, totalPoints, worldRank: ranksOfPoints(totalPoints) };
}

export interface LeagueRow {
  userID: number;
  rank: number;
  roundPoints: number;
  totalPoints: number;
}

/**
 * A league's ranking from its counting members' numbers, as the league pages rank them:
 * by total, ties sharing a rank, shown within a tie by round points. A member without a
 * team for the match has 0 points (leagues/standings.ts).
 */
export function rankLeague(
  memberIds: readonly number[],
  numbersOf: (userID: number) => { roundPoints: number; totalPoints: number } | undefined,
): LeagueRow[] {
  const rows = memberIds.map((userID) => {
    const own = numbersOf(userID);
    return { userID, rank: 0, roundPoints: own?.roundPoints ?? 0, totalPoints: own?.totalPoints ?? 0 };
  });
  // rankByPoints' rule in place, without a copy of each row: a league may hold every team.
  rows.sort((a, b) => b.totalPoints - a.totalPoints || b.roundPoints - a.roundPoints || a.userID - b.userID);
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous && previous.totalPoints === row.totalPoints ? previous.rank : index + 1;
  });
  return rows;
}
