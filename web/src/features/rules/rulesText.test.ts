import { describe, expect, it } from 'vitest';
import { formatDecimal, formatSignedPoints } from '@vsf/engine';
import { RULES_SECTIONS, SCORING_ROWS } from './rulesText';

describe('rules page', () => {
  it('lists 12 factors with the scoring numbers', () => {
    expect(SCORING_ROWS).toHaveLength(12);
    expect(Object.fromEntries(SCORING_ROWS)).toEqual({
      Oppmøte: '+5',
      Mål: '+3 per mål',
      'Målgivende pasning': '+2 per målgivende pasning',
      'Lagets mål': '+0,2 per mål, rundet opp',
      'Mål imot': '−0,2 per mål, rundet ned',
      'Rent bur': '+8 for målvakt, +2 for andre',
      'Maks 2 baklengs': '+6 for målvakt, +1 for andre',
      Selvmål: '−3 per selvmål',
      'Gult kort': '−3 per kort',
      'Rødt kort': '−6',
      Seier: '+1',
      Tap: '−1',
    });
  });

  it('has the sections the page shows', () => {
    expect(RULES_SECTIONS.map((section) => section.id)).toEqual([
      'team',
      'points',
      'captainAndBoosts',
      'substitutions',
      'skills',
    ]);
    const text = JSON.stringify(RULES_SECTIONS);
    expect(text).toContain('Det er 12 faktorer');
    expect(text).toContain('kl. 23.59');
    expect(text).toContain('Superkaptein: kapteinen får 3 ganger');
    expect(text).toContain('Pålitelighet: ');
  });
});

describe('number formatting', () => {
  it('writes decimal commas and signs', () => {
    expect(formatDecimal(0.5, 2)).toBe('0,50');
    expect(formatSignedPoints(0)).toBe('0');
    expect(formatSignedPoints(-0.2)).toBe('−0,2');
  });
});
