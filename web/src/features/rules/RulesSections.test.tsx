import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCORING, formatSignedPoints } from '@vsf/engine';
import { SCORING_ROWS } from './rulesText';
import { RulesSections } from './RulesSections';

describe('the rules page', () => {
  it('lists the 12 scoring factors with the numbers the scoring uses', () => {
    render(<RulesSections />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(SCORING_ROWS).toHaveLength(12);
    expect(within(table).getByRole('row', { name: /Oppmøte/ }).textContent).toContain(
      formatSignedPoints(SCORING.attendance),
    );
    expect(within(table).getByRole('row', { name: /Rødt kort/ }).textContent).toContain(
      formatSignedPoints(SCORING.redCard),
    );
  });

  it('has a heading per section and links to each', () => {
    render(<RulesSections />);
    for (const title of ['Ditt lag', 'Poeng', 'Kaptein og boosts', 'Bytter', 'Ferdigheter']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^#regler-/);
    }
  });
});
