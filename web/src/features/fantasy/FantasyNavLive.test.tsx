import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { LiveMatchSummary, MyLivePoints, SeasonContext } from '@vsf/contract';
import { invalidateFor } from '../../api/live/invalidation';
import { queryClient } from '../../api/queryClient';
import { seasonAtom } from '../../store/season';
import { sessionAtom } from '../../store/session';
import { makeFixture, makeUser } from '../../test/factories';
import { stubApi } from '../../test/apiStub';
import { FantasyNav } from './FantasyNav';

const fixtures = [
  makeFixture({ fixtureTableID: 1, matchID: 'M1', round: 1, date: '01.05.2026', homeTeamScore: 2, awayTeamScore: 1 }),
  makeFixture({ fixtureTableID: 2, matchID: 'M2', round: 2, date: '08.05.2026' }),
];
const context: SeasonContext = {
  thisYear: 2026,
  thisRound: 2,
  thisMatchID: 'M2',
  thisMatchDate: '08.05.2026',
  previousYears: [],
  nextMatch: fixtures[1]!,
  deadlineAt: null,
};
const liveM2: LiveMatchSummary = {
  matchID: 'M2',
  season: 2026,
  round: 2,
  homeTeam: 'Vinderen',
  awayTeam: 'Heming',
  phase: 'firstHalf',
  homeTeamScore: 1,
  awayTeamScore: 0,
  phaseStartedAt: '2026-05-08T17:00:00.000Z',
  halfLengthMinutes: 45,
};
const mine = (change: Partial<MyLivePoints>): MyLivePoints => ({
  userID: 10,
  season: 2026,
  round: 2,
  matchID: 'M2',
  live: true,
  roundPoints: 23,
  totalPoints: 470,
  worldRank: 4,
  teamCount: 60,
  ...change,
});

function renderNav() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user: makeUser({ userID: 10 }) });
  store.set(seasonAtom, { status: 'ready', context });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/fantasy/points']}>
        <FantasyNav />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const pointsLink = () => screen.findByRole('link', { name: /^Poeng/ });

describe("the fantasy menu's points", () => {
  it("shows the last round's points while no match is played", async () => {
    stubApi(
      (call) =>
        ({
          getSeasonFixtures: { success: true, fixtures },
          getLiveMatches: { success: true, matches: [] },
          loadFantasyTeamWithInfo: { success: true, team: { userID: 10 }, roundPoints: 47, totalPoints: 447 },
        })[call],
    );
    renderNav();
    await vi.waitFor(async () => expect((await pointsLink()).textContent).toBe('Poeng +47'));
  });

  it("shows the live round's provisional points, marked LIVE, moving with the manager's own event", async () => {
    const answers = {
      getSeasonFixtures: { success: true, fixtures },
      getLiveMatches: { success: true, matches: [liveM2] },
      loadFantasyTeamWithInfo: { success: true, team: { userID: 10 }, roundPoints: 47, totalPoints: 447 },
      getMyLivePoints: { success: true, ...mine({}) },
    };
    const requests = stubApi((call) => answers[call as keyof typeof answers]);
    renderNav();
    await vi.waitFor(async () =>
      expect((await pointsLink()).textContent).toBe('Poeng +23LIVE – foreløpige poeng, kampen pågår'),
    );
    expect(requests.find((request) => request.call === 'getMyLivePoints')?.body).toEqual({ userID: 10, matchID: 'M2' });

    answers.getMyLivePoints = { success: true, ...mine({ roundPoints: 29 }) };
    await act(() =>
      invalidateFor(queryClient, 'points:own', {
        userID: 10,
        season: 2026,
        round: 2,
        matchID: 'M2',
        live: true,
        roundPoints: 29,
        totalPoints: 476,
        worldRank: 3,
      }),
    );
    await vi.waitFor(async () => expect((await pointsLink()).textContent).toMatch(/^Poeng \+29LIVE/));
  });

  it("keeps the last round's points when the manager has no team in the live match", async () => {
    stubApi(
      (call) =>
        ({
          getSeasonFixtures: { success: true, fixtures },
          getLiveMatches: { success: true, matches: [liveM2] },
          loadFantasyTeamWithInfo: { success: true, team: { userID: 10 }, roundPoints: 47, totalPoints: 447 },
          getMyLivePoints: { success: true, ...mine({ roundPoints: 0, worldRank: null }) },
        })[call],
    );
    renderNav();
    await vi.waitFor(async () => expect((await pointsLink()).textContent).toBe('Poeng +47'));
  });
});
