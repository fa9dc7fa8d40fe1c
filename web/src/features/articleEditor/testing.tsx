import type { ReactNode } from 'react';
import { createEvent, fireEvent, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeUser } from '../../test/factories';
import { sessionAtom } from '../../store/session';

// jsdom lays nothing out: ProseMirror asks a Range where the cursor is to scroll it into
// view after a paste or a toolbar command. No place is a fine answer in a test.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;

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

/**
 * Pastes HTML into the rich-text surface the way a browser does (jsdom has no clipboard):
 * ProseMirror reads the event's clipboardData and parses the HTML with its schema.
 */
export function pasteHtml(surface: HTMLElement, html: string) {
  const event = createEvent.paste(surface);
  const data: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]*>/g, '') };
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => data[type] ?? '' } });
  fireEvent(surface, event);
}
