import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFixture } from '../../test/factories';
import { RoundStepper } from './RoundStepper';

const fixtures = [
  makeFixture({ fixtureTableID: 1, round: 1, matchID: 'M1', date: '01.05.2030' }),
  makeFixture({ fixtureTableID: 2, round: 2, matchID: 'M2', date: '08.05.2030' }),
  makeFixture({ fixtureTableID: 3, round: 3, matchID: 'M3', date: '15.05.2030' }),
];
const [first, middle, last] = fixtures as [(typeof fixtures)[0], (typeof fixtures)[0], (typeof fixtures)[0]];

describe('RoundStepper', () => {
  it("shows 'Forrige Runde' / 'Neste Runde' and moves by date", () => {
    const onMove = vi.fn();
    render(<RoundStepper fixtures={fixtures} viewed={middle} onMove={onMove} ends="disable" detail="08.05.2030" />);
    expect(screen.getByRole('heading', { name: 'Runde 2, 5. divisjon' })).toBeTruthy();
    expect(screen.getByText('08.05.2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Forrige Runde/ }).textContent).toContain('Forrige Runde');
    fireEvent.click(screen.getByRole('button', { name: 'Neste Runde: Runde 3, 5. divisjon' }));
    expect(onMove).toHaveBeenCalledWith(last);
  });

  it('shows arrows only in the compact variant, still named for screen readers', () => {
    render(<RoundStepper fixtures={fixtures} viewed={middle} onMove={vi.fn()} ends="disable" compact />);
    const previous = screen.getByRole('button', { name: 'Forrige Runde: Runde 1, 5. divisjon' });
    expect(previous.textContent).toBe('‹');
  });

  it('names the tournament in the header and the arrows: round numbers repeat in a cup', () => {
    const cup = makeFixture({ fixtureTableID: 4, round: 1, matchID: 'C1', date: '22.05.2030', tournement: 'Oslo Cup' });
    render(<RoundStepper fixtures={[...fixtures, cup]} viewed={last} onMove={vi.fn()} ends="disable" />);
    expect(screen.getByRole('heading', { name: 'Runde 3, 5. divisjon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neste Runde: Runde 1, Oslo Cup' })).toBeTruthy();
  });

  it('greys the arrow at an end, or hides it', () => {
    const { unmount } = render(<RoundStepper fixtures={fixtures} viewed={first} onMove={vi.fn()} ends="disable" />);
    expect((screen.getByRole('button', { name: 'Forrige Runde' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<RoundStepper fixtures={fixtures} viewed={first} onMove={vi.fn()} ends="hide" />);
    expect(screen.queryByRole('button', { name: /^Forrige Runde/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Neste Runde/ })).toBeTruthy();
  });
});
