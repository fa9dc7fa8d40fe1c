/**
 * Every point of a fantasy team's round explained: per chosen player their
 * own points by category, the armband's multiple and the boost's bonus, built on the same
 * rule as the scoring (teamPlayerShare), so what the screen shows adds up to the total.
 */
import type { TeamPlayerPoints } from './livePoints';
import { noPoints, teamPlayerShare, type PointsBreakdown, type ScoredTeam } from './points';

/** One player's own points in the match and whether they attended. */
export interface PlayerBreakdown {
  breakdown: PointsBreakdown;
  attended: boolean;
}

export interface ExplainedRound {
  /** In the team's order. */
  players: TeamPlayerPoints[];
  /** The players' points added up: teamRoundPoints for the same team and match. */
  roundPoints: number;
}

const ABSENT: PlayerBreakdown = { breakdown: noPoints(), attended: false };

/**
 * A team's round player by player. A chosen player without points in the match counts as
 * absent with 0 (as teamRoundPoints does); the match's score decides the boosts' bonus.
 */
export function explainTeamPoints(
  team: ScoredTeam,
  pointsByPlayer: ReadonlyMap<number, PlayerBreakdown>,
  match: { goalsFor: number; goalsConceded: number },
): ExplainedRound {
  const players = team.players.map((playerID): TeamPlayerPoints => {
    const { breakdown, attended } = pointsByPlayer.get(playerID) ?? ABSENT;
    const isCaptain = playerID === team.captain;
    const share = teamPlayerShare(breakdown.totalPoints, {
      isCaptain,
      activeBoost: team.activeBoost,
      attended,
      goalsFor: match.goalsFor,
      goalsConceded: match.goalsConceded,
    });
    return { playerID, base: breakdown.totalPoints, breakdown, attended, isCaptain, ...share };
  });
  return { players, roundPoints: players.reduce((sum, player) => sum + player.points, 0) };
}
