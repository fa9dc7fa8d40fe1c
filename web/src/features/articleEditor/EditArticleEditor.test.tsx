import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiPost as Post } from '@vsf/engine';
import { EditArticleEditor } from './EditArticleEditor';
import { renderAt, requestBody, type Request } from './testing';
import { answerQuestion, closeNotice } from '../../test/dialogs';

let stored: Post;
let requests: Request[];

const article = (extra: Partial<Post>): Post => ({
  id: 12,
  title: 'Årsmøtet 2026',
  mainText:
    '<p>Velkommen til <strong>årsmøte</strong>.</p><ul><li><p>Sak 1</p></li></ul><p><img src="/api/images/7" alt="Styret"></p>',
  titleImage: '/api/images/5',
  titleImageSize: { width: 1600, height: 900 },
  tags: 'klubb,møte',
  published: 1,
  trashed: 0,
  publicView: 1,
  adminView: 1,
  posterView: 1,
  playerView: 1,
  fantasyView: 1,
  hasPoll: 0,
  hasAlbum: 1,
  writtenByID: 5,
  editedByID: 1,
  writtenByName: 'Siri Skribent',
  editedByName: 'Ada Admin',
  dateCreated: '2026-11-20T12:00:00+01:00',
  dateEdited: '2026-11-21T12:00:00+01:00',
  numberOfComments: 0,
  ...extra,
});

beforeEach(() => {
  requests = [];
  stored = article({});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      requests.push({ call, body: requestBody(init) });
      const answers: Record<string, object> = {
        getPostForAdmin: { post: stored, poll: null, albumGallery: [{ id: 30, path: '/api/images/30' }] },
        saveArticle: { msg: 'Endringene er lagret.', postID: 12 },
        moveFromToTrash: { msg: 'Artikkelen er nå flyttet til utkast.' },
      };
      return new Response(JSON.stringify({ success: true, ...answers[call] }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const editor = () => renderAt('/admin/editArticle/12', <EditArticleEditor postID={12} />, '/admin/editArticle/:postID');

describe('EditArticleEditor', () => {
  it('opens prefilled and saves changes in one call that keeps the title image and drops a removed picture', async () => {
    editor();
    const title = (await screen.findByLabelText('Tittel')) as HTMLInputElement;
    expect(title.value).toBe('Årsmøtet 2026');
    expect(screen.getByRole('button', { name: 'Avpubliser (Flytt til utkast)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publiser' })).toBeNull();
    fireEvent.change(title, { target: { value: 'Årsmøtet 2026 – referat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fjern' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await closeNotice()).toBe('Endringene er lagret.');
    const saved = requests.find((r) => r.call === 'saveArticle')!.body;
    expect(saved).toMatchObject({
      postID: '12',
      title: 'Årsmøtet 2026 – referat',
      published: '1',
      removeAlbumImages: '30',
    });
    expect(saved).not.toHaveProperty('titleImage');
  });

  it('shows the stored text formatted, saves what the toolbar did, and Tilbakestill brings the stored text back', async () => {
    editor();
    const text = await screen.findByRole('textbox', { name: 'Hovedtekst' });
    expect(text.querySelector('strong')?.textContent).toBe('årsmøte');
    expect(text.querySelector('ul li')?.textContent).toBe('Sak 1');
    expect(text.querySelector('img')?.getAttribute('src')).toBe('/api/images/7');

    // Select everything with the keyboard, then make it italic and a link from the toolbar.
    fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Kursiv' }));
    expect(screen.getByRole('button', { name: 'Kursiv' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Lenke' }));
    const linkDialog = screen.getByRole('dialog', { name: 'Lenke' });
    const address = within(linkDialog).getByLabelText('Lenkeadresse (https://…)');
    // An address the server would drop is refused beside the field, and nothing changes.
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Sett inn lenken' }));
    expect(within(linkDialog).getByText('Lenken må begynne med https://, http://, mailto: eller /.')).toBeTruthy();
    expect(text.querySelector('a')).toBeNull();
    fireEvent.change(address, { target: { value: 'https://vsf.no/arsmote' } });
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Sett inn lenken' }));
    expect(screen.queryByRole('dialog', { name: 'Lenke' })).toBeNull();
    expect(text.querySelector('a em, em a')?.closest('a')?.getAttribute('href')).toBe('https://vsf.no/arsmote');

    fireEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await closeNotice()).toBe('Endringene er lagret.');
    const saved = String(requests.find((r) => r.call === 'saveArticle')!.body.content);
    expect(saved).toContain('<strong><em>årsmøte</em></strong>');
    expect(saved).toContain('href="https://vsf.no/arsmote"');
    expect(saved).toContain('<img src="/api/images/7" alt="Styret">');

    fireEvent.click(screen.getByRole('button', { name: 'Tilbakestill' }));
    await answerQuestion('Forkaste endringene?', 'Forkast endringene');
    await waitFor(() => expect(text.querySelector('em')).toBeNull());
    expect(text.querySelector('strong')?.textContent).toBe('årsmøte');
  });

  it('shows the preview with the writer and the last editor', async () => {
    editor();
    fireEvent.click(await screen.findByRole('button', { name: 'Forhåndsvisning' }));
    expect(screen.getByText('Skrevet av Siri Skribent')).toBeTruthy();
    expect(screen.getByText('Sist oppdatert av Ada Admin')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Poll' }));
    expect(screen.getByText('Denne artikkelen har ingen avstemming.')).toBeTruthy();
  });

  it("offers a trashed article only 'Flytt til utkast' and 'Flytt til publisert'", async () => {
    stored = article({ trashed: 1, published: 0 });
    editor();
    fireEvent.click(await screen.findByRole('button', { name: 'Flytt til utkast' }));
    expect(await answerQuestion('Flytte til utkast?', 'Flytt til utkast')).toBe(
      'Vil du flytte «Årsmøtet 2026» til utkast?',
    );
    expect(screen.getByRole('button', { name: 'Flytt til publisert' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre endringer' })).toBeNull();
    expect(await closeNotice()).toBe('Artikkelen er nå flyttet til utkast.');
    expect(requests.find((r) => r.call === 'moveFromToTrash')?.body).toEqual({ postID: 12, trashed: 0, published: 0 });
  });

  it("tells when the article doesn't exist", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, msg: 'Fant ikke artikkelen.' }), { status: 404 }),
      ),
    );
    editor();
    expect(await screen.findByText('Fant ikke artikkelen.')).toBeTruthy();
  });
});
