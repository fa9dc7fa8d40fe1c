import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { AdminPlayer } from '@vsf/contract';
import { ClubPlayerTable } from './ClubPlayerTable';

const player = (playerID: number, firstName: string, lastName: string, nickname: string): AdminPlayer => ({
  playerID,
  firstName,
  lastName,
  nickname,
  birthdate: null,
  sex: null,
  position: 'Midtbane',
  description: '',
  jerseyNo: playerID,
  image: null,
  imageSize: null,
  active: 1,
  deletable: 0,
  userID: null,
  username: null,
  matchesPlayed: 3,
});

beforeEach(() => {
  // The server's order: by surname.
  const players = [
    player(1, 'Ola', 'Aabakken', 'Zorro'),
    player(2, 'Kari', 'Berg', ''),
    player(3, 'Per', 'Dahl', 'Bamse'),
    player(4, 'Åse', 'Eriksen', ''),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, players }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClubPlayerTable', () => {
  it('lists the players by the name it shows, nickname or full name', async () => {
    render(<ClubPlayerTable />);
    const grid = await screen.findByTestId('club-player-table');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    const names = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(names).toEqual(['Bamse (Per Dahl)', 'Kari Berg', 'Zorro (Ola Aabakken)', 'Åse Eriksen']);
  });
});
