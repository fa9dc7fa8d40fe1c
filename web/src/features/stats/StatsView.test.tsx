import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from 'jotai';
import { stubApi } from '../../test/apiStub';
import { seasonAtom } from '../../store/season';
import type { DeviceLayout } from '../../ui/deviceGate';
import { StatsView } from './StatsView';
import { statsPlayer } from './testPlayers';

const device = vi.hoisted(() => ({ layout: 'desktop' as DeviceLayout }));
vi.mock('../../ui/useDeviceLayout', () => ({ useDeviceLayout: () => device.layout }));

const players = [statsPlayer(1, 'Bomben', 10, 7), statsPlayer(2, 'Lynet', 4, 3)];
vi.mock('./useSeasonStats', () => ({ useSeasonStats: () => ({ status: 'ready', players }) }));

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼]/g, ''));

describe('StatsView', () => {
  beforeEach(() => {
    device.layout = 'desktop';
    // The list of Kampens spiller under the table asks for its own read.
    stubApi((call) => (call === 'getPlayersOfTheMatch' ? { success: true, players: [] } : undefined));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('labels the columns in full on a desktop', () => {
    render(<StatsView />);
    expect(headers()).toEqual(['Plass', 'Navn', 'Kamper spilt', 'Toppscorer', 'Per kamp']);
  });

  it("abbreviates Plass and Kamper spilt on a phone, so the metric's columns fit on the screen", () => {
    device.layout = 'mobile';
    render(<StatsView />);
    expect(headers()).toEqual(['#', 'Navn', 'K', 'Toppscorer', 'Per kamp']);
    expect(screen.getByTitle('Kamper spilt').textContent).toBe('K');
    expect(screen.getByRole('button', { name: 'Plass' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kamper spilt' })).toBeTruthy();
  });

  it('keeps each dropdown with its label', () => {
    render(<StatsView />);
    const metric = screen.getByLabelText('Statistikk');
    expect(metric.parentElement?.textContent).toContain('Statistikk');
    expect(screen.getByLabelText('Sesong').parentElement).not.toBe(metric.parentElement);
  });
});

describe('StatsView on /fantasy/stats', () => {
  const numbers = (playerID: number, name: string, form: number, pickedPercentage: number) => ({
    playerID,
    name,
    position: 'Angrep',
    matchesPlayed: 3,
    roundPoints: 5,
    seasonPoints: 30 + playerID,
    form,
    pickedPercentage,
  });

  beforeEach(() => {
    device.layout = 'desktop';
    stubApi((call) =>
      call === 'getPlayerStatuses'
        ? {
            success: true,
            matchID: 'M5',
            statuses: [
              { playerID: 2, status: 'inSquad' },
              { playerID: 3, status: 'unsure' },
            ],
          }
        : call === 'getFantasyPlayerMetrics'
          ? {
              success: true,
              season: 2026,
              lastRound: { round: 4, matchID: 'M4' },
              pickedRound: { round: 5, matchID: 'M5' },
              teamCount: 12,
              players: [
                numbers(1, 'Bomben', 9, 25),
                numbers(2, 'Lynet', 21, 50),
                numbers(3, 'Muren', 15, 0),
                // Neither played nor picked: not in the list.
                { ...numbers(4, 'Benken', 0, 0), matchesPlayed: 0 },
              ],
            }
          : undefined,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.firstChild?.textContent?.trim());

  it('offers the fantasy numbers only there', () => {
    render(<StatsView />);
    expect(screen.queryByRole('option', { name: 'Form' })).toBeNull();
  });

  it('ranks the list by a chosen fantasy number, with every number sortable, for a season only', async () => {
    render(<StatsView withFantasy />);
    fireEvent.change(screen.getByLabelText('Sesong'), { target: { value: 'Totalt' } });
    fireEvent.change(screen.getByLabelText('Statistikk'), { target: { value: 'form' } });
    await screen.findByRole('button', { name: 'Valgt av' });
    expect(headers()).toEqual(['Plass', 'Navn', 'Poeng (runde)', 'Poeng (sesong)', 'Form', 'Valgt av']);
    expect(names()).toEqual(['Lynet', 'Muren', 'Bomben']);
    expect(screen.getByRole('button', { name: 'Form' }).closest('th')?.getAttribute('aria-sort')).toBe('descending');
    // The numbers are a season's: 'Totalt' gives way to this year (no season context here: the clock's).
    expect((screen.getByLabelText('Sesong') as HTMLSelectElement).value).toBe(String(new Date().getFullYear()));
    expect(screen.queryByRole('option', { name: 'Totalt' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Valgt av' }));
    expect(names()).toEqual(['Lynet', 'Bomben', 'Muren']);
    expect(screen.getByText('Form: Fantasypoeng i spillerens siste 3 kamper.')).toBeTruthy();
  });

  it('shows the chosen number only on a phone', async () => {
    device.layout = 'mobile';
    render(<StatsView withFantasy />);
    fireEvent.change(screen.getByLabelText('Statistikk'), { target: { value: 'pickedPercentage' } });
    await screen.findByRole('button', { name: 'Valgt av' });
    expect(headers()).toEqual(['#', 'Navn', 'Valgt']);
    expect(names()).toEqual(['Lynet', 'Bomben', 'Muren']);
  });

  it("shows each player's status for the next match in words, and narrows the list to the squad", async () => {
    const store = createStore();
    store.set(seasonAtom, {
      status: 'ready',
      context: {
        thisYear: 2026,
        thisRound: 5,
        thisMatchID: 'M5',
        thisMatchDate: '08.05.2026',
        previousYears: [],
        nextMatch: null,
        deadlineAt: null,
      },
    });
    render(
      <Provider store={store}>
        <StatsView withFantasy />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Statistikk'), { target: { value: 'form' } });
    await screen.findByText('I troppen');
    const cell = (name: string) => screen.getByText(name).closest('td')!.textContent;
    expect([cell('Lynet'), cell('Muren'), cell('Bomben')]).toEqual(['Lynet I troppen', 'Muren Usikker', 'Bomben ']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bare spillere i troppen' }));
    expect(names()).toEqual(['Lynet']);
  });
});
