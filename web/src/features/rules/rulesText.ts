/**
 * The rules page ('Regler', 001 §2) as plain data, built from the constants the rules
 * themselves use, so the page can never disagree with the scoring.
 */
import {
  formatSignedPoints,
  TEAM_SIZE,
  CAPTAIN_MULTIPLIER,
  DEFENCE_BOOST_BONUS,
  SCORING,
  SUPER_CAPTAIN_MULTIPLIER,
  TWO_OR_LESS_LIMIT,
  SKILL_BAND_EXPLANATION,
  SKILL_EXPLANATIONS,
  SKILL_LABELS,
  SKILLS_INFORMATION_ONLY,
  type SkillName,
  MAX_SAVED_SUBSTITUTIONS,
  SUBSTITUTIONS_PER_ROUND,
  BOOST_LABELS,
  DEADLINE_TIME,
} from '@vsf/engine';

export interface RulesTable {
  headers: string[];
  rows: string[][];
}

export interface RulesSection {
  id: 'team' | 'points' | 'captainAndBoosts' | 'substitutions' | 'skills';
  title: string;
  paragraphs: string[];
  list?: string[];
  table?: RulesTable;
}

const per = (points: number, what: string): string => `${formatSignedPoints(points)} per ${what}`;
const keeperOrOthers = (points: { keeper: number; outfield: number }): string =>
  `${formatSignedPoints(points.keeper)} for målvakt, ${formatSignedPoints(points.outfield)} for andre`;

/** One row per factor; the rules text speaks of 12 factors. */
export const SCORING_ROWS: readonly (readonly [factor: string, points: string])[] = [
  ['Oppmøte', formatSignedPoints(SCORING.attendance)],
  ['Mål', per(SCORING.goal, 'mål')],
  ['Målgivende pasning', per(SCORING.assist, 'målgivende pasning')],
  ['Lagets mål', `${per(SCORING.goalsForPerTen / 10, 'mål')}, rundet opp`],
  ['Mål imot', `${per(SCORING.goalsConcededPerTen / 10, 'mål')}, rundet ned`],
  ['Rent bur', keeperOrOthers(SCORING.cleanSheet)],
  [`Maks ${TWO_OR_LESS_LIMIT} baklengs`, keeperOrOthers(SCORING.twoOrLessConceded)],
  ['Selvmål', per(SCORING.ownGoal, 'selvmål')],
  ['Gult kort', per(SCORING.yellowCard, 'kort')],
  ['Rødt kort', formatSignedPoints(SCORING.redCard)],
  ['Seier', formatSignedPoints(SCORING.win)],
  ['Tap', formatSignedPoints(SCORING.loss)],
];

const SKILL_ORDER: readonly SkillName[] = [
  'reliability',
  'attack',
  'defence',
  'keeper',
  'disiplin',
  'xFactor',
  'skillPoints',
];

export const RULES_SECTIONS: readonly RulesSection[] = [
  {
    id: 'team',
    title: 'Ditt lag',
    paragraphs: [
      `Hver runde har du et lag på ${TEAM_SIZE} spillere fra klubben, og én av dem er kaptein. ` +
        'Poengene kommer fra det spillerne faktisk gjør i kampene. Plassen på banen påvirker ikke poengene.',
      `Fristen for å endre laget er kl. ${DEADLINE_TIME} norsk tid dagen før kampen.`,
    ],
  },
  {
    id: 'points',
    title: 'Poeng',
    paragraphs: [
      `Det er ${SCORING_ROWS.length} faktorer som gir poeng. En spiller som ikke møtte til kampen får ingen poeng.`,
      `Uavgjort gir ${formatSignedPoints(SCORING.tie)} poeng. Et rent bur teller også som maks ${TWO_OR_LESS_LIMIT} baklengs.`,
    ],
    table: { headers: ['Faktor', 'Poeng'], rows: SCORING_ROWS.map((row) => [...row]) },
  },
  {
    id: 'captainAndBoosts',
    title: 'Kaptein og boosts',
    paragraphs: [
      `Kapteinen får ${CAPTAIN_MULTIPLIER} ganger poengene sine.`,
      'Du har tre boosts. Hver kan brukes én gang i sesongen, og bare én kan være aktiv i en runde.',
    ],
    list: [
      `${BOOST_LABELS.superCaptain}: kapteinen får ${SUPER_CAPTAIN_MULTIPLIER} ganger poengene i stedet for ${CAPTAIN_MULTIPLIER}.`,
      `${BOOST_LABELS.attackBoost}: hver spiller som møtte får like mange ekstra poeng som laget scoret mål.`,
      `${BOOST_LABELS.defenceBoost}: hver spiller som møtte får ${formatSignedPoints(DEFENCE_BOOST_BONUS.cleanSheet)} ` +
        `ved rent bur og ${formatSignedPoints(DEFENCE_BOOST_BONUS.twoOrLessConceded)} ved maks ${TWO_OR_LESS_LIMIT} baklengs.`,
      'Boostens ekstrapoeng legges til etter at kapteinens poeng er ganget opp.',
    ],
  },
  {
    id: 'substitutions',
    title: 'Bytter',
    paragraphs: [
      'Første gang du velger lag kan du velge fritt.',
      `Deretter har du ${SUBSTITUTIONS_PER_ROUND} bytter per runde. Bytter du ikke bruker kan spares, ` +
        `men du kan ha maks ${MAX_SAVED_SUBSTITUTIONS}: har du ${SUBSTITUTIONS_PER_ROUND} eller flere igjen, ` +
        `får du ${MAX_SAVED_SUBSTITUTIONS} neste runde, ellers ${SUBSTITUTIONS_PER_ROUND}. ` +
        'Sparte bytter følger ikke med inn i en ny sesong.',
      'Et bytte er en spiller som ikke var på laget ditt forrige runde. Bytter du en spiller tilbake, koster det ikke noe.',
    ],
  },
  {
    id: 'skills',
    title: 'Ferdigheter',
    paragraphs: [SKILLS_INFORMATION_ONLY, SKILL_BAND_EXPLANATION],
    list: SKILL_ORDER.map((skill) => `${SKILL_LABELS[skill]}: ${SKILL_EXPLANATIONS[skill]}`),
  },
];
