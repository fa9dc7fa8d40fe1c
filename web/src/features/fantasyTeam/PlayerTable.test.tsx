import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerFantasyMetrics } from '@vsf/contract';
import { makeClubPlayer } from '../../test/factories';
import type { PlayerStatuses } from '../../shared/availability/usePlayerStatuses';
import { PlayerTable } from './PlayerTable';

/** An active forward known by his nickname; the skills are equal, so only the fantasy numbers tell them apart. */
const player = (playerID: number, nickname: string) => makeClubPlayer({ playerID, nickname, activeSeasons: [2026] });

const players = [player(1, 'Bomben'), player(2, 'Lynet'), player(3, 'Muren')];

const metric = (playerID: number, numbers: Partial<PlayerFantasyMetrics>): PlayerFantasyMetrics => ({
  playerID,
  name: '',
  position: 'Angrep',
  matchesPlayed: 5,
  roundPoints: 0,
  seasonPoints: 0,
  form: 0,
  pickedPercentage: 0,
  ...numbers,
});

const metrics = new Map(
  [
    metric(1, { roundPoints: 2, seasonPoints: 40, form: 9, pickedPercentage: 10 }),
    metric(2, { roundPoints: 12, seasonPoints: 25, form: 21, pickedPercentage: 66.67 }),
    metric(3, { roundPoints: 7, seasonPoints: 31, form: 15, pickedPercentage: 0.2 }),
  ].map((row) => [row.playerID, row]),
);

function renderTable(
  numbers: ReadonlyMap<number, PlayerFantasyMetrics> | null = metrics,
  statuses: PlayerStatuses = null,
) {
  render(
    <PlayerTable
      players={players}
      metrics={numbers}
      team={[]}
      statuses={statuses}
      selectedID={null}
      onSelect={() => {}}
    />,
  );
  return within(screen.getByRole('table', { name: 'Spillere' }));
}

/** The names down the table, top to bottom. */
const names = (table: ReturnType<typeof renderTable>) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

const header = (table: ReturnType<typeof renderTable>, label: string) =>
  table.getByRole('button', { name: label }).closest('th')!;

describe('PlayerTable', () => {
  it("keeps the spec's skill columns and adds the fantasy numbers, each header a sort button", () => {
    const table = renderTable();
    for (const label of ['Ferdighet', 'Forsvar', 'Disiplin', 'Poeng (runde)', 'Poeng (sesong)', 'Form', 'Valgt av']) {
      expect(header(table, label).tagName).toBe('TH');
    }
    expect(header(table, 'Form').title).toBe('Form: Fantasypoeng i spillerens siste 3 kamper');
    const cells = (name: string) =>
      [...table.getByRole('button', { name }).closest('tr')!.cells].slice(-4).map((cell) => cell.textContent);
    expect(cells('Lynet')).toEqual(['12', '25', '21', '67\u00a0%']);
    expect(cells('Muren')).toEqual(['7', '31', '15', '<1\u00a0%']);
  });

  it('orders the rows by a fantasy column, highest first, and turns round on a second press', () => {
    const table = renderTable();
    fireEvent.click(table.getByRole('button', { name: 'Form' }));
    expect(names(table)).toEqual(['Lynet', 'Muren', 'Bomben']);
    expect(header(table, 'Form').getAttribute('aria-sort')).toBe('descending');
    expect(header(table, 'Ferdighet').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(table.getByRole('button', { name: 'Form' }));
    expect(names(table)).toEqual(['Bomben', 'Muren', 'Lynet']);
    expect(header(table, 'Form').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(table.getByRole('button', { name: 'Poeng (sesong)' }));
    expect(names(table)).toEqual(['Bomben', 'Muren', 'Lynet']);
    fireEvent.click(table.getByRole('button', { name: 'Valgt av' }));
    expect(names(table)).toEqual(['Lynet', 'Bomben', 'Muren']);
    fireEvent.click(table.getByRole('button', { name: 'Poeng (runde)' }));
    expect(names(table)).toEqual(['Lynet', 'Muren', 'Bomben']);
  });

  it("shows the set a narrow table keeps ('Vis'), sorted by its first number when the sorted column would hide", () => {
    const table = renderTable();
    const picker = screen.getByRole('table', { name: 'Spillere' }).closest('[data-columns]')!;
    expect(picker.getAttribute('data-columns')).toBe('skills');
    fireEvent.change(screen.getByLabelText('Vis'), { target: { value: 'fantasy' } });
    expect(picker.getAttribute('data-columns')).toBe('fantasy');
    expect(header(table, 'Poeng (sesong)').getAttribute('aria-sort')).toBe('descending');
    expect(names(table)).toEqual(['Bomben', 'Muren', 'Lynet']);
  });

  it('keeps the sorted column among those a narrow table shows', () => {
    const table = renderTable();
    const picker = screen.getByRole('table', { name: 'Spillere' }).closest('[data-columns]')!;
    fireEvent.click(table.getByRole('button', { name: 'Valgt av' }));
    expect(picker.getAttribute('data-columns')).toBe('fantasy');
    fireEvent.click(table.getByRole('button', { name: 'Disiplin' }));
    expect(picker.getAttribute('data-columns')).toBe('skills');
    fireEvent.click(table.getByRole('button', { name: 'Navn' }));
    expect(picker.getAttribute('data-columns')).toBe('skills');
  });

  it("reads '–' in the fantasy columns when the numbers could not be read", () => {
    const table = renderTable(null);
    const bomben = table.getByRole('button', { name: 'Bomben' }).closest('tr')!;
    expect(within(bomben).getAllByText('–')).toHaveLength(4);
  });

  it("shows each player's status for the match in words, and narrows the table to the squad", () => {
    const table = renderTable(
      metrics,
      new Map([
        [1, 'inSquad'],
        [2, 'unavailable'],
        [3, null],
      ]),
    );
    const row = (name: string) => table.getByRole('button', { name }).closest('tr')!;
    expect(row('Bomben').cells[0]!.textContent).toBe('Bomben I troppen');
    expect(row('Lynet').cells[0]!.textContent).toBe('Lynet Kan ikke');
    expect(row('Muren').cells[0]!.textContent!.trim()).toBe('Muren');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bare spillere i troppen' }));
    expect(names(table)).toEqual(['Bomben']);
  });

  it('says so when the filter finds no squad yet', () => {
    renderTable(metrics, new Map([[2, 'unsure']]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bare spillere i troppen' }));
    expect(screen.getByText('Troppen til neste kamp er ikke tatt ut ennå.')).toBeTruthy();
  });
});
