import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newArticlePostIdAtom } from './atoms';
import { emptyDraft } from './draft';
import { NewArticleEditor } from './NewArticleEditor';
import { pasteHtml, renderAt, requestBody, type Request, type TestStore } from './testing';
import { answerQuestion, closeNotice } from '../../test/dialogs';

let requests: Request[];
let storedDraft: object = { success: false, msg: 'Fant ikke artikkelen.' };

beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/', '');
      requests.push({ call, body: requestBody(init) });
      const answers: Record<string, object> = {
        saveArticle: { success: true, msg: 'Artikkelen er lagret og publisert.', postID: 41 },
        getPostForAdmin: storedDraft,
      };
      return new Response(JSON.stringify(answers[call] ?? { success: false, msg: 'ukjent' }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });

describe('NewArticleEditor', () => {
  it('refuses to publish without a title, with the spec text and no call', async () => {
    renderAt('/admin/newArticle', <NewArticleEditor />);
    fireEvent.click(button('Publiser'));
    expect(await closeNotice()).toBe('Du må lage en tittel til artikkelen.');
    expect(requests).toEqual([]);
  });

  it('keeps the draft in local storage and publishes it in one call, then goes to the list', async () => {
    renderAt('/admin/newArticle', <NewArticleEditor />);
    fireEvent.change(screen.getByLabelText('Tittel'), { target: { value: 'Cupseier!' } });
    const text = screen.getByRole('textbox', { name: 'Hovedtekst' });
    expect(text.getAttribute('contenteditable')).toBe('true');
    // Pasted from a web page or Word: styles, classes, fonts and scripts do not come along.
    pasteHtml(
      text,
      '<h1 style="color:red">Cupfinale</h1><p class="MsoNormal"><span style="font-family:Calibri">Vi slo <b>Heming</b>.</span></p><script>alert(1)</script>',
    );
    expect(text.querySelector('h2')?.textContent).toBe('Cupfinale');
    expect(text.querySelector('strong')?.textContent).toBe('Heming');
    const tag = screen.getByLabelText('Stikkord (trykk Enter for å legge til)');
    fireEvent.change(tag, { target: { value: 'cup' } });
    fireEvent.keyDown(tag, { key: 'Enter' });
    fireEvent.click(screen.getByLabelText('Legg til en avstemming'));
    fireEvent.change(screen.getByLabelText('Tittel på avstemmingen'), { target: { value: 'Kampens spiller?' } });
    fireEvent.change(screen.getByLabelText('Svar-alternativ 1'), { target: { value: 'Ola' } });
    fireEvent.change(screen.getByLabelText('Svar-alternativ 2'), { target: { value: 'Kari' } });
    expect(JSON.parse(localStorage.getItem('vsf.newArticle.draft') ?? '{}')).toMatchObject({ title: 'Cupseier!' });

    fireEvent.click(button('Publiser'));
    expect(await answerQuestion('Publisere artikkelen?', 'Publiser artikkelen')).toBe('Vil du publisere artikkelen?');
    expect(await closeNotice()).toBe('Artikkelen er lagret og publisert.');
    await screen.findByText('Artikkellisten');
    expect(requests[0]).toEqual({
      call: 'saveArticle',
      body: expect.objectContaining({
        title: 'Cupseier!',
        content: '<h2>Cupfinale</h2><p>Vi slo <strong>Heming</strong>.</p>',
        tags: 'cup',
        published: '1',
        publicView: '1',
        hasPoll: '1',
        pollTitle: 'Kampens spiller?',
        alternative1: 'Ola',
        alternative2: 'Kari',
      }),
    });
    expect(requests[0]!.body).not.toHaveProperty('postID');
    expect(JSON.parse(localStorage.getItem('vsf.newArticle.draft') ?? '{}')).toMatchObject({ title: '' });
  });

  it("forces every role on while 'Alle' is ticked, and lists chosen pictures with their sizes", async () => {
    renderAt('/admin/newArticle', <NewArticleEditor />);
    const seeAll = screen.getAllByLabelText('Alle')[0] as HTMLInputElement;
    const admins = screen.getAllByLabelText('Administratorer')[0] as HTMLInputElement;
    expect(seeAll.checked && admins.checked && admins.disabled).toBe(true);
    fireEvent.click(seeAll);
    expect(admins.disabled).toBe(false);

    const picture = new File([new Uint8Array(2_400_000)], 'kamp.jpg', { type: 'image/jpeg' });
    const text = new File(['hei'], 'notat.txt', { type: 'text/plain' });
    const bitmap = new File(['BM'], 'skanning.bmp', { type: 'image/bmp' });
    const input = screen.getByLabelText('Velg bilder');
    fireEvent.change(input, { target: { files: [picture, text, bitmap] } });
    expect(await closeNotice()).toBe('Bildet må være PNG, JPEG, WebP eller GIF.');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(await screen.findByText('2,4 MB')).toBeTruthy();
    expect(screen.queryByText('notat.txt')).toBeNull();
    expect(screen.queryByText('skanning.bmp')).toBeNull();
  });

  it('shows the pictures of a draft saved in an earlier visit, and forgets a draft that is gone', async () => {
    storedDraft = {
      success: true,
      post: { id: 41, titleImage: '/api/images/6', published: 0, trashed: 0 },
      poll: null,
      albumGallery: [{ id: 30, path: '/api/images/30' }],
    };
    const withSavedDraft = (store: TestStore) => store.set(newArticlePostIdAtom, 41);
    const first = renderAt('/admin/newArticle', <NewArticleEditor />, undefined, withSavedDraft);
    expect(await screen.findByText('Lagret bilde 1')).toBeTruthy();
    expect(screen.getByAltText('Valgt tittelbilde').getAttribute('src')).toBe('/api/images/6');
    first.unmount();

    storedDraft = { success: false, msg: 'Fant ikke artikkelen.' };
    renderAt('/admin/newArticle', <NewArticleEditor />, undefined, withSavedDraft);
    await waitFor(() => expect(localStorage.getItem('vsf.newArticle.postID')).toBe('null'));
  });

  it('asks before Nullstill and empties the form, the main text too', async () => {
    renderAt('/admin/newArticle', <NewArticleEditor />);
    fireEvent.change(screen.getByLabelText('Tittel'), { target: { value: 'Skal bort' } });
    const text = screen.getByLabelText('Hovedtekst');
    pasteHtml(text, '<p>Også denne</p>');
    expect(JSON.parse(localStorage.getItem('vsf.newArticle.draft') ?? '{}')).toMatchObject({
      content: '<p>Også denne</p>',
    });
    fireEvent.click(button('Nullstill'));
    expect(await answerQuestion('Nullstille skjemaet?', 'Nullstill skjemaet')).toBe(
      'Vil du nullstille skjemaet? Alt du har skrevet blir borte.',
    );
    await waitFor(() => expect((screen.getByLabelText('Tittel') as HTMLInputElement).value).toBe(''));
    expect(text.textContent).toBe('');
  });

  it('opens the draft kept in local storage with its text formatted', () => {
    const draft = { ...emptyDraft(), title: 'Halvferdig', content: '<h2>Kampen</h2><p>Det ble <em>uavgjort</em>.</p>' };
    localStorage.setItem('vsf.newArticle.draft', JSON.stringify(draft));
    renderAt('/admin/newArticle', <NewArticleEditor />);
    const text = screen.getByRole('textbox', { name: 'Hovedtekst' });
    expect(text.querySelector('h2')?.textContent).toBe('Kampen');
    expect(text.querySelector('em')?.textContent).toBe('uavgjort');
  });
});
