import { squadOf, type PlayerPlan } from './club';
import { createRng, type Rng } from './random';
import type { FixturePlan } from './seasons';

/** One attending player's line in a match, before the derived columns. */
export interface StatLine {
  player: PlayerPlan;
  keeper: boolean;
  goals: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

export interface MatchResult {
  goalsFor: number;
  goalsConceded: number;
}

export function clubResult(fixture: FixturePlan): MatchResult | null {
  if (fixture.homeScore === null || fixture.awayScore === null) return null;
  return fixture.clubAtHome
    ? { goalsFor: fixture.homeScore, goalsConceded: fixture.awayScore }
    : { goalsFor: fixture.awayScore, goalsConceded: fixture.homeScore };
}

/** Who turned up: exactly one player in goal, the rest drawn by how reliable they are. */
function lineUp(fixture: FixturePlan, squad: readonly PlayerPlan[], rng: Rng): StatLine[] {
  const keepers = squad.filter((p) => p.position === 'Målvakt');
  const outfield = squad.filter((p) => p.position !== 'Målvakt');
  const size = fixture.aside === 11 ? rng.int(11, 16) : rng.int(8, 11);
  const keeper = rng.weighted(keepers, (p) => p.reliability ** 3);
  const others = rng.weightedSample(outfield, size - 1, (p) => p.reliability);
  const line = (player: PlayerPlan, inGoal: boolean): StatLine => ({
    player,
    keeper: inGoal,
    goals: 0,
    assists: 0,
    ownGoals: 0,
    yellowCards: 0,
    redCards: 0,
  });
  return [line(keeper, true), ...others.map((p) => line(p, false))];
}

function addEvents(lines: StatLine[], result: MatchResult, rng: Rng): void {
  const outfield = lines.filter((l) => !l.keeper);
  for (let goal = 0; goal < result.goalsFor; goal++) {
    // About one goal in twelve is an opponent's own goal: the scorers then sum to less.
    if (rng.chance(0.08)) continue;
    const scorer = rng.weighted(outfield, (l) => l.player.scoring);
    scorer.goals++;
    if (rng.chance(0.7)) {
      const provider = rng.weighted(
        lines.filter((l) => l !== scorer),
        (l) => l.player.creating,
      );
      provider.assists++;
    }
  }
  for (let conceded = 0; conceded < result.goalsConceded; conceded++) {
    if (!rng.chance(0.04)) continue;
    rng.weighted(outfield, (l) => (l.player.position === 'Forsvar' ? 3 : 1)).ownGoals++;
  }
  for (const line of lines) {
    if (rng.chance(line.player.cardRisk)) line.yellowCards = rng.chance(0.07) ? 2 : 1;
    if (line.yellowCards < 2 && rng.chance(0.006)) line.redCards = 1;
  }
}

/** The statistics of every played fixture, keyed by match id. */
export function planMatchStats(
  seed: number,
  fixtures: readonly FixturePlan[],
  players: readonly PlayerPlan[],
): Map<string, StatLine[]> {
  const rng = createRng(seed, 'match-stats');
  const byMatch = new Map<string, StatLine[]>();
  for (const fixture of fixtures) {
    const result = clubResult(fixture);
    if (result === null) continue;
    const lines = lineUp(fixture, squadOf(players, fixture.season), rng);
    addEvents(lines, result, rng);
    byMatch.set(fixture.matchId, lines);
  }
  return byMatch;
}

/** A match_stats row; the derived columns follow from the club's score in the match. */
export function matchStatsRow(fixtureId: number, playerId: number, line: StatLine, result: MatchResult): object {
  const { goalsFor, goalsConceded } = result;
  const win = goalsFor > goalsConceded ? 1 : 0;
  const tie = goalsFor === goalsConceded ? 1 : 0;
  return {
    fixture_id: fixtureId,
    player_id: playerId,
    attendance: 1,
    keeper: line.keeper ? 1 : 0,
    goals_scored: line.goals,
    assists: line.assists,
    own_goals: line.ownGoals,
    yellow_cards: line.yellowCards,
    red_cards: line.redCards,
    goals_for: goalsFor,
    goals_conceded: goalsConceded,
    clean_sheet: goalsConceded === 0 ? 1 : 0,
    two_or_less_conceded: goalsConceded <= 2 ? 1 : 0,
    win,
    tie,
    loss: win === 0 && tie === 0 ? 1 : 0,
    game_points: win ? 3 : tie ? 1 : 0,
  };
}
