import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { AvailabilityAnswer, MatchSquad } from '@vsf/contract';
import { queryClient } from '../../api/queryClient';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { SquadEditor } from './SquadEditor';
import { SquadOverview } from './SquadOverview';

const match = {
  matchID: 'M5',
  season: 2030,
  round: 5,
  date: '08.05.2030',
  time: '19.30',
  pitch: 'Vinderen kunstgress',
  homeTeam: 'Vinderen',
  awayTeam: 'Grorud IL 2',
  kickoffAt: '2030-05-08T19:30:00+02:00',
  open: true,
};

const answer = (playerID: number, name: string, overrides: Partial<AvailabilityAnswer> = {}): AvailabilityAnswer => ({
  playerID,
  name,
  jerseyNo: playerID,
  position: 'Midtbane',
  hasAccount: true,
  status: null,
  comment: '',
  answeredAt: null,
  answeredBy: null,
  ...overrides,
});

const answers = [
  answer(1, 'Ola Nordmann', { status: 'unavailable', comment: 'Jobber til 19' }),
  answer(2, 'Per Hansen', { status: 'available' }),
  answer(3, 'Kari Hansen', { status: 'available' }),
  answer(4, 'Uten Konto', { hasAccount: false }),
];
const notPublished: MatchSquad = { matchID: 'M5', published: false, publishedAt: null, changedAt: null, players: [] };

let requests: ApiRequest[];
let squad: MatchSquad;

beforeEach(() => {
  requests = [];
  squad = notPublished;
  stubApi((call) => {
    if (call === 'getAvailability') return { success: true, match, answers };
    if (call === 'getSquad') return { success: true, squad };
    if (call === 'publishSquad') return { success: true, squad };
    if (call === 'setAvailability') return { success: true, answer: answers[3] };
    if (call === 'getAvailabilityOverview')
      return {
        success: true,
        fixtures: [
          {
            match,
            counts: { available: 2, unsure: 1, unavailable: 1, notAnswered: 1 },
            squad: { published: true, size: 2 },
          },
        ],
      };
    return undefined;
  }, requests);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const renderIn = (node: React.ReactNode) =>
  render(
    <Provider store={createStore()}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );

describe("the admin's squad for a fixture", () => {
  it('shows every answer with its comment, who has not answered, and starts the squad from those who can play', async () => {
    renderIn(<SquadEditor matchID="M5" />);
    const cannot = await screen.findByRole('region', { name: 'Kan ikke (1)' });
    expect(within(cannot).getByText(/Jobber til 19/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Har ikke svart (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ola Nordmann/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Per Hansen/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Publiser troppen (2)' })).toBeTruthy();
  });

  it('publishes the squad picked', async () => {
    renderIn(<SquadEditor matchID="M5" />);
    fireEvent.click(await screen.findByRole('button', { name: /Kari Hansen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publiser troppen (1)' }));
    expect(await screen.findByText('Troppen er publisert.')).toBeTruthy();
    expect(requests.find((request) => request.call === 'publishSquad')?.body).toEqual({
      matchID: 'M5',
      playerIDs: [2],
    });
  });

  it('answers for a player without an account', async () => {
    renderIn(<SquadEditor matchID="M5" />);
    const buttons = await screen.findByRole('group', { name: 'Svar for Uten Konto' });
    expect(screen.queryByRole('group', { name: 'Svar for Per Hansen' })).toBeNull();
    fireEvent.click(within(buttons).getByRole('button', { name: 'Usikker' }));
    await waitFor(() =>
      expect(requests.find((request) => request.call === 'setAvailability')?.body).toEqual({
        matchID: 'M5',
        status: 'unsure',
        playerID: 4,
      }),
    );
  });

  it('starts from the published squad and offers its changes only once something changed', async () => {
    squad = {
      ...notPublished,
      published: true,
      publishedAt: '2030-05-06T20:00:00+02:00',
      changedAt: '2030-05-06T20:00:00+02:00',
      players: [{ playerID: 1, name: 'Ola Nordmann', jerseyNo: 1, position: 'Midtbane' }],
    };
    renderIn(<SquadEditor matchID="M5" />);
    const publish = (await screen.findByRole('button', { name: 'Publiser endringene (1)' })) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Ola Nordmann/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Ola Nordmann/ }));
    fireEvent.click(screen.getByRole('button', { name: /Per Hansen/ }));
    expect((screen.getByRole('button', { name: 'Publiser endringene (1)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is read-only once the match has started', async () => {
    stubApi((call) => {
      if (call === 'getAvailability') return { success: true, match: { ...match, open: false }, answers };
      if (call === 'getSquad') return { success: true, squad: notPublished };
      return undefined;
    });
    renderIn(<SquadEditor matchID="M5" />);
    expect(await screen.findByText(/troppen endres nå fra sidelinjen/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Publiser troppen/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Per Hansen/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the coming fixtures on /admin', () => {
  it('count the answers and say whether the squad is published, each a link to its page', async () => {
    renderIn(<SquadOverview />);
    const link = await screen.findByRole('link', { name: /VSF – Grorud IL 2/ });
    expect(link.getAttribute('href')).toBe('/admin/squad/M5');
    expect(link.textContent).toContain('Tropp publisert (2)');
    expect(link.textContent).toContain('2 kan spille · 1 usikker · 1 kan ikke · 1 har ikke svart');
  });
});
