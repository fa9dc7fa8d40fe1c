import type { LoadedTeam, SeasonContext } from '@vsf/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { makeClubPlayer, makeFixture, makeUser } from '../../test/factories';
import { seasonAtom } from '../../store/season';
import { sessionAtom } from '../../store/session';
import { queryClient } from '../../api/queryClient';
import { invalidateFor } from '../../api/live/invalidation';
import { FantasyTeamView } from './FantasyTeamView';
import { stubApi, type ApiRequest } from '../../test/apiStub';

const fixtures = [
  makeFixture({ fixtureTableID: 1, round: 1, matchID: 'M1', date: '01.05.2030' }),
  makeFixture({ fixtureTableID: 2, round: 2, matchID: 'M2', date: '08.05.2030' }),
];
const context: SeasonContext = {
  thisYear: 2030,
  thisRound: 2,
  thisMatchID: 'M2',
  thisMatchDate: '08.05.2030',
  previousYears: [],
  nextMatch: null,
  deadlineAt: null,
};
/** A rescore's event: every fantasy view refetches. */
const RESCORED = { season: 2030, round: 1, matchID: 'M1' };

const players = Array.from({ length: 9 }, (_, index) =>
  makeClubPlayer({
    playerID: index + 1,
    firstName: 'Spiller',
    lastName: `Nr${index + 1}`,
    position: index === 0 ? 'Målvakt' : 'Midtbane',
    skills: { skillPoints: 90 - index, reliability: 50, attack: 50, defence: 50, keeper: 0, disiplin: 50, xFactor: 50 },
  }),
);

function team(overrides: Partial<LoadedTeam> = {}, captain: number | null = 1): LoadedTeam {
  return {
    team: {
      fantasyStatsID: 1,
      userID: 10,
      username: 'ola',
      teamName: 'Olas lag',
      season: 2030,
      round: 2,
      matchID: 'M2',
      date: '08.05.2030',
      player1: 1,
      player2: 2,
      player3: 3,
      player4: 4,
      player5: 5,
      player6: 6,
      player7: 7,
      captain,
      activeBoost: 'none',
      attackBoostUsed: 0,
      defenceBoostUsed: 1,
      superCaptainUsed: 0,
      remainingSubs: 2,
      roundPoints: 0,
      totalPoints: 0,
      picksHidden: false,
    },
    previousTeam: [1, 2, 3, 4, 5, 6, 7],
    allowance: 2,
    boostsUsedEarlier: ['defenceBoost'],
    boostUses: [{ boost: 'defenceBoost', round: 1, date: '2030-05-01' }],
    isCurrentRound: true,
    deadlineAt: '2030-05-07T23:59:00+02:00',
    canChange: true,
    ...overrides,
  };
}

let loaded: LoadedTeam;
let saveAnswer: object;
let requests: ApiRequest[];
let statuses: object | undefined;

