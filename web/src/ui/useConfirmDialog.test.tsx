import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useConfirmDialog } from './useConfirmDialog';
import { Modal } from './Modal';

/** A page with one destructive button behind a question, as the admin's tables have. */
function DeleteButton({ danger = true }: { danger?: boolean }) {
  const { confirm, notify, dialog } = useConfirmDialog();
  const [log, setLog] = useState<string[]>([]);
  const remove = async () => {
    const yes = await confirm({
      title: 'Slette kampen?',
      message: 'Kampen mot Heming tas bort fra kampprogrammet.',
      confirmLabel: 'Slett kampen',
      danger,
    });
    setLog((lines) => [...lines, yes ? 'slettet' : 'avbrutt']);
    if (yes) {
      await notify('Kampen er slettet.');
      setLog((lines) => [...lines, 'lest']);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void remove()}>
        Slett
      </button>
      <p data-testid="log">{log.join(',')}</p>
      {dialog}
    </>
  );
}

const log = () => screen.getByTestId('log').textContent;

describe('useConfirmDialog', () => {
  // jsdom lays nothing out: every element counts as shown to the focus trap when it has a parent.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks in the site’s dialog with a button that says what happens, and answers yes only to that button', async () => {
    render(<DeleteButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette kampen?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Kampen mot Heming tas bort fra kampprogrammet.',
    );
    expect(screen.queryByRole('button', { name: 'Ok' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Slett kampen' })));
    expect(log()).toBe('slettet');
    // The message that follows waits for its 'Ok', as alert() did.
    expect(screen.getByRole('dialog', { name: 'Melding' }).textContent).toContain('Kampen er slettet.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    expect(log()).toBe('slettet,lest');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels on Escape, on Avbryt and on X, and gives focus back to the button that asked', async () => {
    render(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Slett' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Avbryt' })));
    fireEvent.click(opener);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lukk' })));
    expect(log()).toBe('avbrutt,avbrutt,avbrutt');
  });

  it('keeps focus inside: it starts on Avbryt for a change that cannot be undone, and Tab goes round', async () => {
    render(<DeleteButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Avbryt' });
    const confirm = screen.getByRole('button', { name: 'Slett kampen' });
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(confirm);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('starts on the named button when nothing is lost by it', async () => {
    render(<DeleteButton danger={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slett' }));
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Slett kampen' }));
  });

  it('over another dialog, Escape closes only the question', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Spiller" onClose={onClose}>
        <DeleteButton />
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slett' }));
    await screen.findByRole('dialog', { name: 'Slette kampen?' });
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Slette kampen?' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(log()).toBe('avbrutt');
  });

  it('answers no when the component goes away with the question open', async () => {
    let answer: Promise<boolean> | null = null;
    function Asker() {
      const { confirm, dialog } = useConfirmDialog();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              answer = confirm({ title: 'Gjenåpne?', message: 'Sikker?', confirmLabel: 'Gjenåpne kampen' });
            }}
          >
            Spør
          </button>
          {dialog}
        </>
      );
    }
    const { unmount } = render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Spør' }));
    await screen.findByRole('dialog');
    unmount();
    expect(await answer).toBe(false);
  });
});
