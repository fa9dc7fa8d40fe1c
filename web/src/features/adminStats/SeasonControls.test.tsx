import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { SeasonContext } from '@vsf/contract';
import { seasonAtom } from '../../store/season';
import { SeasonControls } from './SeasonControls';
import { answerQuestion, closeNotice } from '../../test/dialogs';

const row = (matchID: string, result: string) => ({ matchID, result, date: '01.06.2026', round: 1 });
let fixtures: object[];
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = url.replace('/api/', '');
      calls.push(call);
      return new Response(JSON.stringify({ success: true, fixtures, msg: 'ok' }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderControls() {
  const store = createStore();
  const context = { thisYear: 2026, thisRound: 3, thisMatchID: 'M3', thisMatchDate: '', previousYears: [] };
  store.set(seasonAtom, { status: 'ready', context: context as unknown as SeasonContext });
  render(
    <Provider store={store}>
      <SeasonControls />
    </Provider>,
  );
}

const endButton = () => screen.getByRole('button', { name: 'Avslutt sesongen 2026' }) as HTMLButtonElement;

describe("'Avslutt sesongen'", () => {
  it('says how many fixtures it deletes before asking', async () => {
    fixtures = [row('M1', '2 - 1'), row('M2', '-'), row('M3', '-'), row('M4', '-')];
    renderControls();
    await waitFor(() => expect(endButton().disabled).toBe(false));
    fireEvent.click(endButton());
    expect(await answerQuestion('Avslutte sesongen 2026?', 'Avbryt')).toBe(
      'Er du sikker på at du vil avslutte sesongen 2026? 3 kamper uten resultat slettes for alltid.',
    );
    expect(calls).not.toContain('endSeason');
  });

  it('refuses before asking when no match has a result', async () => {
    fixtures = [row('M1', '-'), row('M2', '-')];
    renderControls();
    await waitFor(() => expect(endButton().disabled).toBe(false));
    fireEvent.click(endButton());
    expect(await closeNotice()).toBe('Du må registrere noen resultater før du kan avslutte sesongen.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
