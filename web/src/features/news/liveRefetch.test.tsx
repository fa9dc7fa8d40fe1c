import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { invalidateFor } from '../../api/live/invalidation';
import { queryClient } from '../../api/queryClient';
import { stubApi, type ApiRequest } from '../../test/apiStub';
import { sessionAtom } from '../../store/session';
import { MobileNewsList } from './MobileNewsList';
import type { Post } from './types';

const post = (id: number, title: string): Post => ({
  id,
  title,
  mainText: '<p>Tekst</p>',
  titleImage: 'undefined',
  titleImageSize: null,
  tags: '',
  published: 1,
  trashed: 0,
  hasPoll: 0,
  hasAlbum: 0,
  writtenByID: 1,
  editedByID: null,
  writtenByName: 'Skribent',
  editedByName: null,
  dateCreated: '2026-05-01T12:00:00+02:00',
  dateEdited: null,
  numberOfComments: 0,
  publicView: 1,
  adminView: 0,
  posterView: 0,
  playerView: 0,
  fantasyView: 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList() {
  const store = createStore();
  store.set(sessionAtom, { status: 'loggedOut' });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MobileNewsList />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a live event', () => {
  it('makes an open news list fetch again (posts:updated), and only the calls it names', async () => {
    let posts = [post(1, 'Seier i serieåpningen')];
    const requests: ApiRequest[] = stubApi((call) => (call === 'loadPosts' ? { success: true, posts } : undefined));
    renderList();
    expect(await screen.findByRole('link', { name: 'Seier i serieåpningen' })).toBeTruthy();
    expect(requests.map((request) => request.call)).toEqual(['loadPosts']);

    // Another event leaves the news list alone.
    await act(() => invalidateFor(queryClient, 'stats:updated', { season: 2026 }));
    expect(requests).toHaveLength(1);

    posts = [post(2, 'Ny trener på plass'), ...posts];
    await act(() => invalidateFor(queryClient, 'posts:updated', { postID: 2 }));
    expect(await screen.findByRole('link', { name: 'Ny trener på plass' })).toBeTruthy();
    await waitFor(() => expect(requests.map((request) => request.call)).toEqual(['loadPosts', 'loadPosts']));
  });
});
