import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiPost as Post } from '@vsf/engine';
import { ArticleList } from './ArticleList';
import { renderAt, requestBody, type Request } from './testing';
import { answerQuestion, closeNotice } from '../../test/dialogs';

const post = (id: number, title: string, extra: Partial<Post> = {}): Post => ({
  id,
  title,
  mainText: `<p>Teksten om ${title}.</p>`,
  titleImage: 'undefined',
  titleImageSize: null,
  tags: '',
  published: 1,
  trashed: 0,
  publicView: 1,
  adminView: 0,
  posterView: 0,
  playerView: 0,
  fantasyView: 0,
  hasPoll: 0,
  hasAlbum: 0,
  writtenByID: 5,
  editedByID: null,
  writtenByName: 'Siri Skribent',
  editedByName: null,
  dateCreated: '2026-11-20T12:00:00+01:00',
  dateEdited: null,
  numberOfComments: 3,
  ...extra,
});

let requests: Request[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      const body = requestBody(init);
      requests.push({ call, body });
      if (call === 'searchPostsForAdmin') {
        const posts =
          body.trashed === 1
            ? [post(9, 'Gammel nyhet', { trashed: 1 })]
            : [
                post(7, 'Seier i cupen', { hasPoll: 1 }),
                post(8, 'Dugnad', { hasAlbum: 1, titleImage: '/api/images/4' }),
              ];
        return new Response(JSON.stringify({ success: true, posts }));
      }
      if (call === 'getPostForAdmin') {
        return new Response(
          JSON.stringify({
            success: true,
            post: post(7, 'Seier i cupen'),
            poll: { pollID: 3, title: 'Kampens spiller?', alternatives: ['Ola', 'Kari'], votes: [4, 2] },
            albumGallery: [],
          }),
        );
      }
      const msg = call === 'deletePost' ? 'Artikkelen er slettet for alltid.' : 'Artikkelen ligger nå i søppelbøtten';
      return new Response(JSON.stringify({ success: true, msg }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticleList', () => {
  it("shows the club logo for an article without a title image ('undefined') and the image otherwise", async () => {
    renderAt('/admin/editArticle', <ArticleList />);
    const cup = (await screen.findByText('Seier i cupen')).closest('li')!;
    expect(within(cup).getByTestId('row-logo').querySelector('svg')).toBeTruthy();
    expect(cup.querySelector('img')).toBeNull();
    const dugnad = screen.getByText('Dugnad').closest('li')!;
    expect(dugnad.querySelector('img')?.getAttribute('src')).toBe('/api/images/4');
    expect(within(dugnad).queryByTestId('row-logo')).toBeNull();
  });

  it('lists the published tab with title, date, excerpt and comment count, and Bilder/Poll only where they exist', async () => {
    renderAt('/admin/editArticle', <ArticleList />);
    const cup = (await screen.findByText('Seier i cupen')).closest('li')!;
    expect(within(cup).getByText('20.11.2026')).toBeTruthy();
    expect(within(cup).getByText(/Kommentarer \(\s*3\s*\)/)).toBeTruthy();
    expect(within(cup).getByText('Teksten om Seier i cupen.')).toBeTruthy();
    expect(within(cup).queryByRole('button', { name: 'Bilder' })).toBeNull();
    expect(within(cup).getByRole('link', { name: 'Endre' }).getAttribute('href')).toBe('/admin/editArticle/7');
    expect(requests[0]).toEqual({
      call: 'searchPostsForAdmin',
      body: { published: 1, trashed: 0, season: null, searchString: '', hasAlbum: 0, hasPoll: 0 },
    });

    fireEvent.click(within(cup).getByRole('button', { name: 'Poll' }));
    expect(await screen.findByText('4 stemmer')).toBeTruthy();
  });

  it('asks before moving to the trash, and offers only delete-for-good in the trash tab', async () => {
    renderAt('/admin/editArticle', <ArticleList />);
    const dugnad = (await screen.findByText('Dugnad')).closest('li')!;
    fireEvent.click(within(dugnad).getByRole('button', { name: 'Flytt til søppelbøtte' }));
    expect(await answerQuestion('Flytte til søppelbøtten?', 'Flytt til søppelbøtten')).toBe(
      'Vil du flytte «Dugnad» til søppelbøtten?',
    );
    expect(await closeNotice()).toBe('Artikkelen ligger nå i søppelbøtten');
    expect(requests.find((r) => r.call === 'moveFromToTrash')?.body).toEqual({ postID: 8, trashed: 1 });

    fireEvent.click(screen.getByRole('tab', { name: 'Søppelbøtte' }));
    const old = (await screen.findByText('Gammel nyhet')).closest('li')!;
    expect(within(old).queryByRole('button', { name: 'Flytt til søppelbøtte' })).toBeNull();
    fireEvent.click(within(old).getByRole('button', { name: 'Slett for alltid' }));
    expect(await answerQuestion('Slette artikkelen for alltid?', 'Slett for alltid')).toBe(
      'Vil du slette «Gammel nyhet» for alltid? Kommentarene, avstemmingen og bildene slettes også. Dette kan ikke angres.',
    );
    await waitFor(() => expect(requests.some((r) => r.call === 'deletePost' && r.body.postID === 9)).toBe(true));
  });
});
