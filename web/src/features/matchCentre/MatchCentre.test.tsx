import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { LiveMatch, MatchDetail, MatchSquad } from '@vsf/contract';
import { invalidateFor } from '../../api/live/invalidation';
import { queryClient } from '../../api/queryClient';
import { makeFixture, makeLiveMatch, makeMatchEvent } from '../../test/factories';
import { MatchCentre } from './MatchCentre';
import { Scoreboard } from './Scoreboard';

/** Answers getLiveMatch with `current.match` (404 when null), getSpecificFixture with `detail`, getSquad with `squad`. */
function stubMatchApi(current: { match: LiveMatch | null; detail?: MatchDetail; squad?: MatchSquad }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = url.replace('/api/', '');
      calls.push(call);
      if (call === 'getLiveMatch' && current.match === null)
        return new Response(JSON.stringify({ success: false, msg: 'Kampen finnes ikke.' }), { status: 404 });
      const answer =
        call === 'getLiveMatch'
          ? { success: true, match: current.match }
          : call === 'getSpecificFixture'
            ? { success: true, ...current.detail }
            : call === 'getSquad' && current.squad
              ? { success: true, squad: current.squad }
              : { success: false, msg: 'ukjent' };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

function renderPage(matchID = 'M7') {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <MatchCentre matchID={matchID} notFound={<p>Ooopsi... Denne siden finnes visst ikke.</p>} />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MatchCentre', () => {
  it('shows the published squad before kick-off, with when it was published and changed, until the touchline starts', async () => {
    const squad: MatchSquad = {
      matchID: 'M7',
      published: true,
      publishedAt: '2026-05-10T20:15:00+02:00',
      changedAt: '2026-05-11T09:30:00+02:00',
      players: [
        { playerID: 8, name: 'Kari Hansen', jerseyNo: 8, position: 'Midtbane' },
        { playerID: 1, name: 'Per Keeper', jerseyNo: 1, position: 'Målvakt' },
      ],
    };
    const current = {
      match: makeLiveMatch({ phase: 'notStarted', minute: null, phaseStartedAt: null, squad: [] }),
      squad,
    };
    const calls = stubMatchApi(current);
    renderPage();
    expect(await screen.findByText('Publisert 10.05.2026 kl. 20.15, endret 11.05.2026 kl. 09.30.')).toBeTruthy();
    const list = screen.getByRole('heading', { name: 'Tropp' }).parentElement!;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1Per KeeperMålvakt',
      '8Kari HansenMidtbane',
    ]);
    expect(calls).toContain('getSquad');
  });

  it('says so when no squad is published yet', async () => {
    const notPublished: MatchSquad = {
      matchID: 'M7',
      published: false,
      publishedAt: null,
      changedAt: null,
      players: [],
    };
    stubMatchApi({
      match: makeLiveMatch({ phase: 'notStarted', minute: null, phaseStartedAt: null, squad: [] }),
      squad: notPublished,
    });
    renderPage();
    expect(await screen.findByText('Troppen er ikke tatt ut ennå.')).toBeTruthy();
  });

  it('shows teams, score, squad and events, and the goal entered next after match:live', async () => {
    const current = {
      match: makeLiveMatch({
        homeTeamScore: 1,
        events: [makeMatchEvent('goal', 12, [1, 0])],
        trivia: 'Derby!',
        keeperID: 8,
      }),
    };
    stubMatchApi(current);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'VSF – Heming' })).toBeTruthy();
    expect(screen.getByText('VSF 1, Heming 0')).toBeTruthy();
    expect(screen.getByText('Derby!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tropp' })).toBeTruthy();
    expect(screen.getByText('Per Keeper')).toBeTruthy();
    expect(screen.getByText('Kari Hansen').nextSibling?.textContent).toBe('Keeper i kampen');
    expect(screen.getByText('Mål av Ola Nordmann')).toBeTruthy();

    current.match = {
      ...current.match,
      homeTeamScore: 1,
      awayTeamScore: 1,
      events: [...current.match.events, makeMatchEvent('opponentGoal', 20, [1, 1])],
    };
    await act(() =>
      invalidateFor(queryClient, 'match:live', {
        season: 2026,
        round: 7,
        matchID: 'M7',
        homeTeamScore: 1,
        awayTeamScore: 1,
        kind: 'goal',
        text: 'Mål av Heming',
      }),
    );
    expect(await screen.findByText('Mål av Heming')).toBeTruthy();
    expect(screen.getByText('VSF 1, Heming 1')).toBeTruthy();
  });

  it("shows the site's not-found text for a match that does not exist", async () => {
    stubMatchApi({ match: null });
    renderPage('finnes-ikke');
    expect(await screen.findByText('Ooopsi... Denne siden finnes visst ikke.')).toBeTruthy();
  });

  it('shows a played match without live events from its saved statistics', async () => {
    const player = (playerID: number, firstName: string) => ({ playerID, firstName, lastName: 'Berg', nickname: '' });
    const calls = stubMatchApi({
      match: makeLiveMatch({ phase: 'finished', saved: true, homeTeamScore: 3, awayTeamScore: 1, squad: [] }),
      detail: {
        fixtureData: makeFixture({ fixtureTableID: 7, matchID: 'M7' }),
        goalScorers: [
          { ...player(1, 'Ola'), goalsScored: 2 },
          { ...player(2, 'Kari'), goalsScored: 1 },
        ],
        assists: [{ ...player(3, 'Per'), assists: 1 }],
        ownGoals: [],
        yellowCards: [{ ...player(2, 'Kari'), yellowCards: 1 }],
        redCards: [],
        goalKeepers: [player(4, 'Nils')],
      },
    });
    renderPage();
    expect(await screen.findByText('Ola Berg (2), Kari Berg')).toBeTruthy();
    expect(screen.getByText('Per Berg')).toBeTruthy();
    expect(screen.getByText('Nils Berg')).toBeTruthy();
    expect(screen.getByText('Slutt')).toBeTruthy();
    expect(calls).toContain('getSpecificFixture');
  });
});

describe('Scoreboard clock', () => {
  it('runs from when the phase began, into stoppage time, and stops at half-time', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-05-12T17:33:10.000Z'));
    const match = makeLiveMatch({ phaseStartedAt: '2026-05-12T17:00:00.000Z' });
    const { rerender } = render(<Scoreboard match={match} />);
    expect(screen.getByText('34’')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('35’')).toBeTruthy();
    act(() => vi.advanceTimersByTime(13 * 60_000));
    expect(screen.getByText('45+3’')).toBeTruthy();
    rerender(<Scoreboard match={{ ...match, phase: 'halfTime', phaseStartedAt: '2026-05-12T17:48:00.000Z' }} />);
    expect(screen.getByText('Pause')).toBeTruthy();
    rerender(<Scoreboard match={{ ...match, phase: 'notStarted', phaseStartedAt: null }} />);
    expect(screen.getByText('Avspark kl. 19.00')).toBeTruthy();
  });
});
