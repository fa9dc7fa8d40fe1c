import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_DATA_TEXT } from '../../ui/stateTexts';
import { LeagueTable } from './LeagueTable';
import type { SeasonTableRow } from '@vsf/contract';

const row = (team: string, points: number): SeasonTableRow => ({
  season: 2026,
  tournement: '5. div. Menn avd. 01',
  position: 1,
  team,
  gamesPlayed: 3,
  wins: 1,
  ties: 1,
  losses: 1,
  goalsScored: 4,
  goalsConceded: 2,
  goalDifference: 2,
  points,
});

describe('LeagueTable', () => {
  it('shows every column, the club by its short name and a signed goal difference', () => {
    render(<LeagueTable rows={[row('Vindern', 4), row('Heming 2', 4)]} variant="full" />);
    for (const label of [
      'Plass',
      'Lag',
      'Kamper spilt',
      'Seiere',
      'Uavgjort',
      'Tap',
      'Mål for',
      'Mål imot',
      'Målforskjell',
      'Poeng',
    ])
      expect(screen.getByRole('columnheader', { name: label })).toBeTruthy();
    expect(screen.getByText('VSF')).toBeTruthy();
    expect(screen.getAllByText('+2')).toHaveLength(2);
  });

  it('drops the goal columns in the compact view', () => {
    render(<LeagueTable rows={[row('Heming 2', 4)]} variant="compact" />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });

  it("says 'Ingen data funnet' without rows", () => {
    render(<LeagueTable rows={[]} variant="full" />);
    expect(screen.getByText(NO_DATA_TEXT).textContent).toBe('Ingen data funnet');
  });

  it("marks a provisional row in words, 'Foreløpig', not by colour only", () => {
    render(<LeagueTable rows={[{ ...row('Vindern', 5), provisional: true }, row('Heming 2', 4)]} variant="compact" />);
    const [, first, second] = screen.getAllByRole('row');
    expect(first!.textContent).toContain('VSFForeløpig');
    expect(second!.textContent).not.toContain('Foreløpig');
  });
});
