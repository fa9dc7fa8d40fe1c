/**
 * Player skills, each 0–100 and rounded up (001 §9). The spec gives reliability and
 * discipline exactly, and only the shape of attack, defence, keeper and X-factor; the
 * terms it hides are chosen here and explained, in Norwegian, on the rules page:
 *
 * - attack's third term is the club's goals in the player's matches (weight 1): being
 *   on the pitch when the team scores is part of attacking play;
 * - defence = 3×50 per clean sheet + 2×50 per match with two or fewer conceded,
 *   minus 10 per goal conceded, per match played ('concessions' are goals conceded);
 * - keeper = 5×60 per clean sheet + 3×60 per match with two or fewer conceded, minus
 *   30 per goal conceded ('the negatives'), per match played in goal;
 * - X-factor = points the club took in the player's matches (3 a win, 1 a draw) as a
 *   share of the points there were to take: a = points taken, b = 3 × matches played.
 *
 * A clean sheet also counts as two or fewer conceded, as in the points table. A player
 * without matches has 0 in every skill: there is nothing to judge.
 */
import { deriveMatchOutcome, type PlayerMatchStats } from './points';

export interface SkillInputs {
  /** Club matches played in the period (the reliability denominator). */
  clubMatches: number;
  /** Matches the player attended ('games'). */
  games: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** The club's goals in the player's matches. */
  goalsFor: number;
  /** Goals the club conceded in the player's matches. */
  goalsConceded: number;
  cleanSheets: number;
  twoOrLessConceded: number;
  /** League points the club took in the player's matches (3 a win, 1 a draw). */
  gamePoints: number;
  /** The same, counted only over matches the player kept goal. */
  keeperGames: number;
  keeperCleanSheets: number;
  keeperTwoOrLessConceded: number;
  keeperGoalsConceded: number;
}

export interface PlayerSkills {
  skillPoints: number;
  reliability: number;
  attack: number;
  defence: number;
  keeper: number;
  disiplin: number;
  xFactor: number;
}

export const SKILL_WEIGHTS = {
  discipline: { yellowCard: 2, redCard: 5 },
  attack: { goal: 3, assist: 2, teamGoal: 1, scale: 10 },
  defence: { cleanSheet: 3 * 50, twoOrLessConceded: 2 * 50, goalConceded: 10 },
  keeper: { cleanSheet: 5 * 60, twoOrLessConceded: 3 * 60, goalConceded: 30 },
} as const;

const MAX_SKILL = 100;

function clampSkill(value: number): number {
  return Math.min(MAX_SKILL, Math.max(0, value)) + 0;
}

/** ceil(numerator / denominator) as a 0–100 skill; 0 when there is nothing to divide by. */
function perMatchSkill(numerator: number, denominator: number): number {
  return denominator > 0 ? clampSkill(Math.ceil(numerator / denominator)) : 0;
}

export function reliability(inputs: SkillInputs): number {
  return perMatchSkill(MAX_SKILL * inputs.games, inputs.clubMatches);
}

/** 100 − (ceil(yellows/games × 2 × 100) + ceil(reds/games × 5 × 100)), never below 0. */
export function disiplin(inputs: SkillInputs): number {
  if (inputs.games === 0) return 0;
  const { yellowCard, redCard } = SKILL_WEIGHTS.discipline;
  const yellow = Math.ceil((inputs.yellowCards * yellowCard * 100) / inputs.games);
  const red = Math.ceil((inputs.redCards * redCard * 100) / inputs.games);
  return clampSkill(MAX_SKILL - (yellow + red));
}

/** ceil(10 × (3 × goals + 2 × assists + club goals) / games), 0–100. */
export function attack(inputs: SkillInputs): number {
  const { goal, assist, teamGoal, scale } = SKILL_WEIGHTS.attack;
  return perMatchSkill(
    scale * (goal * inputs.goals + assist * inputs.assists + teamGoal * inputs.goalsFor),
    inputs.games,
  );
}

export function defence(inputs: SkillInputs): number {
  const { cleanSheet, twoOrLessConceded, goalConceded } = SKILL_WEIGHTS.defence;
  return perMatchSkill(
    cleanSheet * inputs.cleanSheets +
      twoOrLessConceded * inputs.twoOrLessConceded -
      goalConceded * inputs.goalsConceded,
    inputs.games,
  );
}

export function keeper(inputs: SkillInputs): number {
  const { cleanSheet, twoOrLessConceded, goalConceded } = SKILL_WEIGHTS.keeper;
  return perMatchSkill(
    cleanSheet * inputs.keeperCleanSheets +
      twoOrLessConceded * inputs.keeperTwoOrLessConceded -
      goalConceded * inputs.keeperGoalsConceded,
    inputs.keeperGames,
  );
}

/** ceil(a / b × 100) with a = points taken, b = 3 × matches played. */
export function xFactor(inputs: SkillInputs): number {
  return perMatchSkill(MAX_SKILL * inputs.gamePoints, 3 * inputs.games);
}

/** Both spellings the product uses for the goalkeeper position (admin and profile forms). */
export function isGoalkeeperPosition(position: string | null): boolean {
  return position === 'Målvakt' || position === 'Keeper';
}

/** Every skill, and skill points: the average of five rounded up, keeper instead of defence for goalkeepers. */
export function playerSkills(inputs: SkillInputs, position: string | null): PlayerSkills {
  const skills = {
    reliability: reliability(inputs),
    attack: attack(inputs),
    defence: defence(inputs),
    keeper: keeper(inputs),
    disiplin: disiplin(inputs),
    xFactor: xFactor(inputs),
  };
  const fifth = isGoalkeeperPosition(position) ? skills.keeper : skills.defence;
  const sum = skills.reliability + skills.attack + fifth + skills.disiplin + skills.xFactor;
  return { skillPoints: Math.ceil(sum / 5), ...skills };
}

