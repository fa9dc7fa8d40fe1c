import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@vsf/contract';
import { sessionAtom } from '../../store/session';
import { CommentBox, commentTexts } from './CommentBox';
import { closeNotice, noticeOpen } from '../../test/dialogs';

function renderBox(loggedIn: boolean, onSent = () => undefined) {
  const store = createStore();
  store.set(
    sessionAtom,
    loggedIn ? { status: 'loggedIn', user: { userID: 7, username: 'ola' } as SessionUser } : { status: 'loggedOut' },
  );
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <CommentBox postID={12} onSent={onSent} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('CommentBox', () => {
  it('asks a visitor to log in, with the login form and the new-user link', () => {
    renderBox(false);
    expect(screen.getByText(commentTexts.loginFirst)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: commentTexts.newUser }).getAttribute('href')).toBe('/login');
  });

  it('counts characters live, refuses an empty comment and greys the button while sending', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    renderBox(true, onSent);
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await closeNotice()).toBe(commentTexts.empty);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Skriv en kommentar'), { target: { value: 'Heia!' } });
    expect(screen.getByText('5/500')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ postID: 12, content: 'Heia!' });
    answer(new Response(JSON.stringify({ success: true, msg: 'ok' })));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('0/500')).toBeTruthy();
    fetchMock.mockRestore();
  });

  it('only logs a refused comment to the console, keeping the text (000 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: false, msg: 'Kommentaren ble ikke lagret.' })));
    const onSent = vi.fn();
    renderBox(true, onSent);
    fireEvent.change(screen.getByLabelText('Skriv en kommentar'), { target: { value: 'Heia!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('insertComment:', 'Kommentaren ble ikke lagret.'));
    expect(noticeOpen()).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByText('5/500')).toBeTruthy();
    log.mockRestore();
    fetchMock.mockRestore();
  });
});
