import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { club } from '@vsf/engine';
import { type SessionUser } from '@vsf/contract';
import { AppRoutes } from './AppRoutes';
import { PageOutlet } from './PageOutlet';
import { makeUser } from '../test/factories';
import { sessionAtom, type SessionState } from '../store/session';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

function renderAt(path: string, session: SessionState) {
  const store = createStore();
  store.set(sessionAtom, session);
  const shell = (
    <>
      <PageOutlet />
      <LocationProbe />
    </>
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes shell={shell} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const path = () => screen.getByTestId('path').textContent;
const loggedIn = (user: Partial<SessionUser> = {}): SessionState => ({ status: 'loggedIn', user: makeUser(user) });
const admin = loggedIn({ isAdmin: 1 });
const poster = loggedIn({ isPoster: 1 });

// The guards are what is tested, not how fast a page's module is transformed: the pages these
// tests wait for are loaded once up front, so a busy machine cannot outlast `findBy`'s wait.
beforeAll(async () => {
  await Promise.all([
    import('../pages/fantasy/FantasyTeamPage'),
    import('../pages/fantasy/FantasyPointsPage'),
    import('../pages/fantasy/FantasyMainPage'),
    import('../pages/public/LoginPage'),
  ]);
}, 60_000);

describe('while the session loads', () => {
  it.each(['/fantasy/team', '/admin', '/admin/editArticle'])('guards show nothing and stay on %s', async (start) => {
    renderAt(start, { status: 'loading' });
    await act(async () => {});
    expect(path()).toBe(start);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('the logged-in guard', () => {
  it('sends a visitor to /login, which returns them after logging in', async () => {
    const store = renderAt('/fantasy/team', { status: 'loggedOut' });
    expect(await screen.findByRole('heading', { name: 'Logg inn', level: 1 })).toBeTruthy();
    expect(path()).toBe('/login');

    act(() => store.set(sessionAtom, loggedIn()));
    expect(await screen.findByRole('heading', { name: 'Mitt lag' })).toBeTruthy();
    expect(path()).toBe('/fantasy/team');
  });

  it('lets a logged-in user through', async () => {
    renderAt('/fantasy/points', loggedIn());
    expect(await screen.findByRole('heading', { name: 'Poeng' })).toBeTruthy();
  });

  it('does not guard the fantasy entry page, which sends logged-in users on', async () => {
    renderAt('/fantasy', { status: 'loggedOut' });
    expect(await screen.findByRole('heading', { name: club.fantasyName })).toBeTruthy();
    expect(path()).toBe('/fantasy');
  });

  it('sends a logged-in user from /fantasy to /fantasy/main', async () => {
    renderAt('/fantasy', loggedIn());
    expect(await screen.findByRole('heading', { name: 'Oversikt' })).toBeTruthy();
    expect(path()).toBe('/fantasy/main');
  });
});

describe('the admin-or-poster guard', () => {
  it.each<[string, SessionState]>([
    ['a visitor', { status: 'loggedOut' }],
    ['a user without the roles', loggedIn({ isPlayer: 1, isFantasy: 1 })],
  ])('sends %s home', async (_who, session) => {
    renderAt('/admin/editArticle', session);
    expect(await screen.findByRole('heading', { name: 'Hjem' })).toBeTruthy();
    expect(path()).toBe('/');
  });

  it('lets a poster write articles', async () => {
    renderAt('/admin/newArticle', poster);
    expect(await screen.findByRole('heading', { name: 'Skriv nytt innlegg' })).toBeTruthy();
  });

  it.each([
    '/admin',
    '/admin/editStats',
    '/admin/editMatchSchedule',
    '/admin/editTable',
    '/admin/editAbout',
    '/admin/live',
  ])('sends a poster from the admin-only %s to the article list', async (start) => {
    renderAt(start, poster);
    expect(await screen.findByRole('heading', { name: 'Endre Artikler' })).toBeTruthy();
    expect(path()).toBe('/admin/editArticle');
  });

  it('lets an admin open the admin home', async () => {
    renderAt('/admin', admin);
    expect(await screen.findByRole('heading', { name: 'Administrator Hjem' })).toBeTruthy();
  });
});

describe('the admin navigation', () => {
  it('shows admins all ten links under Admin', async () => {
    renderAt('/admin/editArticle', admin);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Administrator Hjem',
      'Direkte kampføring',
      'Tropp',
      'Oppdater Statistikk',
      'Endre Kampprogram',
      'Tabell',
      'Skriv nytt innlegg',
      'Endre Artikler',
      'Endre kontaktinfo',
      'Endringslogg',
    ]);
  });

  it('shows posters only the article links under Post-Admin', async () => {
    renderAt('/admin/editArticle', poster);
    const nav = await screen.findByRole('navigation', { name: 'Post-Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Skriv nytt innlegg', 'Endre Artikler']);
  });
});

describe('unknown addresses', () => {
  it('show the not-found page', async () => {
    renderAt('/finnes-ikke', { status: 'loggedOut' });
    expect(await screen.findByRole('heading', { name: 'Ooopsi... Denne siden finnes visst ikke.' })).toBeTruthy();
  });
});
