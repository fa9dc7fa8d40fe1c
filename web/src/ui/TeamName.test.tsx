import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { Matchup, TeamName } from './TeamName';

describe('TeamName', () => {
  it('has the full name for a screen reader and the short form only for the eye', () => {
    const { container } = render(<TeamName team="Bygdøy Kameratene" />);
    const hidden = container.querySelector('[aria-hidden="true"]');
    expect(hidden?.textContent).toBe('Bygdøy');
    expect(container.querySelector('span > span:not([aria-hidden])')?.textContent).toBe('Bygdøy Kameratene');
  });

  it('draws a name without a shorter form once, and the club by its short name', () => {
    expect(render(<TeamName team="Heming 2" />).container.innerHTML).not.toContain('aria-hidden');
    const { container } = render(<Matchup home="Vindern" away="Korsvoll IL 2" short="always" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('Korsvoll 2');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('Korsvoll IL 2');
    expect(container.textContent).toContain(`${club.shortName} - `);
  });
});
