import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

const SIZES = '(max-width: 700px) calc(100vw - 3.5rem), 861px';

/** The text's pictures as elements, to read their attributes in any order. */
function pictures(html: string): HTMLImageElement[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('img')];
}

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hei <strong>VSF</strong><script>alert(1)</script><a href="javascript:alert(1)">lenke</a><img src="/api/images/2" onerror="x()"></p>',
      SIZES,
    );
    expect(clean).toBe(
      '<p>Hei <strong>VSF</strong><a rel="noopener noreferrer">lenke</a><img src="/api/images/2" loading="lazy" decoding="async"></p>',
    );
  });

  it('offers a stored picture of known size in every width the server keeps for it, for the place it draws in', () => {
    const [picture] = pictures(
      sanitizeHtml('<p><img width="1600" height="900" src="/api/images/7" alt="Laget"></p>', SIZES),
    );
    expect(picture?.getAttribute('srcset')).toBe(
      '/api/images/7?w=320 320w, /api/images/7?w=640 640w, /api/images/7?w=1024 1024w, /api/images/7 1600w',
    );
    expect(picture?.getAttribute('sizes')).toBe(SIZES);
    // Its room is kept: the picture's own width and height stay beside the src.
    expect(picture?.getAttribute('width')).toBe('1600');
    expect(picture?.getAttribute('height')).toBe('900');
    expect(picture?.getAttribute('src')).toBe('/api/images/7');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('decoding')).toBe('async');
  });

  it('offers no other file for a picture of unknown size, one not stored by us, or a size that is not whole pixels', () => {
    const [unknown, elsewhere, odd] = pictures(
      sanitizeHtml(
        '<img src="/api/images/8"><img src="/bilder/lag.png" width="800" height="600"><img src="/api/images/9" width="100%" height="50">',
        SIZES,
      ),
    );
    for (const picture of [unknown, elsewhere, odd]) {
      expect(picture?.hasAttribute('srcset')).toBe(false);
      expect(picture?.hasAttribute('sizes')).toBe(false);
      expect(picture?.getAttribute('loading')).toBe('lazy');
    }
    expect(elsewhere?.getAttribute('width')).toBe('800');
  });

  it('never names a width the picture does not reach', () => {
    const [small] = pictures(sanitizeHtml('<img src="/api/images/3" width="500" height="800">', SIZES));
    expect(small?.getAttribute('srcset')).toBe('/api/images/3?w=320 320w, /api/images/3 500w');
  });
});
