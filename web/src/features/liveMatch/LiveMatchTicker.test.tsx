import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { MatchLivePayload } from '@vsf/engine';
import { LIVE_ENTRIES_KEPT, pushLiveEntryAtom } from './atoms';
import { LiveMatchTicker } from './LiveMatchTicker';

const entry = (kind: MatchLivePayload['kind'], text: string, score: [number, number] = [1, 0]): MatchLivePayload => ({
  season: 2026,
  round: 17,
  matchID: 'M17',
  homeTeamScore: score[0],
  awayTeamScore: score[1],
  kind,
  text,
});

describe('LiveMatchTicker', () => {
  it('shows each match:live entry the moment it arrives, newest first, and hides them on request', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <LiveMatchTicker />
      </Provider>,
    );
    expect(screen.queryByText('Direkte')).toBeNull();
    act(() => store.set(pushLiveEntryAtom, entry('goal', 'Mål av Ola Nordmann!')));
    expect(screen.getByText('Direkte')).toBeTruthy();
    expect(screen.getByText('Mål av Ola Nordmann!')).toBeTruthy();
    expect(screen.getByText('1–0')).toBeTruthy();

    act(() => store.set(pushLiveEntryAtom, entry('card', 'Gult kort til Kari Hansen.')));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Gult kort til Kari Hansen.');
    expect(items[1]).toContain('Mål av Ola Nordmann!');

    for (let i = 0; i < LIVE_ENTRIES_KEPT + 2; i++)
      act(() => store.set(pushLiveEntryAtom, entry('trivia', `Fakta ${i}`)));
    expect(screen.getAllByRole('listitem')).toHaveLength(LIVE_ENTRIES_KEPT);

    fireEvent.click(screen.getByRole('button', { name: 'Skjul direkteoppdateringene' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
