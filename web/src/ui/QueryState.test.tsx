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

  it('shows the empty text for a quiet failure and for nothing to show, the view’s own where it names one', () => {
    const { rerender } = render(<QueryState state={{ status: 'failed' }}>{() => 'svar'}</QueryState>);
    expect(screen.getByText('Ingen data funnet')).toBeTruthy();
    rerender(
      <QueryState state={{ status: 'empty' }} empty={{ text: 'Ingen artikler ennå.' }}>
        {() => 'svar'}
      </QueryState>,
    );
    expect(screen.getByText('Ingen artikler ennå.')).toBeTruthy();
    expect(screen.queryByText('svar')).toBeNull();
  });

  it('draws loading as a line of text or a spinner with its own label, and announces an error when asked', () => {
    const { rerender } = render(
      <QueryState state={{ status: 'loading' }} loading={{ text: 'Laster...' }}>
        {() => 'svar'}
      </QueryState>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Laster...').tagName).toBe('P');
    rerender(
      <QueryState state={{ status: 'loading' }} loading={{ label: 'Laster artikler...' }}>
        {() => 'svar'}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Laster artikler...');
    rerender(
      <QueryState state={{ status: 'error', message: 'Kunne ikke hente tabellen.' }} errorRole="alert">
        {() => 'svar'}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Kunne ikke hente tabellen.');
  });

  it('draws the view’s own error where it passes one, with the message in it', () => {
    render(
      <QueryState
        state={{ status: 'error', message: 'Artikkelen finnes ikke.' }}
        error={(message) => (
          <div role="alert">
            <h1>Artikkel</h1>
            <p>{message}</p>
          </div>
        )}
      >
        {() => 'svar'}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('Artikkel');
    expect(alert.querySelector('p')?.textContent).toBe('Artikkelen finnes ikke.');
    expect(screen.queryByText('svar')).toBeNull();
  });
});
