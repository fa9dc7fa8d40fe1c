import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { stubApi } from '../../test/apiStub';
import { PLAYERS_OF_THE_MATCH_TEXTS, PlayersOfTheMatchList } from './PlayersOfTheMatchList';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the season's players of the match on /stats", () => {
  it('lists them with their titles, for the season chosen, and opens a player’s card', async () => {
    const requests = stubApi((call) =>
      call === 'getPlayersOfTheMatch'
        ? {
            success: true,
            players: [
              { playerID: 9, name: 'Ola Nordmann', titles: 3 },
              { playerID: 4, name: 'Kari Hansen', titles: 1 },
            ],
          }
        : undefined,
    );
    const opened: number[] = [];
    render(<PlayersOfTheMatchList season={2026} onOpenPlayer={(id) => opened.push(id)} />);
    expect(screen.getByRole('heading', { name: PLAYERS_OF_THE_MATCH_TEXTS.title })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Ola Nordmann/ });
    expect(row.textContent).toBe('Ola Nordmann3');
    expect(screen.getByRole('row', { name: /Kari Hansen/ }).textContent).toBe('Kari Hansen1');
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(opened).toEqual([9]);
    expect(requests.map((r) => r.body)).toEqual([{ season: 2026 }]);
  });

  it('says so when nobody has been voted yet', async () => {
    stubApi((call) => (call === 'getPlayersOfTheMatch' ? { success: true, players: [] } : undefined));
    render(<PlayersOfTheMatchList season="Totalt" onOpenPlayer={() => undefined} />);
    expect(await screen.findByText(PLAYERS_OF_THE_MATCH_TEXTS.empty)).toBeTruthy();
  });
});
