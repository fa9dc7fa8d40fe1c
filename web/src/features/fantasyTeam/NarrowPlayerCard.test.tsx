import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NarrowPlayerCard } from './NarrowPlayerCard';

const details = () => screen.getByText('Spillerkort').closest('details')!;

describe('NarrowPlayerCard', () => {
  it('stays folded until a player is chosen, unfolds for each new choice, and folds on request', () => {
    const { rerender } = render(<NarrowPlayerCard playerID={null}>kort</NarrowPlayerCard>);
    expect(details().open).toBe(false);

    rerender(<NarrowPlayerCard playerID={7}>kort</NarrowPlayerCard>);
    expect(details().open).toBe(true);

    details().open = false;
    fireEvent(details(), new Event('toggle'));
    rerender(<NarrowPlayerCard playerID={7}>kort</NarrowPlayerCard>);
    expect(details().open).toBe(false);

    rerender(<NarrowPlayerCard playerID={9}>kort</NarrowPlayerCard>);
    expect(details().open).toBe(true);
  });
});
