import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { JerseyNumber } from './JerseyNumber';

describe('JerseyNumber', () => {
  it('shows the number, or a dash read aloud as no number for the stored 100', () => {
    expect(render(<JerseyNumber jerseyNo={7} />).container.textContent).toBe('7');
    const none = render(<JerseyNumber jerseyNo={100} />).container;
    expect(none.textContent).toBe('–Uten draktnummer');
    expect(none.querySelector('[aria-hidden="true"]')?.textContent).toBe('–');
    expect(none.textContent).not.toContain('100');
  });
});
