import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@vsf/engine';
import { createTestApp, type TestApp } from '../testing/testApp';
import { itfWidths } from './barcode';

/** pdf.js draws Helvetica from its own font files; in Node it is told where they are. */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** What a PDF reader shows: each page's size and its text, read with pdf.js. */
async function readPdf(bytes: Uint8Array): Promise<{ title: unknown; pages: { size: number[]; text: string }[] }> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, standardFontDataUrl }).promise;
  const { info } = await pdf.getMetadata();
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    const text = items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ size: page.view.slice(2).map(Math.round), text: text.replace(/\s+/g, ' ') });
  }
  await pdf.destroy();
  return { title: (info as Record<string, unknown>).Title, pages };
}

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
    const shown = await readPdf(new Uint8Array(bytes));
    expect(shown.title).toContain(club.name);
    expect(shown.pages[0]?.text).toContain(club.name);
    expect(shown.pages.map((page) => page.text).join(' ')).toContain(club.organisationNumber);
  });

  it('lays the letters out on A4 and the card front and back at credit-card size', async () => {
    const sizes = async (document: string) => {
      const response = await fetch(`${app.url}/api/grasrotDocument?document=${document}`);
      return (await readPdf(new Uint8Array(await response.arrayBuffer()))).pages.map((page) => page.size);
    };
    expect(await sizes('vervebrev')).toEqual([[595, 842]]);
    expect(await sizes('strekkode')).toEqual([[595, 842]]);
    expect(await sizes('vervekort')).toEqual([
      [243, 153],
      [243, 153],
    ]);
  });

  it('prints the letter, word for word', async () => {
    const response = await fetch(`${app.url}/api/grasrotDocument?document=vervebrev`);
    const [letter] = (await readPdf(new Uint8Array(await response.arrayBuffer()))).pages;
    expect(letter?.text).toContain('Grasrotandelen – støtt klubben når du spiller');
    expect(letter?.text).toContain('Hei, og takk for at du heier på oss!');
    expect(letter?.text).toContain(
      `send GRASROTANDELEN ${club.organisationNumber.replace(/\D/g, '')} til 2020 (gratis).`,
    );
    expect(letter?.text).toContain(`Styret i ${club.name}`);
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
