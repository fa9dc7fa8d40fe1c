import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  describe('keyboard focus (WCAG 2.2 AA, DESIGN §8)', () => {
    // jsdom lays nothing out, so every element would count as hidden to the trap; give each
    // one its parent as layout parent, as a browser does for shown elements.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
        return this.parentElement;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('keeps Tab and Shift+Tab inside, closes on Escape and returns focus to the opener', () => {
      const opener = document.createElement('button');
      opener.textContent = 'Åpne';
      document.body.appendChild(opener);
      opener.focus();
      const onClose = vi.fn();
      const { unmount } = render(
        <Modal title="Spiller" onClose={onClose} footer={<button type="button">Lagre</button>}>
          <a href="#kamper">Kamper</a>
        </Modal>,
      );
      const close = screen.getByRole('button', { name: 'Lukk' });
      const ok = screen.getByRole('button', { name: 'Ok' });

      ok.focus();
      fireEvent.keyDown(document, { key: 'Tab' });
      expect(document.activeElement).toBe(close);
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(ok);
      screen.getByRole('dialog').focus();
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(ok);

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
      unmount();
      expect(document.activeElement).toBe(opener);
      opener.remove();
    });
  });
});
