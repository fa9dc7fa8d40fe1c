import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

describe('Modal', () => {
  it('closes on X, Ok, Escape and a click on the overlay, not on a click inside', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Kommentarer" onClose={onClose}>
        <p>Innhold</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Kommentarer' });
    fireEvent.mouseDown(screen.getByText('Innhold'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('takes focus when opened and gives it back when closed', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = render(
      <Modal title="Poll" onClose={() => undefined}>
        <p>Innhold</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
