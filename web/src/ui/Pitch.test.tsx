import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pitch, type PitchPlayer } from './Pitch';

const players: PitchPlayer[] = [
  { playerID: 1, name: 'Keeper Kari', position: 'Målvakt', jerseyNo: '12' },
  { playerID: 2, name: 'Back Bjørn', position: 'Forsvar' },
  { playerID: 3, name: 'Midt Mona', position: 'Midtbane', caption: '12 p' },
  { playerID: 4, name: 'Spiss Sara', position: 'Angrep' },
];

describe('Pitch', () => {
  it('shows the players by line, the captain mark and the empty places', () => {
    render(<Pitch players={players} captain={3} />);
    expect(screen.getByRole('list', { name: 'Målvakt' }).textContent).toContain('Keeper Kari');
    expect(screen.getByRole('list', { name: 'Angrep' }).textContent).toContain('Spiss Sara');
    expect(screen.getByTitle('Kaptein').closest('li')?.textContent).toContain('Midt Mona');
    expect(screen.getByText('12 p')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Målvakt' }).textContent).toBe('12Keeper Kari');
    expect(screen.getByRole('list', { name: 'Forsvar' }).textContent).toBe('–Back Bjørn');
    expect(screen.getByRole('list', { name: '3 ledige plasser' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('makes the players buttons when a selection callback is given', () => {
    const onSelect = vi.fn();
    render(<Pitch players={players} captain={null} onSelect={onSelect} selectedID={2} />);
    expect(screen.getByRole('button', { name: /Back Bjørn/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Spiss Sara/ }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});
