import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { TitleImageInput } from './ImageInputs';
import type { TitleImage } from './saveArticle';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:valgt', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

const input = (value: TitleImage) => render(<TitleImageInput value={value} onChange={() => undefined} />);

describe('TitleImageInput', () => {
  it('shows the stored title image as a small file', () => {
    input({ kind: 'stored', path: '/api/images/5', size: { width: 1600, height: 900 } });
    const picture = screen.getByRole('img', { name: 'Valgt tittelbilde' });
    expect(picture.getAttribute('srcset')).toContain('/api/images/5?w=320 320w');
    expect(picture.getAttribute('sizes')).toBe('(max-width: 480px) 100vw, 28rem');
  });

  it('shows a file just chosen from memory, in a box drawn before the file is read', async () => {
    const { container } = input({ kind: 'new', file: new File(['png'], 'kamp.png', { type: 'image/png' }) });
    // The 16:9 box is the layout's; the picture only fills it.
    const box = container.querySelector('[class*="titlePreview"]');
    expect(box).not.toBeNull();
    await waitFor(() => expect(box?.querySelector('img')?.getAttribute('src')).toBe('blob:valgt'));
  });

  it('keeps no box when there is no title image', () => {
    const { container } = input({ kind: 'none' });
    expect(container.querySelector('[class*="titlePreview"]')).toBeNull();
  });
});
