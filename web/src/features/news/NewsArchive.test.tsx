import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { sessionAtom } from '../../store/session';
import { LOAD_MORE_HINT, MobileNewsList } from './MobileNewsList';
import { NewsArchive } from './NewsArchive';
import type { Post } from './types';

const post = (id: number): Post =>
  ({
    id,
    title: `Sak ${id}`,
    mainText: '<p>Tekst</p>',
    titleImage: 'undefined',
    tags: '',
    hasPoll: 0,
    hasAlbum: 0,
    numberOfComments: 0,
    dateCreated: '2026-05-01T12:00:00+02:00',
  }) as Post;

/** Answers list calls with `count` posts (or as many as asked for) and records each body. */
function mockApi(total: number) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const n = Math.min(total, Number(body.numberOfPosts ?? total));
    return new Response(JSON.stringify({ success: true, posts: Array.from({ length: n }, (_, i) => post(i + 1)) }));
  });
  return { bodies, restore: () => fetchMock.mockRestore() };
}

function renderWithSession(ui: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedOut' });
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

describe('NewsArchive', () => {
  it("shows a phone's endless list until the reader searches, then the search's articles", async () => {
    const api = mockApi(2);
    renderWithSession(<NewsArchive unfiltered={<p>Endeløs liste</p>} />);
    expect(screen.getByText('Endeløs liste')).toBeTruthy();
    expect(api.bodies).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('Søk i artikler'), { target: { value: 'cup' } });
    await waitFor(() => expect(screen.getByText('2 artikler')).toBeTruthy());
    expect(screen.queryByText('Endeløs liste')).toBeNull();
    expect(api.bodies.at(-1)).toMatchObject({ searchString: 'cup' });
    fireEvent.change(screen.getByPlaceholderText('Søk i artikler'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('Endeløs liste')).toBeTruthy());
    api.restore();
  });

  it('reloads on every change of season and checkboxes', async () => {
    const api = mockApi(3);
    renderWithSession(<NewsArchive />);
    await waitFor(() => expect(screen.getByText('3 artikler')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('Artikler med bildegalleri'));
    await waitFor(() => expect(api.bodies.at(-1)).toMatchObject({ hasAlbum: true, hasPoll: false }));
    fireEvent.click(screen.getByLabelText('Artikler med poll/avstemming'));
    await waitFor(() => expect(api.bodies.at(-1)).toMatchObject({ hasAlbum: true, hasPoll: true }));
    fireEvent.change(screen.getByLabelText('Sesong'), { target: { value: '2010' } });
    await waitFor(() => expect(api.bodies.at(-1)).toMatchObject({ season: 2010 }));
    const options = [...(screen.getByLabelText('Sesong') as HTMLSelectElement).options].map((o) => o.value);
    expect(options.slice(-2)).toEqual(['2005', '2004']);
    api.restore();
  });
});

describe('MobileNewsList', () => {
  it('shows 10, then 10 more on a click of the hint, until there are no more', async () => {
    const api = mockApi(23);
    renderWithSession(<MobileNewsList />);
    await waitFor(() => expect(screen.getAllByText('Les mer...')).toHaveLength(10));
    fireEvent.click(screen.getByText(LOAD_MORE_HINT));
    await waitFor(() => expect(screen.getAllByText('Les mer...')).toHaveLength(20));
    fireEvent.click(screen.getByText(LOAD_MORE_HINT));
    await waitFor(() => expect(screen.getAllByText('Les mer...')).toHaveLength(23));
    expect(screen.getByText('Ingen flere artikler.')).toBeTruthy();
    expect(api.bodies.map((b) => b.numberOfPosts)).toEqual([10, 20, 30]);
    api.restore();
  });
});
