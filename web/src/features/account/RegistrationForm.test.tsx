import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../../store/session';
import { RegistrationForm } from './RegistrationForm';
import { closeNotice } from '../../test/dialogs';

const TAKEN = new Set(['vsffan', 'admin']);
let requests: { call: string; body: Record<string, unknown> }[];

function answer(body: object, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      requests.push({ call, body });
      if (call === 'checkIfUsernameExists') return answer({ success: true, exists: TAKEN.has(String(body.username)) });
      if (call === 'createNewUser') {
        return answer({
          success: true,
          msg: 'Din bruker er opprettet.',
          isLoggedIn: true,
          ...makeUser({ username: String(body.username) }),
        });
      }
      return answer({ success: false, msg: 'ukjent' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedOut' });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/fantasy']}>
        <Routes>
          <Route path="/fantasy" element={<RegistrationForm />} />
          <Route path="/fantasy/main" element={<h1>Oversikt</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const form = screen.getByRole('form', { name: 'Ny bruker' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  return { store, form, field };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the registration form', () => {
  it('hints that a username needs at least 3 characters, with a cross', () => {
    const { field } = renderForm();
    type(field(/^Brukernavn\*?$/), 'ab');
    expect(screen.getByText('Må være minst 3 bokstaver/tegn')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Brukernavnet kan ikke brukes' }).textContent).toBe('✗');
  });

  it('checks the username live: a cross and a hint when taken (any case), a tick when free', async () => {
    const { field } = renderForm();
    type(field(/^Brukernavn\*?$/), 'VsfFan');
    expect(await screen.findByText('Dette brukernavnet er ikke ledig')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Brukernavnet kan ikke brukes' })).toBeTruthy();
    expect(requests.at(-1)).toEqual({ call: 'checkIfUsernameExists', body: { username: 'vsffan' } });

    type(field(/^Brukernavn\*?$/), 'nyfan');
    expect((await screen.findByRole('img', { name: 'Brukernavnet er ledig' })).textContent).toBe('✓');
    expect(screen.queryByText('Dette brukernavnet er ikke ledig')).toBeNull();
    expect(screen.queryByText('Må være minst 3 bokstaver/tegn')).toBeNull();
  });

  it('hints when the two passwords differ, and stops hinting when they match', () => {
    const { field } = renderForm();
    type(field(/^Passord\*?$/), 'hemmelig1');
    type(field(/^Gjenta passord/), 'hemmelig2');
    expect(screen.getByText('De to passordene stemmer ikke overens')).toBeTruthy();
    type(field(/^Gjenta passord/), 'hemmelig1');
    expect(screen.queryByText('De to passordene stemmer ikke overens')).toBeNull();
  });

  it('offers the sexes Male, Woman and Other', () => {
    const { field } = renderForm();
    const options = within(field(/^Kjønn/)).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['', 'Male', 'Woman', 'Other']);
  });

  it('alerts the spec text and sends nothing when the passwords differ', async () => {
    const { field, form } = renderForm();
    type(field(/^Brukernavn\*?$/), 'nyfan');
    type(field(/^Lagnavn/), 'Nye Løver');
    type(field(/^Passord\*?$/), 'hemmelig1');
    type(field(/^Gjenta passord/), 'hemmelig2');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('De to passordene du tastet stemmer ikke overens.');
    expect(requests.some((request) => request.call === 'createNewUser')).toBe(false);
  });

  it('alerts the team name rule', async () => {
    const { field, form } = renderForm();
    type(field(/^Brukernavn\*?$/), 'nyfan');
    type(field(/^Lagnavn/), 'NL');
    fireEvent.submit(form);
    expect(await closeNotice()).toBe('Lagets navn må være mellom 3 og 30 bokstaver/tegn.');
  });

  it('registers, logs the new user in and goes to /fantasy/main', async () => {
    const { field, form, store } = renderForm();
    type(field(/^Brukernavn\*?$/), 'NyFan');
    type(field(/^Lagnavn/), 'Nye Løver');
    type(field(/^Passord\*?$/), 'hemmelig1');
    type(field(/^Gjenta passord/), 'hemmelig1');
    type(field(/^Kjønn/), 'Woman');
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(await screen.findByRole('heading', { name: 'Oversikt' })).toBeTruthy();
    const sent = requests.find((request) => request.call === 'createNewUser');
    expect(sent?.body).toMatchObject({ username: 'nyfan', teamName: 'Nye Løver', password: 'hemmelig1', sex: 'Woman' });
    const session = store.get(sessionAtom);
    expect(session.status === 'loggedIn' && session.user.username).toBe('nyfan');
  });
});
