import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResultDialog } from './ResultDialog';

let answer: object;
let sent: { call: string; body: Record<string, unknown> }[];
const onSaved = vi.fn();

beforeEach(() => {
  sent = [];
  onSaved.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ call: url.replace('/api/', ''), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function fill() {
  render(
    <ResultDialog
      season={2026}
      tournement="5. div. Menn avd. 01"
      teams={['Heming 2', 'Lyn 3']}
      entry={null}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-06-01' } });
  fireEvent.change(screen.getByLabelText('Hjemmelag'), { target: { value: 'Heming 2' } });
  fireEvent.change(screen.getByLabelText('Bortelag'), { target: { value: 'Lyn 3' } });
  fireEvent.change(screen.getByLabelText('Mål hjemmelag'), { target: { value: '2' } });
}

describe('ResultDialog', () => {
  it('asks for both scores before it sends anything', () => {
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre resultat' }));
    expect(screen.getByRole('alert').textContent).toBe('Skriv inn antall mål for begge lag.');
    expect(sent).toHaveLength(0);
  });

  it("sends the result and shows the server's refusal, keeping what was typed", async () => {
    answer = { success: false, msg: 'Et lag kan ikke spille mot seg selv.' };
    fill();
    fireEvent.change(screen.getByLabelText('Mål bortelag'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre resultat' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Et lag kan ikke spille mot seg selv.'));
    expect(sent[0]).toEqual({
      call: 'saveLeagueResult',
      body: {
        season: 2026,
        tournement: '5. div. Menn avd. 01',
        date: '2026-06-01',
        homeTeam: 'Heming 2',
        awayTeam: 'Lyn 3',
        homeTeamScore: 2,
        awayTeamScore: 1,
      },
    });
    expect((screen.getByLabelText('Hjemmelag') as HTMLInputElement).value).toBe('Heming 2');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('tells the table editor when the result is saved', async () => {
    answer = { success: true, msg: 'Resultatet er lagret, og tabellen er oppdatert.', resultID: 7 };
    fill();
    fireEvent.change(screen.getByLabelText('Mål bortelag'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre resultat' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Resultatet er lagret, og tabellen er oppdatert.'));
  });
});
