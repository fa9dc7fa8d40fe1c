import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { createTestApp, type TestApp } from '../test/testApp';
import { itfWidths } from './barcode';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp('empty');
});
afterAll(() => app.close());

describe('grasrotDocument', () => {
  it.each(['vervebrev', 'strekkode', 'vervekort'])('serves the %s as a well-formed PDF', async (document) => {
    const response = await fetch(`${app.url}/api/grasrotDocument?document=${document}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('max-age');
    const bytes = Buffer.from(await response.arrayBuffer());
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object's first byte.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain(club.name);
  });

  it('refuses unknown documents', async () => {
    expect((await fetch(`${app.url}/api/grasrotDocument?document=../../etc/passwd`)).status).toBe(400);
  });
});

describe('itfWidths', () => {
  it('encodes digit pairs between start and stop patterns', () => {
    const widths = itfWidths('12');
    expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
    // 1 = wnnnw in the bars, 2 = nwnnw in the spaces, interleaved.
    expect(widths.slice(4, 14)).toEqual([3, 1, 1, 3, 1, 1, 1, 1, 3, 3]);
    expect(widths.slice(-3)).toEqual([3, 1, 1]);
    expect(itfWidths('987654321')).toHaveLength(4 + 50 + 3);
  });
});