beforeEach(() => {
  loaded = team();
  saveAnswer = { success: true, msg: 'Ditt lag har blitt lagret.' };
  requests = [];
  statuses = undefined;
  stubApi((call) => {
    const answers: Record<string, object> = {
      getSeasonFixtures: { success: true, fixtures },
      loadFantasyTeam: { success: true, ...loaded },
      getPlayersWithRequestedStats: { success: true, players },
      updateFantasyTeam: saveAnswer,
      updateTeamTipsSettings: { success: true, msg: 'Lagret' },
      ...(statuses ? { getPlayerStatuses: statuses } : {}),
    };
    return answers[call];
  }, requests);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderView(store = createStore()) {
  store.set(sessionAtom, { status: 'loggedIn', user: makeUser() });
  store.set(seasonAtom, { status: 'ready', context });
  render(
    <Provider store={store}>
      <FantasyTeamView />
    </Provider>,
  );
  await screen.findByRole('group', { name: 'Laget ditt' }, { timeout: 3000 });
  return store;
}

const pitch = () => within(screen.getByRole('group', { name: 'Laget ditt' }));
const table = () => within(screen.getByRole('table', { name: 'Spillere' }));
const saveButton = () => screen.getByRole('button', { name: 'Lagre laget' }) as HTMLButtonElement;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('Mitt lag', () => {
  it('shows the round, the match banner and the remaining substitutions', async () => {
    await renderView();
    expect(screen.getByRole('heading', { name: /^Runde 2,/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Forrige Runde/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Neste Runde/ })).toBeNull();
    const banner = screen.getByRole('region', { name: 'Kampen denne runden' });
    expect(banner.textContent).toContain('07.05.2030 kl. 23.59');
    expect(banner.textContent).toContain('Bytter igjen2');
    expect(saveButton().disabled).toBe(true);
  });

  it('moves to the previous round by date and loads its team', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: /^Forrige Runde/ }));
    expect(await screen.findByRole('heading', { name: /^Runde 1,/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Forrige Runde/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Neste Runde/ })).toBeTruthy();
    await screen.findByRole('group', { name: 'Laget ditt' });
    expect(requests.filter((request) => request.call === 'loadFantasyTeam').at(-1)?.body).toEqual({
      season: 2030,
      round: 1,
      matchID: 'M1',
    });
  });

  it('shows the team tips until Ok is pressed', async () => {
    const store = createStore();
    store.set(sessionAtom, { status: 'loggedIn', user: makeUser({ displayTeamTips: 1 }) });
    store.set(seasonAtom, { status: 'ready', context });
    render(
      <Provider store={store}>
        <FantasyTeamView />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tips' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await screen.findByRole('group', { name: 'Laget ditt' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.find((request) => request.call === 'updateTeamTipsSettings')?.body).toEqual({
      userID: 10,
      showModalAgain: 1,
    });
  });

  it('swaps a table player in for a pitch player, makes a captain and saves', async () => {
    await renderView();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    click('Bytt inn valgt spiller');
    expect(screen.getByText('Velg spilleren på banen som skal byttes ut.')).toBeTruthy();
    fireEvent.click(pitch().getByRole('button', { name: /Spiller Nr2/ }));
    click('Bytt spillere');
    expect(pitch().queryByRole('button', { name: /Spiller Nr2/ })).toBeNull();
    expect(pitch().getByRole('button', { name: /Spiller Nr8/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kampen denne runden' }).textContent).toContain('Bytter igjen1');
    expect(saveButton().disabled).toBe(false);

    fireEvent.click(pitch().getByRole('button', { name: /Spiller Nr8/ }));
    click('Gjør til kaptein');
    expect(pitch().getByTitle('Kaptein').closest('button')?.textContent).toContain('Spiller Nr8');

    fireEvent.click(saveButton());
    expect(await screen.findByText('Ditt lag har blitt lagret.')).toBeTruthy();
    const saved = requests.find((request) => request.call === 'updateFantasyTeam')?.body;
    expect(saved).toMatchObject({ season: 2030, round: 2, matchID: 'M2', player2: 8, captain: 8, activeBoost: 'none' });
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps unsaved picks through a live refetch that finds the same team, not through a changed one', async () => {
    await renderView();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    click('Bytt inn valgt spiller');
    fireEvent.click(pitch().getByRole('button', { name: /Spiller Nr2/ }));
    click('Bytt spillere');
    const loads = () => requests.filter((request) => request.call === 'loadFantasyTeam').length;
    const before = loads();

    // A rescore of another match moves the points, not the picks.
    loaded = team({ team: { ...team().team!, totalPoints: 120 } });
    act(() => void invalidateFor(queryClient, 'rankings:updated', RESCORED));
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(pitch().getByRole('button', { name: /Spiller Nr8/ })).toBeTruthy();
    expect(saveButton().disabled).toBe(false);

    // The deadline passed meanwhile: the editor starts again from the server's team.
    loaded = team({ canChange: false });
    act(() => void invalidateFor(queryClient, 'rankings:updated', RESCORED));
    await waitFor(() => expect(pitch().queryByRole('button', { name: /Spiller Nr8/ })).toBeNull());
  });

  it('swaps out the captain, so saving waits for a new one', async () => {
    await renderView();
    fireEvent.click(pitch().getByRole('button', { name: /Spiller Nr1/ }));
    click('Bytt ut valgt spiller');
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr9' }));
    click('Bytt spillere');
    expect(screen.getByText('Du må velge en kaptein før du kan lagre...')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('deselects on a second click and refuses a player already on the pitch', async () => {
    await renderView();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    expect(screen.queryByRole('button', { name: 'Bytt inn valgt spiller' })).toBeNull();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr3' }));
    expect(screen.getByText('Denne spilleren er allerede på banen. Vennligst velg en annen...')).toBeTruthy();
  });

  it('toggles a boost, and greys out a used one saying when it was used', async () => {
    await renderView();
    const used = screen.getByRole('button', { name: 'Forsvarsboost Brukt i runde 1, 01.05.2030' }) as HTMLButtonElement;
    expect(used.disabled).toBe(true);
    click('Angrepsboost');
    expect(screen.getByRole('button', { name: /Deaktiver angrepsboost/ }).textContent).toContain('Aktivert');
    expect(saveButton().disabled).toBe(false);
    click(/Deaktiver angrepsboost/);
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's message when saving is refused, and ∞ for unlimited substitutions", async () => {
    loaded = team({ allowance: null, previousTeam: null });
    saveAnswer = { success: false, msg: 'Fristen for å foreta bytter er passert.' };
    await renderView();
    expect(screen.getByLabelText('Ubegrenset').textContent).toBe('∞');
    click('Superkaptein');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Fristen for å foreta bytter er passert.');
  });

  it('allows no changes after the deadline', async () => {
    loaded = team({ canChange: false });
    await renderView();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    expect(screen.getByText(/Fristen for å foreta bytter er passert/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Angrepsboost' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the table the full width until a player is chosen, then opens the card beside it', async () => {
    await renderView();
    expect(screen.getByText('Trykk på en spiller for å se spillerns informasjon...')).toBeTruthy();
    expect(screen.queryByRole('separator')).toBeNull();
    fireEvent.click(table().getByRole('button', { name: 'Spiller Nr8' }));
    expect(screen.getByRole('separator', { name: 'Endre bredden på tabellen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lukk spillerkort' }));
    expect(screen.queryByRole('separator')).toBeNull();
    expect(table().getByRole('button', { name: 'Spiller Nr8' })).toBeTruthy();
  });

  it('names the table headers in full and prints the shirt numbers on the pitch', async () => {
    await renderView();
    expect(table().getByRole('button', { name: 'Pålitelighet' })).toBeTruthy();
    expect(table().getByTitle('X-Faktor').tagName).toBe('TH');
    expect(pitch().getByRole('button', { name: /Spiller Nr1/ }).textContent).toContain('1');
  });

  it("names the team's players who will not play in the round's match, with their status in words", async () => {
    statuses = {
      success: true,
      matchID: 'M2',
      statuses: [
        { playerID: 3, status: 'unavailable' },
        { playerID: 4, status: 'notInSquad' },
        { playerID: 5, status: 'inSquad' },
      ],
    };
    await renderView();
    const note = await screen.findByRole('region', { name: '2 spillere på laget ditt spiller ikke' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spiller Nr3 Kan ikke', 'Spiller Nr4 Ikke i troppen']);
    expect(note.textContent).toContain('Bytt før fristen');
    expect(requests.find((request) => request.call === 'getPlayerStatuses')?.body).toEqual({ matchID: 'M2' });
  });
});
