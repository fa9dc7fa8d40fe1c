import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@vsf/contract';
import { AuditLog } from './AuditLog';
import { diffRows } from './auditTexts';

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  auditID: 1,
  kind: 'match',
  action: 'update',
  objectID: 'M1',
  summary: 'Kamp endret: VSF – Lyn 3–1',
  before: null,
  after: null,
  userID: 1,
  username: 'admin',
  at: '2026-05-02T00:30:00+02:00',
  ...extra,
});

let answer: object;
let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  answer = { success: true, entries: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditLog', () => {
  it('shows when, who and what, the changes as lines an admin reads, and the stored data one click away', async () => {
    answer = {
      success: true,
      entries: [
        entry({
          before: {
            homeTeamScore: 2,
            awayTeamScore: 1,
            trivia: '',
            players: { '7': { name: 'Ola Nordmann', goalsScored: 1, assists: 0 } },
          },
          after: {
            homeTeamScore: 3,
            awayTeamScore: 1,
            trivia: '',
            players: { '7': { name: 'Ola Nordmann', goalsScored: 2, assists: 0 } },
          },
        }),
      ],
    };
    render(<AuditLog />);
    const item = (await screen.findByText('Kamp endret: VSF – Lyn 3–1')).closest('li')!;
    expect(within(item).getByText('02.05.2026 kl. 00.30')).toBeTruthy();
    expect(within(item).getByText('admin')).toBeTruthy();
    expect(within(item).getByText('Kamp endret: VSF – Lyn 3–1')).toBeTruthy();
    const lines = within(within(item).getByRole('list', { name: 'Endringer' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['Resultat: 2–1 → 3–1', 'Mål: Ola Nordmann 1 → 2']);
    expect(within(item).getByText('Vis lagrede data (JSON)').closest('details')?.open).toBe(false);
    expect(item.querySelector('pre')?.textContent).toContain('"homeTeamScore": 3');
  });

  it('sends the chosen kind and dates, and leaves out the empty ones', async () => {
    render(<AuditLog />);
    await screen.findByText('Ingen endringer funnet for dette utvalget.');
    expect(bodies.at(-1)).toEqual({});
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText('Fra dato'), { target: { value: '2026-05-01' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ kind: 'user', from: '2026-05-01' }));
  });

  it("shows the server's refusal", async () => {
    answer = { success: false, msg: 'Fra-datoen kan ikke være etter til-datoen.' };
    render(<AuditLog />);
    expect(await screen.findByText('Fra-datoen kan ikke være etter til-datoen.')).toBeTruthy();
  });
});

describe('diffRows', () => {
  it('shows flags as Ja and Nei, and a created object field by field from nothing', () => {
    expect(diffRows({ isAdmin: 0, username: 'ola' }, { isAdmin: 1, username: 'ola' })).toEqual([
      { key: 'isAdmin', label: 'Admin', before: 'Nei', after: 'Ja' },
    ]);
    expect(diffRows(null, { trivia: '', round: 3 })).toEqual([
      { key: 'trivia', label: 'Kampfakta', before: '–', after: '(tom)' },
      { key: 'round', label: 'Runde', before: '–', after: '3' },
    ]);
  });
});
