import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { LiveMatchSummary, SeasonContext } from '@vsf/contract';
import { invalidateFor } from '../../api/live/invalidation';
import { queryClient } from '../../api/queryClient';
import { seasonAtom } from '../../store/season';
import { makeFixture } from '../../test/factories';
import { stubApi } from '../../test/apiStub';
import { NextMatchLine } from './NextMatchLine';

const next = makeFixture({ fixtureTableID: 7, matchID: 'M7', date: '28.11.2026', day: 'Lørdag', time: '19.30' });
const context: SeasonContext = {
  thisYear: 2026,
  thisRound: 1,
  thisMatchID: 'M7',
  thisMatchDate: '28.11.2026',
  previousYears: [],
  nextMatch: next,
  deadlineAt: null,
};
const KICK_OFF = '2026-11-28T18:30:00.000Z';
const summary = (change: Partial<LiveMatchSummary> = {}): LiveMatchSummary => ({
  matchID: 'M7',
  season: 2026,
  round: 1,
  homeTeam: 'Vinderen',
  awayTeam: 'Heming',
  phase: 'firstHalf',
  homeTeamScore: 1,
  awayTeamScore: 0,
  phaseStartedAt: KICK_OFF,
  halfLengthMinutes: 45,
  ...change,
});

function renderLine() {
  const store = createStore();
  store.set(seasonAtom, { status: 'ready', context });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NextMatchLine />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the header's match line", () => {
  it('names the next match with its kick-off while nothing is live', async () => {
    stubApi((call) => (call === 'getLiveMatches' ? { success: true, matches: [] } : undefined));
    renderLine();
    expect(await screen.findByText('Neste kamp')).toBeTruthy();
    expect(screen.getByText('28.11.2026 Lørdag kl. 19.30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VSF - Heming' }).getAttribute('href')).toBe('/match/M7');
  });

  it("shows the match being played with its score and minute, then 'Slutt', then the next match once confirmed", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T19:03:30.000Z'), toFake: ['Date'] });
    const live = { matches: [summary()] };
    stubApi((call) => (call === 'getLiveMatches' ? { success: true, ...live } : undefined));
    renderLine();
    const link = await screen.findByRole('link', { name: 'VSF 1–0 Heming' });
    expect(link.getAttribute('href')).toBe('/match/M7');
    expect(screen.getByText('Direkte')).toBeTruthy();
    expect(screen.getByText('34’')).toBeTruthy();
    expect(screen.queryByText('Neste kamp')).toBeNull();

    live.matches = [summary({ phase: 'finished', homeTeamScore: 2, phaseStartedAt: '2026-11-28T20:10:00.000Z' })];
    await act(() =>
      invalidateFor(queryClient, 'match:live', {
        season: 2026,
        round: 1,
        matchID: 'M7',
        kind: 'phase',
        text: 'Slutt! VSF 2–0 Heming',
        homeTeamScore: 2,
        awayTeamScore: 0,
        phase: 'finished',
      }),
    );
    expect(await screen.findByRole('link', { name: 'VSF 2–0 Heming' })).toBeTruthy();
    expect(screen.getByText('Slutt')).toBeTruthy();
    expect(screen.getByText('Kampen er ferdig')).toBeTruthy();
    expect(screen.queryByText('Direkte')).toBeNull();

    // 'Bekreft resultat': the match leaves the live list and the header names the next match.
    live.matches = [];
    await act(() =>
      invalidateFor(queryClient, 'match:live', {
        season: 2026,
        round: 1,
        matchID: 'M7',
        kind: 'score',
        text: 'Resultatet er bekreftet: VSF 2–0 Heming.',
        homeTeamScore: 2,
        awayTeamScore: 0,
        phase: 'finished',
      }),
    );
    expect(await screen.findByText('Neste kamp')).toBeTruthy();
    expect(screen.queryByText('Slutt')).toBeNull();
  });
});
