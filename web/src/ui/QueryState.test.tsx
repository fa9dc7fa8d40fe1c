import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryState } from './QueryState';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);
const empty = { text: 'Ingen data funnet', isEmpty: ({ value }: { value: string[] }) => value.length === 0 };

describe('QueryState', () => {
  it("shows the spinner, with 'Loading...' beside it where the view asks for it", () => {
    const { unmount } = render(<QueryState state={{ status: 'loading' }}>{({ value }) => list(value)}</QueryState>);
    expect(screen.getByRole('status').textContent).toBe('Laster...');
    unmount();
    render(
      <QueryState state={{ status: 'loading' }} loading="fantasy">
        {({ value }) => list(value)}
      </QueryState>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the error text, the empty text, or the answer', () => {
    const { rerender } = render(
      <QueryState state={{ status: 'error', message: 'Kunne ikke hente spilleren.' }} empty={empty}>
        {({ value }) => list(value)}
      </QueryState>,
    );
    expect(screen.getByText('Kunne ikke hente spilleren.')).toBeTruthy();
    rerender(
      <QueryState state={{ status: 'ready', value: [] }} empty={empty}>
        {({ value }) => list(value)}
      </QueryState>,
    );
    expect(screen.getByText('Ingen data funnet')).toBeTruthy();
    rerender(
      <QueryState state={{ status: 'ready', value: ['Ola'] }} empty={empty}>
        {({ value }) => list(value)}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Ola');
  });
});
