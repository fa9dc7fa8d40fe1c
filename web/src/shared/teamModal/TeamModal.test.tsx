import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { teamModalAtom } from './atoms';
import { TeamModalHost } from './TeamModalHost';
import { stubApi } from '../../test/apiStub';
import { makeClubPlayer } from '../../test/factories';

const skills = { skillPoints: 60, reliability: 70, attack: 40, defence: 50, keeper: 0, disiplin: 90, xFactor: 35 };
const players = Array.from({ length: 7 }, (_, index) =>
  makeClubPlayer({
    playerID: index + 1,
    firstName: `Spiller${index + 1}`,
    lastName: 'Berg',
    position: 'Midtbane',
    jerseyNo: 100,
    skills,
  }),
);
const team = {
  fantasyStatsID: 1,
  userID: 21,
  username: 'kari',
  teamName: 'Karis Kanoner',
  season: 2030,
  round: 1,
  matchID: 'M1',
  date: '01.05.2030',
  player1: 1,
  player2: 2,
  player3: 3,
  player4: 4,
  player5: 5,
  player6: 6,
  player7: 7,
  captain: 3,
  activeBoost: 'attackBoost',
  attackBoostUsed: 1,
  defenceBoostUsed: 1,
  superCaptainUsed: 0,
  remainingSubs: 2,
  roundPoints: 44,
  totalPoints: 130,
  picksHidden: false,
};
let teamAnswer: object;

beforeEach(() => {
  teamAnswer = { success: true, team, roundPoints: 44, totalPoints: 130 };
  stubApi((call) => {
    const answers: Record<string, object> = {
      loadFantasyTeamWithInfo: teamAnswer,
      getPlayersWithRequestedStats: { success: true, players },
    };
    return answers[call];
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal() {
  const store = createStore();
  store.set(teamModalAtom, { userID: 21, teamName: 'Karis Kanoner', season: 2030, round: 1, matchID: 'M1' });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/fantasy/league']}>
        <TeamModalHost />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('Team modal', () => {
  it("shows 'Loading...' with the spinner under the team's name until the team arrives", async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Karis Kanoner' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
    await within(dialog).findByRole('group', { name: 'Karis Kanoner' });
  });

  it('shows the team name, its points and the pitch with the captain', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Karis Kanoner' });
    expect(await within(dialog).findByText('44')).toBeTruthy();
    expect(within(dialog).getByText('130')).toBeTruthy();
    const pitch = await within(dialog).findByRole('group', { name: 'Karis Kanoner' });
    expect(within(pitch).getByTitle('Kaptein').closest('button')?.textContent).toContain('Spiller3 Berg');
  });

  it("shows the skills chart computed by the engine, and the boosts with 'Aktivert'", async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Karis Kanoner' });
    await within(dialog).findByRole('group', { name: 'Karis Kanoner' });
    fireEvent.change(within(dialog).getByLabelText('Visning'), { target: { value: 'skills' } });
    // attackBoost sets attack to 100; the others are the average of seven equal players. The
    // chart's library loads when the chart is first shown.
    expect((await within(dialog).findByRole('figure')).getAttribute('aria-label')).toBe(
      'Lagets ferdigheter: Pålitelighet 70, Angrep 100, Forsvar 50, Disiplin 90, X-faktor 35',
    );
    const boosts = within(dialog).getByRole('list', { name: 'Boostere' });
    expect(
      within(boosts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AngrepsboostAktivert', 'Forsvarsboost', 'Superkaptein']);
  });

  it("says when the user has no team in the round, titled with the row's team name, and closes on Escape", async () => {
    teamAnswer = { success: true, team: null, roundPoints: 0, totalPoints: 0 };
    const store = renderModal();
    expect(await screen.findByText('Ingen lag ble funnet for denne runden...')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Karis Kanoner' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.get(teamModalAtom)).toBeNull();
  });

  it('opens the player modal for a clicked player and comes back', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Karis Kanoner' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Spiller5 Berg/ }));
    expect(await screen.findByRole('combobox', { name: 'Visning' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(await screen.findByRole('dialog', { name: 'Karis Kanoner' })).toBeTruthy();
  });
});
