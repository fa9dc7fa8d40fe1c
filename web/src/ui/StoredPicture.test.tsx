import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StoredPicture, isStoredPicture, srcSetOf } from './StoredPicture';

describe('StoredPicture', () => {
  it('offers every narrower stored width and the picture itself at its own width', () => {
    render(
      <StoredPicture
        src="/api/images/7"
        size={{ width: 1600, height: 900 }}
        sizes="(max-width: 600px) 100vw, 400px"
        alt="Laget feirer"
      />,
    );
    const image = screen.getByRole('img', { name: 'Laget feirer' });
    expect(image.getAttribute('srcset')).toBe(
      '/api/images/7?w=320 320w, /api/images/7?w=640 640w, /api/images/7?w=1024 1024w, /api/images/7 1600w',
    );
    expect(image.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 400px');
    expect(image.getAttribute('src')).toBe('/api/images/7');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('never names a width the picture does not reach', () => {
    expect(srcSetOf('/api/images/3', { width: 500, height: 800 })).toBe('/api/images/3?w=320 320w, /api/images/3 500w');
    expect(srcSetOf('/api/images/3', { width: 300, height: 375 })).toBe('/api/images/3 300w');
  });

  it('shows a picture of unknown size as one file, and loads the top of a page at once', () => {
    render(<StoredPicture src="/api/images/9" size={null} sizes="96px" alt="" loading="eager" />);
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/images/9');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('width')).toBe(false);
    expect(image.getAttribute('loading')).toBe('eager');
  });

  it('knows a picture the API stores from any other address', () => {
    expect(isStoredPicture('/api/images/12')).toBe(true);
    for (const src of [
      '/api/images/0',
      '/api/images/12?w=320',
      '/api/images/12/../x',
      'https://x.example/api/images/1',
      'blob:abc',
    ])
      expect(isStoredPicture(src)).toBe(false);
  });
});
