import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { PlayerCard } from '@vsf/contract';
import { makeClubPlayer } from '../../test/factories';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { seasonAtom } from '../../store/season';
import { queryClient } from '../../api/queryClient';
import { apiQueryKey } from '../../api/useApiQuery';
import { PlayerOverview } from './PlayerOverview';

const base = makeClubPlayer({ playerID: 7, firstName: 'Ola', lastName: 'Nordmann' });
const player: PlayerCard = {
  ...base,
  skillsBySeason: {},
  statsBySeason: {},
  playerOfTheMatch: { total: 3, bySeason: { 2029: 1, 2030: 2 } },
};

function renderCard(statuses: { playerID: number; status: string | null }[], season: 2030 | 'Totalt' = 2030) {
  const requests: ApiRequest[] = [];
  stubApi((call) => (call === 'getPlayerStatuses' ? { success: true, matchID: 'M5', statuses } : undefined), requests);
  const store = createStore();
  store.set(seasonAtom, {
    status: 'ready',
    context: {
      thisYear: 2030,
      thisRound: 5,
      thisMatchID: 'M5',
      thisMatchDate: '08.05.2030',
      previousYears: [],
      nextMatch: null,
      deadlineAt: null,
    },
  });
  render(
    <Provider store={store}>
      <PlayerOverview player={player} season={season} />
    </Provider>,
  );
  return requests;
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the player card's status for the next match", () => {
  it('says it in words beside the facts', async () => {
    const requests = renderCard([{ playerID: 7, status: 'notInSquad' }]);
    expect(await screen.findByText('Ikke i troppen')).toBeTruthy();
    expect(screen.getByText('Neste kamp')).toBeTruthy();
    expect(requests.map((request) => [request.call, request.body])).toEqual([['getPlayerStatuses', { matchID: 'M5' }]]);
  });

  it('shows nothing when nothing is known', async () => {
    renderCard([{ playerID: 7, status: null }]);
    const key = apiQueryKey('getPlayerStatuses', { matchID: 'M5' });
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(screen.getByText('Ola Nordmann')).toBeTruthy();
    expect(screen.queryByText('Neste kamp')).toBeNull();
  });
});

describe("the player card's Kampens spiller", () => {
  /** The number under a label of the card's numbers. */
  const numberOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

  it("counts the fans' titles of the chosen season, and in total", () => {
    renderCard([]);
    expect(numberOf('Kampens spiller')).toBe('2');
  });

  it('counts every season under Totalt', () => {
    renderCard([], 'Totalt');
    expect(numberOf('Kampens spiller')).toBe('3');
  });
});
