import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlayerModal } from './PlayerModal';

// The card's data is not what this test is about: it stays loading.
vi.mock('./usePlayerCard', () => ({
  usePlayerCard: () => ({ card: { status: 'loading' }, fantasy: null }),
}));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ola Nordmann
      </button>
      {open && <PlayerModal playerID={7} season={2026} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('PlayerModal', () => {
  it('is the site dialog: takes focus, closes on Escape and gives focus back to the name that opened it', () => {
    render(
      <MemoryRouter initialEntries={['/stats']}>
        <Opener />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'Ola Nordmann' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Spiller' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Visning' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
