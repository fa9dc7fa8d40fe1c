import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../../store/session';
import { PasswordForm } from './PasswordForm';
import { ProfileInfoForm } from './ProfileInfoForm';
import { closeNotice } from '../../test/dialogs';

const user = makeUser({ userID: 10, username: 'ola', teamName: 'Olas lag', firstName: 'Ola', email: 'ola@example.no' });
let requests: { call: string; body: Record<string, unknown> }[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      requests.push({ call, body });
      let answer: object = { success: false, msg: 'ukjent' };
      if (call === 'checkIfUsernameExists') answer = { success: true, exists: body.username === 'vsffan' };
      if (call === 'updateUserInfo') {
        answer = { success: true, msg: 'Din informasjon er blitt lagret.', ...user, teamName: String(body.teamName) };
      }
      if (call === 'changeUserPassword') {
        answer =
          body.oldPassword === 'riktig1'
            ? { success: true, msg: 'Passordet er oppdatert.' }
            : { success: false, msg: 'Det gamle passordet er feil.' };
      }
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWith(children: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedIn', user });
  render(<Provider store={store}>{children}</Provider>);
  return store;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('Din informasjon', () => {
  it('shows the stored values as placeholders and saves only what was typed', async () => {
    const store = renderWith(<ProfileInfoForm user={user} />);
    const form = screen.getByRole('form', { name: 'Din informasjon' });
    expect(within(form).getByLabelText('Brukernavn').getAttribute('placeholder')).toBe('ola');
    const save = within(form).getByRole('button', { name: 'Lagre endringer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    type(within(form).getByLabelText('Lagnavn'), 'Nytt lag');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Din informasjon er blitt lagret.');
    expect(requests.find((r) => r.call === 'updateUserInfo')?.body).toMatchObject({
      teamName: 'Nytt lag',
      username: '',
    });
    const session = store.get(sessionAtom);
    expect(session.status === 'loggedIn' && session.user.teamName).toBe('Nytt lag');
  });

  it('checks a new username live and refuses a taken one', async () => {
    renderWith(<ProfileInfoForm user={user} />);
    const form = screen.getByRole('form', { name: 'Din informasjon' });
    type(within(form).getByLabelText('Brukernavn'), 'vsffan');
    expect(await screen.findByText('Dette brukernavnet er ikke ledig')).toBeTruthy();
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Brukernavnet er allerede i bruk. Vennligst benytt et annet.');
    expect(requests.some((r) => r.call === 'updateUserInfo')).toBe(false);
  });
});

describe('Passord', () => {
  it('hints a mismatch and alerts the spec texts before sending', async () => {
    renderWith(<PasswordForm user={user} />);
    const form = screen.getByRole('form', { name: 'Passord' });
    type(within(form).getByLabelText('Nåværende passord'), 'abc');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Passordet er minst 5 bokstaver/tegn');
    type(within(form).getByLabelText('Nåværende passord'), 'riktig1');
    type(within(form).getByLabelText('Nytt passord'), 'nytt-pass');
    type(within(form).getByLabelText('Gjenta nytt passord'), 'annet');
    expect(screen.getByText('De to passordene stemmer ikke overens')).toBeTruthy();
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('De to passordene du tastet stemmer ikke overens.');
    expect(requests).toEqual([]);
  });

  it("sends the old and the new password for the session's own username", async () => {
    renderWith(<PasswordForm user={user} />);
    const form = screen.getByRole('form', { name: 'Passord' });
    type(within(form).getByLabelText('Nåværende passord'), 'feil-gammelt');
    type(within(form).getByLabelText('Nytt passord'), 'nytt-pass');
    type(within(form).getByLabelText('Gjenta nytt passord'), 'nytt-pass');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Det gamle passordet er feil.');
    type(within(form).getByLabelText('Nåværende passord'), 'riktig1');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Passordet er oppdatert.');
    expect(requests.at(-1)).toEqual({
      call: 'changeUserPassword',
      body: { username: 'ola', oldPassword: 'riktig1', password: 'nytt-pass', confirmPassword: 'nytt-pass' },
    });
    expect((within(form).getByLabelText('Nytt passord') as HTMLInputElement).value).toBe('');
  });
});
