import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../session/atoms';

export type TestStore = ReturnType<typeof createStore>;

export interface Request {
  call: string;
  body: Record<string, unknown>;
}

/** Reads a stubbed fetch's body, JSON or a multipart form, as a plain object. */
export function requestBody(init?: RequestInit): Record<string, unknown> {
  if (init?.body instanceof FormData) return Object.fromEntries(init.body.entries());
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

/** Renders an editor view for a logged-in poster at `path`; '/admin/editArticle' shows where navigation went. */
export function renderAt(
  path: string,
  element: ReactNode,
  pattern = path,
  prepare: (store: TestStore) => void = () => undefined,
) {
  const store = createStore();
  prepare(store);
  store.set(sessionAtom, {
    status: 'loggedIn',
    user: makeUser({ isPoster: 1, firstName: 'Siri', lastName: 'Skribent', username: 'skribent' }),
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="/admin/editArticle" element={<p>Artikkellisten</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
