import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { sessionAtom } from '../../store/session';
import { ArticleView } from './ArticleView';
import type { Post } from './types';

const post = {
  id: 35,
  title: 'VSF vant',
  mainText: '<p>Tekst</p>',
  titleImage: 'undefined',
  tags: '',
  hasPoll: 1,
  hasAlbum: 0,
  numberOfComments: 2,
  dateCreated: '2026-11-21T18:05:00+01:00',
} as Post;

function renderView(layout: 'inline' | 'modal', shown: Post = post) {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedOut' });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <ArticleView post={shown} layout={layout} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ArticleView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone shows Poll and Kommentarer as buttons that open a modal, not as tabs', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, comments: [] })),
    );
    renderView('modal');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    const comments = screen.getByRole('button', { name: /Kommentarer \(2\)/ });
    expect(comments.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('button', { name: /^Poll/ }).getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(comments);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('on a wide screen shows them as tabs over a panel, comments first', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, comments: [] })),
    );
    renderView('inline');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Poll', 'Kommentarer (2)']);
    expect(screen.getByRole('tab', { name: /Kommentarer/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
  });

  it('draws a picture in the text in the widths the server keeps, as wide as the text column, in its own room', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, comments: [] })),
    );
    renderView('modal', {
      ...post,
      mainText: '<p>Før</p><img width="1600" height="1200" src="/api/images/12" alt="Tribunen"><p>Etter</p>',
    });
    const picture = screen.getByRole('img', { name: 'Tribunen' });
    expect(picture.getAttribute('srcset')).toBe(
      '/api/images/12?w=320 320w, /api/images/12?w=640 640w, /api/images/12?w=1024 1024w, /api/images/12 1600w',
    );
    expect(picture.getAttribute('sizes')).toBe('(max-width: 700px) calc(100vw - 3.5rem), 861px');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('decoding')).toBe('async');
  });
});
