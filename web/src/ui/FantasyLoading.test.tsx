import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';
import { FantasyLoading } from './FantasyLoading';

describe('the loading states', () => {
  it("shows the fantasy game's 'Loading...' beside the spinner (001 §4)", () => {
    render(<FantasyLoading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(screen.getByText('Loading...').classList.contains('visually-hidden')).toBe(false);
  });

  it('keeps the public spinner without visible text (000 §4)', () => {
    render(<Spinner />);
    expect(screen.getByText('Laster...').classList.contains('visually-hidden')).toBe(true);
  });
});
