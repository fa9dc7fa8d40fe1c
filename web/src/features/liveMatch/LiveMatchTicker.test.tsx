import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { LiveMatch, MatchLivePayload } from '@vsf/contract';
import { invalidateFor } from '../../api/live/invalidation';
import { queryClient } from '../../api/queryClient';
import { makeLiveMatch, makeMatchEvent } from '../../test/factories';
import { stubApi } from '../../test/apiStub';
import { pushLiveEntryAtom } from './atoms';
import { LiveMatchTicker } from './LiveMatchTicker';

const entry = (
  kind: MatchLivePayload['kind'],
  text: string,
  change: Partial<MatchLivePayload> = {},
): MatchLivePayload => ({
  season: 2026,
  round: 17,
  matchID: 'M17',
  homeTeamScore: 3,
  awayTeamScore: 1,
  kind,
  text,
  ...change,
});

const summaryOf = (match: LiveMatch) => ({
  matchID: match.matchID,
  season: match.season,
  round: match.round,
  homeTeam: match.homeTeam,
  awayTeam: match.awayTeam,
  phase: match.phase,
  homeTeamScore: match.homeTeamScore,
  awayTeamScore: match.awayTeamScore,
  phaseStartedAt: match.phaseStartedAt,
  halfLengthMinutes: match.halfLengthMinutes,
});

function renderTicker(store = createStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LiveMatchTicker />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('LiveMatchTicker', () => {
  it('shows a live match whatever its date, every event, and the score as it stood after each goal', async () => {
    const events = [
      makeMatchEvent('goal', 5, [1, 0]),
      makeMatchEvent('yellowCard', 9, [1, 0], { playerID: 8 }),
      makeMatchEvent('opponentGoal', 14, [1, 1]),
      makeMatchEvent('goal', 22, [2, 1], { playerID: 8 }),
      makeMatchEvent('yellowCard', 30, [2, 1]),
      makeMatchEvent('ownGoal', 41, [2, 2]),
    ];
    // Dated months ago: the ticker runs because the match is live, not because of its date.
    const current = { match: makeLiveMatch({ date: '01.02.2026', homeTeamScore: 2, awayTeamScore: 2, events }) };
    stubApi((call) =>
      call === 'getLiveMatches'
        ? { success: true, matches: [summaryOf(current.match)] }
        : call === 'getLiveMatch'
          ? { success: true, match: current.match }
          : undefined,
    );
    renderTicker();
    const link = await screen.findByRole('link', { name: /VSF 2–2 Heming/ });
    expect(link.getAttribute('href')).toBe('/match/M7');
    const list = await screen.findByRole('list', { name: 'Hendelser i VSF – Heming' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '41’2–2Selvmål av Ola Nordmann',
      '30’Gult kort til Ola Nordmann',
      '22’2–1Mål av Kari Hansen',
      '14’1–1Mål av Heming',
      '9’Gult kort til Kari Hansen',
      '5’1–0Mål av Ola Nordmann',
      'KampenAvspark',
    ]);

    current.match = {
      ...current.match,
      homeTeamScore: 3,
      events: [...events, makeMatchEvent('goal', 44, [3, 2])],
    };
    await act(() =>
      invalidateFor(queryClient, 'match:live', entry('goal', 'Mål!', { matchID: 'M7', phase: 'firstHalf' })),
    );
    expect(await screen.findByRole('link', { name: /VSF 3–2 Heming/ })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('44’3–2Mål av Ola Nordmann');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it("keeps all the statistics form's entries, with the result only in its own line, and hides them on request", async () => {
    stubApi((call) => (call === 'getLiveMatches' ? { success: true, matches: [] } : undefined));
    const store = renderTicker();
    expect(screen.queryByText('Direkte')).toBeNull();
    act(() => store.set(pushLiveEntryAtom, entry('goal', 'Mål av Ola Nordmann!')));
    act(() => store.set(pushLiveEntryAtom, entry('goal', 'Mål av Kari Hansen!')));
    act(() => store.set(pushLiveEntryAtom, entry('card', 'Gult kort til Kari Hansen.')));
    act(() => store.set(pushLiveEntryAtom, entry('score', 'Stillingen er VSF 3–1 Heming.')));
    act(() => store.set(pushLiveEntryAtom, entry('trivia', 'Derby!')));
    expect(screen.getByText('Direkte')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'KampfaktaDerby!',
      'StillingStillingen er VSF 3–1 Heming.',
      'KortGult kort til Kari Hansen.',
      'MålMål av Kari Hansen!',
      'MålMål av Ola Nordmann!',
    ]);
    expect(screen.getByRole('link', { name: 'Mål av Ola Nordmann!' }).getAttribute('href')).toBe('/match/M17');

    fireEvent.click(screen.getByRole('button', { name: 'Skjul direkteoppdateringene' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    act(() => store.set(pushLiveEntryAtom, entry('trivia', 'Pause i kampen.')));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    // Touchline entries are not kept, the confirmed result neither: the match leaves with it.
    act(() => store.set(pushLiveEntryAtom, entry('goal', 'Mål av Ola Nordmann! 1–0', { phase: 'firstHalf' })));
    act(() => store.set(pushLiveEntryAtom, entry('phase', 'Slutt! VSF 3–1 Heming', { phase: 'finished' })));
    act(() =>
      store.set(pushLiveEntryAtom, entry('score', 'Resultatet er bekreftet: VSF 3–1 Heming.', { phase: 'finished' })),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText(/Resultatet er bekreftet/)).toBeNull();
  });

  it("says 'Slutt' and 'Kampen er ferdig' after the final whistle, and leaves when the result is confirmed", async () => {
    const current = {
      match: makeLiveMatch({
        phase: 'finished',
        homeTeamScore: 1,
        events: [makeMatchEvent('goal', 5, [1, 0])],
      }),
      live: true,
    };
    stubApi((call) =>
      call === 'getLiveMatches'
        ? { success: true, matches: current.live ? [summaryOf(current.match)] : [] }
        : call === 'getLiveMatch'
          ? { success: true, match: { ...current.match, saved: !current.live } }
          : undefined,
    );
    const store = renderTicker();
    const region = screen.getByRole('region', { name: 'Direkte fra kampen' });
    expect(await screen.findByRole('link', { name: /VSF 1–0 Heming/ })).toBeTruthy();
    await screen.findByRole('list', { name: 'Hendelser i VSF – Heming' });
    // The badge first, then the score and where the minute stood.
    expect(region.textContent).toMatch(/^SluttVSF 1–0 HemingKampen er ferdig/);
    expect(within(region).queryByText('Direkte')).toBeNull();

    const confirmed = entry('score', 'Resultatet er bekreftet: VSF 1–0 Heming.', { matchID: 'M7', phase: 'finished' });
    current.live = false;
    act(() => store.set(pushLiveEntryAtom, confirmed));
    await act(() => invalidateFor(queryClient, 'match:live', confirmed));
    await expect.poll(() => region.textContent).toBe('');
  });
});
