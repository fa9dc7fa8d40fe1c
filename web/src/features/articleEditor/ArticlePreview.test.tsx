import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ArticlePreview } from './ArticlePreview';
import { emptyDraft } from './draft';
import { emptyGallery, type TitleImage } from './saveArticle';

const PREVIEW_SIZES = '(max-width: 600px) calc(100vw - 3rem), 872px';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:valgt', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

function preview(titleImage: TitleImage, content = '') {
  return render(
    <ArticlePreview
      draft={{ ...emptyDraft(), title: 'Cupfinale', content }}
      titleImage={titleImage}
      writtenByName="Siri Skribent"
      editedByName={null}
      gallery={emptyGallery()}
      onClose={() => undefined}
    />,
  );
}

const heroPicture = () => screen.getByRole('dialog').querySelector('article > div img');

describe('ArticlePreview', () => {
  it('shows a stored title image as the small file its place needs', () => {
    preview({ kind: 'stored', path: '/api/images/5', size: { width: 1600, height: 900 } });
    const hero = heroPicture();
    expect(hero?.getAttribute('srcset')).toBe(
      '/api/images/5?w=320 320w, /api/images/5?w=640 640w, /api/images/5?w=1024 1024w, /api/images/5 1600w',
    );
    expect(hero?.getAttribute('sizes')).toBe(PREVIEW_SIZES);
    expect(hero?.getAttribute('height')).toBe('900');
  });

  it('shows a file just chosen from memory, in the header box that is there before it', async () => {
    preview({ kind: 'new', file: new File(['png'], 'kamp.png', { type: 'image/png' }) });
    const hero = await vi.waitFor(() => {
      const picture = heroPicture();
      if (!picture) throw new Error('not shown yet');
      return picture;
    });
    expect(hero.getAttribute('src')).toBe('blob:valgt');
    expect(hero.hasAttribute('srcset')).toBe(false);
  });

  it('draws the pictures of the text as readers get them, for the preview’s width', () => {
    preview({ kind: 'none' }, '<p>Før</p><img width="1024" height="768" src="/api/images/9" alt="Tribunen">');
    const picture = screen.getByRole('img', { name: 'Tribunen' });
    expect(picture.getAttribute('srcset')).toBe(
      '/api/images/9?w=320 320w, /api/images/9?w=640 640w, /api/images/9 1024w',
    );
    expect(picture.getAttribute('sizes')).toBe(PREVIEW_SIZES);
    expect(picture.getAttribute('loading')).toBe('lazy');
  });
});
