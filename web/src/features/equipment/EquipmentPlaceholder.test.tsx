import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EquipmentPlaceholder } from './EquipmentPlaceholder';

describe('Utstyr', () => {
  it('shows the six categories and the three money lines, all at 0', () => {
    render(<EquipmentPlaceholder />);
    for (const category of ['Hode', 'Overkropp', 'Underkropp', 'Legger', 'Føtter', 'Ekstra']) {
      expect(screen.getByText(category).parentElement?.textContent).toBe(`${category}0`);
    }
    for (const line of ['Penger på bok', 'Penger brukt', 'Total verdi']) {
      expect(screen.getByText(line).nextElementSibling?.textContent).toBe('0');
    }
  });

  it('adds to-dos and ignores empty text', () => {
    render(<EquipmentPlaceholder />);
    const input = screen.getByLabelText('Nytt gjøremål');
    const list = screen.getByRole('list', { name: 'Gjøremål' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Kjøpe leggskinn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kjøpe leggskinn']);
    expect((input as HTMLInputElement).value).toBe('');
  });
});
