import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Fixture } from '@vsf/contract';
import { ReopenMatch } from './ReopenMatch';

const fixture: Fixture = {
  fixtureTableID: 5,
  tournement: 'Serie',
  round: 4,
  date: '02.05.2026',
  day: 'Lørdag',
  time: '18.00',
  homeTeam: 'Vinderen SF',
  awayTeam: 'Lyn 3',
  homeTeamScore: 3,
  awayTeamScore: 1,
  result: '3 - 1',
  pitch: 'Vinderen kunstgress',
  matchID: 'M4',
  year: 2026,
  aside: 7,
  trivia: '',
};

let calls: { call: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ call: url.replace('/api/', ''), body: JSON.parse(String(init?.body ?? '{}')) });
      const answer = { success: true, msg: 'Kampen er åpnet igjen.', thisYear: 2026, thisRound: 4, thisMatchID: 'M4' };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ReopenMatch', () => {
  it('is not offered for a match without a result', () => {
    render(<ReopenMatch fixture={{ ...fixture, result: '-', homeTeamScore: null, awayTeamScore: null }} />);
    expect(screen.queryByRole('button', { name: 'Åpne kampen igjen' })).toBeNull();
  });

  it('asks first, and cancelling changes nothing', () => {
    render(<ReopenMatch fixture={fixture} />);
    fireEvent.click(screen.getByRole('button', { name: 'Åpne kampen igjen' }));
    expect(screen.getByRole('dialog').textContent).toContain('VSF – Lyn 3 (3 - 1) blir satt tilbake til ikke spilt');
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reopens the match once confirmed', async () => {
    const reopened = vi.fn();
    render(<ReopenMatch fixture={fixture} onReopened={reopened} />);
    fireEvent.click(screen.getByRole('button', { name: 'Åpne kampen igjen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, åpne kampen igjen' }));
    await waitFor(() => expect(reopened).toHaveBeenCalled());
    expect(calls[0]).toEqual({ call: 'reopenMatch', body: { matchID: 'M4' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