/** Adds up a player's matches (attended or not) into skill inputs. */
export function skillInputsFromMatches(matches: readonly PlayerMatchStats[], clubMatches: number): SkillInputs {
  const inputs: SkillInputs = {
    clubMatches,
    games: 0,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    goalsFor: 0,
    goalsConceded: 0,
    cleanSheets: 0,
    twoOrLessConceded: 0,
    gamePoints: 0,
    keeperGames: 0,
    keeperCleanSheets: 0,
    keeperTwoOrLessConceded: 0,
    keeperGoalsConceded: 0,
  };
  for (const match of matches.filter((entry) => entry.attendance === 1)) {
    const outcome = deriveMatchOutcome(match.goalsFor, match.goalsConceded);
    inputs.games += 1;
    inputs.goals += match.goalsScored;
    inputs.assists += match.assists;
    inputs.yellowCards += match.yellowCards;
    inputs.redCards += match.redCards;
    inputs.goalsFor += match.goalsFor;
    inputs.goalsConceded += match.goalsConceded;
    inputs.cleanSheets += outcome.cleanSheet;
    inputs.twoOrLessConceded += outcome.twoOrLessConceded;
    inputs.gamePoints += outcome.gamePoints;
    inputs.keeperGames += match.keeper;
    inputs.keeperCleanSheets += match.keeper * outcome.cleanSheet;
    inputs.keeperTwoOrLessConceded += match.keeper * outcome.twoOrLessConceded;
    inputs.keeperGoalsConceded += match.keeper * match.goalsConceded;
  }
  return inputs;
}

export type SkillBand = 'below40' | 'from40' | 'from50' | 'from60' | 'from70' | 'from80' | 'from90';

/** The colour bands of skill points: under 40, 40–49, …, 80–89, 90 and over. */
export const SKILL_BANDS: readonly { id: SkillBand; min: number; label: string }[] = [
  { id: 'from90', min: 90, label: '90 og over' },
  { id: 'from80', min: 80, label: '80–89' },
  { id: 'from70', min: 70, label: '70–79' },
  { id: 'from60', min: 60, label: '60–69' },
  { id: 'from50', min: 50, label: '50–59' },
  { id: 'from40', min: 40, label: '40–49' },
  { id: 'below40', min: -Infinity, label: 'under 40' },
];

export function skillBand(skillPoints: number): SkillBand {
  return (SKILL_BANDS.find((band) => skillPoints >= band.min) ?? { id: 'below40' }).id;
}

export type SkillName = keyof PlayerSkills;

export const SKILL_LABELS: Record<SkillName, string> = {
  skillPoints: 'Ferdighet',
  reliability: 'Pålitelighet',
  attack: 'Angrep',
  defence: 'Forsvar',
  keeper: 'Målvakt',
  disiplin: 'Disiplin',
  xFactor: 'X-faktor',
};

const { discipline, attack: attackWeights, defence: defenceWeights, keeper: keeperWeights } = SKILL_WEIGHTS;

/**
 * How each skill is worked out, in Norwegian, for the rules page. The numbers come from
 * SKILL_WEIGHTS, so the text follows the formulas if they change.
 */
export const SKILL_EXPLANATIONS: Record<SkillName, string> = {
  skillPoints:
    'Gjennomsnittet av fem ferdigheter, rundet opp: pålitelighet, angrep, forsvar, disiplin og X-faktor. ' +
    'For målvakter brukes målvakt i stedet for forsvar.',
  reliability: 'Andelen av lagets kamper spilleren har spilt, i prosent, rundet opp.',
  attack:
    `${attackWeights.scale} × (${attackWeights.goal} × mål + ${attackWeights.assist} × målgivende pasninger + ` +
    'lagets mål i kampene spilleren spilte) delt på kamper spilt, rundet opp, mellom 0 og 100.',
  defence:
    `${defenceWeights.cleanSheet} poeng for hvert rent bur og ${defenceWeights.twoOrLessConceded} for hver kamp med ` +
    `maks 2 baklengs, minus ${defenceWeights.goalConceded} for hvert mål laget slapp inn, delt på kamper spilt, ` +
    'rundet opp, mellom 0 og 100. Et rent bur teller også som maks 2 baklengs.',
  keeper:
    `${keeperWeights.cleanSheet} poeng for hvert rent bur og ${keeperWeights.twoOrLessConceded} for hver kamp med ` +
    `maks 2 baklengs, minus ${keeperWeights.goalConceded} for hvert mål sluppet inn, delt på kamper spilt i mål, ` +
    'rundet opp, mellom 0 og 100.',
  disiplin:
    `100 minus (gule kort per kamp × ${discipline.yellowCard} × 100 + røde kort per kamp × ${discipline.redCard} × 100), ` +
    'hvert ledd rundet opp, aldri under 0.',
  xFactor:
    'Poengene laget tok i kampene spilleren spilte (3 for seier, 1 for uavgjort) i prosent av poengene det var mulig ' +
    'å ta, rundet opp.',
};

/** What 'under 40' to '90 og over' means, for the rules page. */
export const SKILL_BAND_EXPLANATION =
  'Fargen på ferdighetspoengene viser nivået: under 40, 40–49, 50–59, 60–69, 70–79, 80–89 og 90 og over.';

/** Told next to the formulas: the skills are for information only (001 §2, Regler). */
export const SKILLS_INFORMATION_ONLY = 'Ferdighetene er kun til informasjon og påvirker ikke fantasypoengene.';
